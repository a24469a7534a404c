import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

// The stories as tests (issue 22.3): the project's decorators and globals, and the a11y addon's
// axe run after each story renders (preview.tsx sets a11y.test = 'error': a violation fails).
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
