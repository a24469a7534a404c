/**
 * Video calls (issue 4), in Debian's Chromium against the sandbox hub. The host side is the
 * sandbox's host page (/__sandbox/host.html) in a second context with a fake camera.
 */
import { chromium, expect, test } from '@playwright/test';
import { FULL_CHROMIUM_PATH } from '../support/browser.ts';
import { apiAs, openWallHost, shot, signIn, steadyHosts } from '../support/helpers.ts';
import { APP_URL, SANDBOX_URL as SANDBOX } from '../support/ports.ts';

// The host a test picks as online stays online for the whole test.
steadyHosts();

/**
 * A Chromium of its own with one media flag (the suite's browser has a fake camera and
 * auto-accepts); the full browser, whose prompt behaves as a viewer's does (support/browser.ts).
 */
async function browserWithMedia(...flags: string[]) {
  const browser = await chromium.launch({
    executablePath: FULL_CHROMIUM_PATH,
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', ...flags],
  });
  const page = await (await browser.newContext({ baseURL: APP_URL, viewport: { width: 1440, height: 900 } })).newPage();
  return { browser, page };
}

test('a denied camera shows its screen and starts no call', async () => {
  // No fake media UI: headless Chromium then denies the camera as a browser would.
  const { browser, page } = await browserWithMedia('--use-fake-device-for-media-stream');
  try {
    await signIn(page, { uid: '200003', password: 'viewer-three' });
    await openWallHost(page, 0);
    await page.getByRole('button', { name: 'Video call', exact: true }).click();
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

test('no camera: the "not found" screen, and no call starts', async () => {
  // Auto-accepted prompt and a fake capture factory with no video device: Chromium reports NotFoundError
  // on any machine, camera or not.
  const { browser, page } = await browserWithMedia('--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream=device-count=0');
  try {
    await signIn(page, { uid: '200003', password: 'viewer-three' });
    const cameras = await page.evaluate(() => navigator.mediaDevices.enumerateDevices().then((d) => d.filter((x) => x.kind === 'videoinput').length));
    expect(cameras).toBe(0);
    await openWallHost(page, 0);
    await page.getByRole('button', { name: 'Video call', exact: true }).click();
    const problem = page.getByTestId('call-media-problem');
    await expect(problem).toHaveAttribute('data-problem', 'notFound');
    await expect(problem.getByRole('heading')).toHaveText('No camera or microphone found');
    await expect(page.getByTestId('call-screen')).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test('a real call: the host answers, video flows both ways, H264, billed by the server, hung up', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, { uid: '200003', password: 'viewer-three' });
  const hostJid = await openWallHost(page, 0, undefined, /\bOnline\b/);
  const host = await (await browser.newContext()).newPage();
  await host.goto(`${SANDBOX}/__sandbox/host.html?jid=${encodeURIComponent(hostJid)}&answerAfterMs=1500`);
  const before = (await apiAs(page, 'account_service/account', { action: 1 })).data.gemsBalance as number;
  // A mark on her thread's message list: the thread behind the call is the same one (the
  // messaging page is drawn once, behind the call too), not closed and drawn again.
  const list = page.getByTestId('message-list');
  await list.evaluate((el) => void ((el as HTMLElement & { __beforeCall?: boolean }).__beforeCall = true));
  const sameList = () => list.evaluate((el) => (el as HTMLElement & { __beforeCall?: boolean }).__beforeCall === true);
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-status', '1');
  expect(await sameList()).toBe(true);
  await shot(page, 'call-outgoing-desktop');
  await expect(screen).toHaveAttribute('data-status', '2', { timeout: 30_000 });
  const video = page.getByTestId('remote-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  console.log(`[bench] click → connected with remote frames: ${Date.now() - t0} ms (host page answers after 1500 ms)`);
  await page.waitForTimeout(1500);
  await shot(page, 'call-connected-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(500);
  await shot(page, 'call-connected-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  const q = await page.evaluate(() => (window as unknown as { __vchat: { calls: { quality(): Promise<{ videoCodec?: string | null }> } } }).__vchat.calls.quality());
  expect(q.videoCodec?.toLowerCase()).toBe('video/h264');
  await expect.poll(async () => (await apiAs(page, 'account_service/account', { action: 1 })).data.gemsBalance as number).toBeLessThan(before);
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  await expect(page.locator('[data-testid="message"][data-type="v_hub_call"]').last()).toBeVisible({ timeout: 15_000 });
  await host.context().close();
});

test('the host declines: the call ends with its reason and the camera is released', async ({ page, browser }) => {
  await signIn(page, { uid: '200003', password: 'viewer-three' });
  const hostJid = await openWallHost(page, 1, undefined, /\bOnline\b/);
  const host = await (await browser.newContext()).newPage();
  await host.goto(`${SANDBOX}/__sandbox/host.html?jid=${encodeURIComponent(hostJid)}&decline=1&answerAfterMs=300`);
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-status', '4', { timeout: 15_000 });
  await expect(screen.getByRole('status')).toHaveText('She declined the call');
  await expect(screen).toHaveAttribute('data-end', 'hostDeclined');
  await expect(page.getByTestId('self-video')).toHaveCount(0);
  await host.context().close();
});

test('no answer within 60 s: the call fails with timeOut (Playwright clock)', async ({ page, browser }) => {
  await page.clock.install();
  await signIn(page, { uid: '200003', password: 'viewer-three' });
  const hostJid = await openWallHost(page, 2, undefined, /\bOnline\b/);
  const host = await (await browser.newContext()).newPage();
  await host.goto(`${SANDBOX}/__sandbox/host.html?jid=${encodeURIComponent(hostJid)}&answerAfterMs=600000`);
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-status', '1');
  await page.clock.fastForward(60_000);
  await expect(screen).toHaveAttribute('data-status', '4');
  await expect(screen.getByRole('status')).toHaveText('No answer');
  await expect(screen.getByTestId('call-next-steps').getByRole('button')).toHaveText(['Call again', 'Message her']);
  await host.context().close();
});

test('a visitor who has not answered the cookie notice: it is not over the ringing call, its Cancel button takes a real click, and the notice returns after', async ({ browser }) => {
  // No answer stored (the suite's contexts have it accepted).
  const page = await (await browser.newContext({ baseURL: APP_URL, viewport: { width: 1280, height: 800 }, storageState: { cookies: [], origins: [] } })).newPage();
  await signIn(page, { uid: '200003', password: 'viewer-three' });
  const hostJid = await openWallHost(page, 2, undefined, /\bOnline\b/);
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
  const host = await (await browser.newContext()).newPage();
  await host.goto(`${SANDBOX}/__sandbox/host.html?jid=${encodeURIComponent(hostJid)}&answerAfterMs=30000`);
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '1');
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  // A real click: Playwright refuses it when something else would receive it.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click({ timeout: 5000 });
  await expect(page.getByTestId('call-screen')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
  await host.context().close();
  await page.context().close();
});
