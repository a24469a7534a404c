import { storiesTestConfig } from '@vchat/storybook-test';

/**
 * Every screen story as a test (issue 22.3): each screen renders over the scripted transport
 * (fachat, English) and axe checks it; a violation fails the story (`a11y.test = 'error'` in
 * preview.tsx). `pnpm test:stories`. The recipe runtime is ui-kit's dependency, named through it.
 */
export default storiesTestConfig('screens', ['@vchat/ui-kit > @vanilla-extract/recipes/createRuntimeFn', 'storybook/test']);
