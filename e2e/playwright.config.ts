import { defineConfig, devices } from '@playwright/test';
import { APP_URL } from './support/ports.ts';

/** Real Chromium from Debian (never a downloaded browser), against the built app + sandbox. */
export default defineConfig({
  testDir: '.',
  testMatch: ['tests/**/*.spec.ts', 'bench/**/*.bench.ts'],
  outputDir: './output/test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    // Every test starts with the cookie notice answered (accepted), so the bar covers nothing;
    // tests/platform.spec.ts starts without it to test the notice itself.
    storageState: { cookies: [], origins: [{ origin: APP_URL, localStorage: [{ name: 'cookieConsent', value: '"accepted"' }] }] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
});
