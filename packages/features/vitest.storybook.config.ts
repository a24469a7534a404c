import { existsSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Debian's Chromium (never a downloaded browser): the headless shell when installed, as the e2e suite. */
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * Every feature story as a test (issue 22.3), with Storybook's vitest addon in Chromium: each
 * screen renders over the scripted transport (fachat, English) and the a11y addon runs axe on
 * it; a violation fails the story (`a11y.test = 'error'` in preview.tsx). `pnpm test:stories`.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), storybookTest({ configDir: '.storybook' })],
  // Vite's first scan does not see this import, which vanilla-extract adds while it compiles a
  // `.css.ts` recipe. On a cold cache (every CI run) Vite found it mid-run, re-optimised and
  // reloaded the page, and the story file then loading failed whole (14 MediaMessage stories,
  // both tries). Listed here, it is bundled before the first story loads.
  // (Here ui-kit's dependency, named through it.) `storybook/test`: the play functions' helpers.
  optimizeDeps: { include: ['@vchat/ui-kit > @vanilla-extract/recipes/createRuntimeFn', 'storybook/test'] },
  test: {
    name: 'screens',
    setupFiles: ['.storybook/vitest.setup.ts'],
    // A story that fails twice still fails the run.
    retry: 1,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromium, args: ['--disable-gpu', '--no-first-run'] } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
