import { storiesTestConfig } from '@vchat/storybook-test';

/**
 * Every component story as a test (issue 22.3): each renders with the project's decorators
 * (fachat, left to right) and axe checks it; a violation fails the story (`a11y.test = 'error'`
 * in preview.tsx). `pnpm test:stories`.
 */
export default storiesTestConfig('storybook', ['@vanilla-extract/recipes/createRuntimeFn']);
