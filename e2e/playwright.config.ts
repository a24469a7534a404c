import { defineConfig, devices } from '@playwright/test';
import { APP_URL } from './support/ports.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser.ts';

/**
 * The tests whose figures or bounds are times (fault recovery, benchmarks, the 2 s route
 * render): project `timed`, run on their own after the rest (run.sh), so a second worker's
 * load never moves their figures.
 */
const TIMED = ['tests/faults/**/*.spec.ts', 'bench/**/*.bench.ts', 'tests/routes.spec.ts'];

/**
 * Real Chromium from Debian (never a downloaded browser; support/browser.ts), against the built app + sandbox.
 * Each worker has its own sandbox, Prosody and preview (support/ports.ts, global-setup.ts).
 */
export default defineConfig({
  testDir: '.',
  outputDir: './output/test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Waits, not product bounds: on CI's two loaded cores a step that takes 5 s here can take
  // 10 s (the product's own bounds are asserted where the issues set them).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    baseURL: APP_URL,
    // Every test starts with the cookie notice answered (accepted), so the bar covers nothing;
    // tests/platform.spec.ts starts without it to test the notice itself.
    storageState: { cookies: [], origins: [{ origin: APP_URL, localStorage: [{ name: 'cookieConsent', value: '"accepted"' }] }] },
    // A trace (with its screencast) costs about an eighth of the run's CPU: recorded only when a
    // failed test runs again (CI retries once), or for every test with E2E_TRACE=on.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testMatch: ['tests/**/*.spec.ts'], testIgnore: TIMED },
    { name: 'timed', testMatch: TIMED },
    // Not in the test run either: viewer-side figures only `pnpm bench` prints (bench/*.perf.ts:
    // tap → talking, typing, layout shifts; about 2 minutes of throttled runs).
    { name: 'bench', testMatch: ['bench/**/*.perf.ts'] },
    // Not in the test run (run.sh names its projects): tools/storyHttp.record.ts records the
    // sandbox answers the feature stories replay.
    { name: 'record', testMatch: ['tools/**/*.record.ts'] },
  ],
});
