/**
 * The browser of every e2e test: Debian's Chromium, never a downloaded one. The old headless
 * shell (package chromium-headless-shell, what Playwright itself runs for headless tests) when
 * installed: on CI's two cores it runs the suite about a third faster than `chromium --headless`
 * (payments.spec.ts: 111 s of tests against 157 s). CHROMIUM_PATH overrides.
 */
import { existsSync } from 'node:fs';

/** The flags of every browser of the suite (no background traffic, a fake camera that needs no prompt). */
export const CHROMIUM_ARGS = [
  '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
];

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * The full browser, for the tests whose subject the headless shell lacks: the browser's own
 * camera prompt (with no fake prompt, `chromium --headless` denies the camera as a browser does,
 * NotAllowedError, where the shell answers NotSupportedError, which no viewer's browser says),
 * and system notifications (the shell shows none: tests/platform.spec.ts).
 */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
