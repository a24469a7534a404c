/**
 * Video calls (issue 4), in Debian's Chromium against the sandbox hub. The host side is the
 * sandbox's host page (/__sandbox/host.html) in a second context with a fake camera.
 */
import { chromium, expect, test } from '@playwright/test';
import { openWallHost, signIn } from '../support/helpers.ts';
import { APP_URL } from '../support/ports.ts';

test('a denied camera shows its screen and starts no call', async () => {
  // No fake media UI: headless Chromium then denies the camera as a browser would.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', '--use-fake-device-for-media-stream'],
  });
  try {
    const page = await (await browser.newContext({ baseURL: APP_URL, viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, { uid: '200003', password: 'viewer-three' });
    await openWallHost(page, 0);
    await page.getByRole('button', { name: 'Video call' }).click();
    const problem = page.getByTestId('call-media-problem');
    await expect(problem).toBeVisible();
    await expect(problem).toHaveAttribute('data-problem', 'denied');
    await expect(problem.getByRole('heading')).toHaveText('Camera and microphone are blocked');
    await expect(page.getByTestId('call-screen')).toHaveCount(0);
    await problem.getByRole('button', { name: 'Back to chat' }).click();
    await expect(page).toHaveURL(/\/message\?tid=/);
  } finally {
    await browser.close();
  }
});
