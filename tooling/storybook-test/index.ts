/**
 * The vitest config of a package's stories as tests (issue 22.3), shared by ui-kit (components)
 * and features (screens): Storybook's vitest addon in Debian's Chromium (never a downloaded
 * browser: the headless shell when installed, as the e2e suite), each story rendered with the
 * package's `.storybook` decorators and checked by the a11y addon (a violation fails it when
 * the preview sets `a11y.test = 'error'`).
 */
import { existsSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * `name`: the vitest project name printed before each result. `prebundle`: dependencies Vite
 * must bundle before the first story loads. Its first scan misses imports that plugins add
 * (vanilla-extract's recipe runtime) or that only stories make (`storybook/test`); found
 * mid-run on a cold cache (every CI run), they made Vite reload the page and a whole story
 * file failed, both tries.
 */
export function storiesTestConfig(name: string, prebundle: string[]): ViteUserConfig {
  return defineConfig({
    plugins: [vanillaExtractPlugin(), react(), storybookTest({ configDir: '.storybook' })],
    optimizeDeps: { include: prebundle },
    test: {
      name,
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
}
