/**
 * Calls on a phone (issue "Phone first" points 4, 6, 7 and 12), in Debian's Chromium with phone
 * emulation (375x812, touch) against the sandbox hub; the host side is the sandbox's host page
 * (/__sandbox/host.html) in a second context with a fake camera.
 *
 * - 7: the in-call controls (minimise, mute, camera, switch camera only with two cameras, gift,
 *   hang up) and the connection quality: labelled, reachable by keyboard, inside the screen and
 *   not covered at 375 and 360 px, in English and Arabic; a gift sent during the call shows in
 *   the thread.
 * - 4: the gem balance in the navigation follows every billed minute and the gift, no reload.
 * - 6: every ending says why, with the next step (free time over, gems ran out, she ended it,
 *   busy, asleep, no answer, network lost, camera refused), and the call record says the same.
 * - 12: a reload during a call ends it on both sides and records it once on each side.
 */
import { chromium, expect, test, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_PATH, FULL_CHROMIUM_PATH } from '../support/browser.ts';
import { admin, adminGet, openWallHost, shot, signIn, steadyHosts } from '../support/helpers.ts';
import { APP_URL } from '../support/ports.ts';
import { readStored } from '../support/appStorage.ts';
import { callsOf, connected, hostPage, priceOf, serverBalance, setLanguage, VIEWER_THREE, VIEWER_TWO, wallet } from '../support/calls.ts';

// The host a test picks as online stays online for the whole test.
steadyHosts();

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
test.use(PHONE);

/**
 * Every button of `group` is inside the viewport, not scrolled sideways, not overlapping
 * another button, and is what a tap at its centre hits (nothing covers it).
 */
async function expectReachable(page: Page, group: Locator) {
  const buttons = group.getByRole('button');
  const n = await buttons.count();
  expect(n).toBeGreaterThan(0);
  const vp = page.viewportSize()!;
  const boxes: { x: number; y: number; width: number; height: number }[] = [];
  for (let i = 0; i < n; i++) {
    const b = buttons.nth(i);
    await expect(b).toBeVisible();
    const name = (await b.getAttribute('aria-label')) ?? (await b.innerText()).trim();
    expect(name, 'every control has a label').toBeTruthy();
    const box = (await b.boundingBox())!;
    expect(box.x, `${name} inside the screen (start)`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} inside the screen (end)`).toBeLessThanOrEqual(vp.width);
    expect(box.y + box.height, `${name} inside the screen (bottom)`).toBeLessThanOrEqual(vp.height);
    expect(Math.min(box.width, box.height), `${name} is a 44 px touch target`).toBeGreaterThanOrEqual(44);
    const hit = await b.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!top && (top === el || el.contains(top));
    });
    expect(hit, `${name} is not covered`).toBe(true);
    for (const o of boxes) {
      const overlap = box.x < o.x + o.width && o.x < box.x + box.width && box.y < o.y + o.height && o.y < box.y + box.height;
      expect(overlap, `${name} overlaps another control`).toBe(false);
    }
    boxes.push(box);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
}

test('phone: the connected call has labelled controls that fit 375 and 360 px in both directions; mute, camera and a gift reach the host; the balance follows', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await wallet('200003', { gems: 5000, paid: true });
  await signIn(page, VIEWER_THREE);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  const hostJid = await openWallHost(page, 0, undefined, /\bOnline\b/);
  const price = await priceOf(page, hostJid);
  const host = await hostPage(browser, hostJid, 'answerAfterMs=1500');
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-status', '1');
  await connected(page);

  // The hub's first billed minute: the meter shows the server's balance.
  await expect.poll(() => serverBalance(page)).toBe(5000 - price);
  await expect(page.getByTestId('gems-meter')).toHaveAttribute('data-gems', String(5000 - price));
  // Connection quality from getStats.
  const quality = page.getByRole('img', { name: /^Connection: (Good|Weak|Poor)$/ });
  await expect(quality).toBeVisible({ timeout: 10_000 });
  const controls = page.getByRole('group', { name: 'Call controls' });
  // One camera in this browser: no switch-camera control.
  await expect(controls.getByRole('button', { name: 'Switch camera' })).toHaveCount(0);
  await expect(controls.getByRole('button')).toHaveText(['', '', '', '', '']);
  const names = await controls.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(names).toEqual(['Minimise call', 'Mute microphone', 'Turn camera off', 'Send a gift', 'Hang up']);
  await expectReachable(page, controls);
  await page.waitForTimeout(1500);
  await shot(page, 'call-controls-375');

  // Keyboard: Tab reaches the controls in order; Space toggles.
  const mic = controls.getByRole('button', { name: 'Mute microphone' });
  await mic.focus();
  await page.keyboard.press('Space');
  await expect(controls.getByRole('button', { name: 'Unmute microphone' })).toBeFocused();
  await expect(host.locator('#peer-media')).toHaveAttribute('data-audio', 'off');
  await page.keyboard.press('Tab');
  await expect(controls.getByRole('button', { name: 'Turn camera off' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(controls.getByRole('button', { name: 'Turn camera on' })).toBeVisible();
  await expect(host.locator('#peer-media')).toHaveAttribute('data-video', 'off');
  await expect(page.getByTestId('self-video')).toHaveAttribute('data-camera', 'off');
  await shot(page, 'call-controls-muted-375');
  await controls.getByRole('button', { name: 'Turn camera on' }).click();
  await controls.getByRole('button', { name: 'Unmute microphone' }).click();
  await expect(host.locator('#peer-media')).toHaveAttribute('data-video', 'on');
  await expect(host.locator('#peer-media')).toHaveAttribute('data-audio', 'on');

  // 360x740 and Arabic (right to left): still one row, nothing covered.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectReachable(page, controls);
  await shot(page, 'call-controls-360');
  await setLanguage(page, 'ar');
  const controlsAr = page.getByRole('group', { name: 'أدوات التحكم في المكالمة' });
  await expectReachable(page, controlsAr);
  await expect(page.getByRole('img', { name: /^الاتصال: / })).toBeVisible();
  await shot(page, 'call-controls-ar-360');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectReachable(page, controlsAr);
  await shot(page, 'call-controls-ar-375');
  await setLanguage(page, 'en');

  // A gift during the call: messaging's sheet and purchase; the balance follows at once.
  const before = await serverBalance(page);
  await controls.getByRole('button', { name: 'Send a gift' }).click();
  const sheet = page.getByRole('dialog', { name: 'Send a gift' });
  await expect(sheet).toBeVisible();
  await shot(page, 'call-gift-sheet-375');
  const firstGift = sheet.getByRole('radio').first();
  await firstGift.click();
  await sheet.getByRole('button', { name: /^Send/ }).click();
  await expect(page.getByText('Gift sent')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  const afterGift = await serverBalance(page);
  expect(afterGift).toBeLessThan(before);
  await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '2');

  // Minimise: the navigation's balance is the server's, with no reload.
  await controls.getByRole('button', { name: 'Minimise call' }).click();
  await expect(page.getByTestId('ongoing-call')).toBeVisible();
  // The gift is in the thread behind the call.
  await expect(page.locator('[data-testid="message"][data-type="gift"]').last()).toBeVisible();
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await expect(page.getByTestId('gems-balance').first()).toHaveText(String(await serverBalance(page)));

  // Back to the call, hang up: the ended screen says who ended it and offers the next steps.
  await page.getByTestId('ongoing-call').getByRole('link', { name: 'Return to call' }).click();
  await connected(page);
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  await expect.poll(async () => (await callsOf(me))[0]?.reason, { timeout: 10_000 }).toBe('viewer-terminate');
  await expect(host.locator('#status')).toHaveAttribute('data-state', 'ended');
  // The record in the thread says why, like the call screen.
  await expect(page.locator('[data-testid="message"][data-type="v_hub_call"]').last()).toContainText('You ended the call');
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await expect(page.getByTestId('gems-balance').first()).toHaveText(String(await serverBalance(page)));
  await host.context().close();
});

test('balance: the navigation shows credits and debits at once (check-in, lucky box, paid photo; call minutes and gifts above), no reload', async ({ page }) => {
  test.setTimeout(90_000);
  await wallet('200001', { gems: 500, paid: true });
  await signIn(page, { uid: '200001', password: 'viewer-one' });
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  const shown = page.getByTestId('gems-balance').first();
  const sameAsServer = async () => expect(shown).toHaveText(String(await serverBalance(page)));
  await page.goto('/task');
  await sameAsServer();
  const before = await serverBalance(page);
  await page.getByTestId('check-in').getByRole('button', { name: /^Check in/ }).click();
  await expect.poll(() => serverBalance(page)).toBeGreaterThan(before);
  await sameAsServer();
  const afterCheckIn = await serverBalance(page);
  await page.getByTestId('lucky-box').getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('lucky-reward')).toBeVisible();
  await expect.poll(() => serverBalance(page)).toBeGreaterThan(afterCheckIn);
  await page.getByRole('button', { name: 'OK' }).click();
  await sameAsServer();
  // A paid photo and a gift in the chat: debits; the navigation (back on a page that shows it) follows.
  const hostJid = await openWallHost(page, 5);
  const { mid } = (await admin('message', { from: hostJid, to: me, type: 'image', payPrice: 40 })) as { mid: string };
  const locked = page.locator(`[data-mid="${mid}"]`);
  const beforeUnlock = await serverBalance(page);
  await locked.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('dialog', { name: 'Unlock this photo' }).getByRole('button', { name: 'Unlock for 40 gems' }).click();
  await expect(locked.getByRole('button', { name: 'Unlock' })).toHaveCount(0);
  expect(await serverBalance(page)).toBe(beforeUnlock - 40);
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await sameAsServer();
  await shot(page, 'balance-after-credits-375');
});

test('free time over: the free first minute ends with its reason and "Buy gems"; the thread and /callrecord say the same', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await wallet('200002', { gems: 5, firstCallRemaining: 1 });
  await signIn(page, VIEWER_TWO);
  const hostJid = await openWallHost(page, 1, undefined, /\bOnline\b/);
  const host = await hostPage(browser, hostJid, 'answerAfterMs=300');
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await expect(page.getByTestId('call-price')).toHaveText('First call free · 1:00');
  await connected(page);
  await expect(page.getByTestId('free-meter')).toBeVisible();
  // The hub ends a free call after its 60 s.
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-end', 'freeTimeOver', { timeout: 75_000 });
  await expect(screen.getByRole('status')).toHaveText('Your free time is over');
  await expect(page.getByText('Buy gems to keep talking with her, or send her a message.')).toBeVisible();
  await expect(page.getByTestId('call-length')).toHaveText(/^Call length (0:5\d|1:0\d)$/);
  const steps = page.getByTestId('call-next-steps').getByRole('button');
  await expect(steps).toHaveText(['Buy gems', 'Message her']);
  await expect(steps.first()).toBeFocused();
  await expectReachable(page, page.getByTestId('call-next-steps'));
  await shot(page, 'call-ended-free-time-375');
  await setLanguage(page, 'ar');
  await expect(screen.getByRole('status')).toHaveText('انتهى وقتك المجاني');
  await expectReachable(page, page.getByTestId('call-next-steps'));
  await shot(page, 'call-ended-free-time-ar-375');
  await setLanguage(page, 'en');
  await expect(host.locator('#status')).toHaveAttribute('data-state', 'ended');

  // "Message her": the record in the thread gives the same reason.
  await steps.filter({ hasText: 'Message her' }).click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  const record = page.locator('[data-testid="message"][data-type="v_hub_call"]').last();
  await expect(record).toContainText(/Your free time is over · (0:5\d|1:0\d)/, { timeout: 15_000 });
  await shot(page, 'call-record-thread-375');
  await page.goto('/callrecord');
  const row = page.getByTestId('call-row').first();
  await expect(row).toHaveAttribute('data-end', 'freeTimeOver');
  await expect(row).toContainText('Your free time is over');
  await shot(page, 'callrecord-reasons-375');
  await host.context().close();
});

test('gems ran out: the balance in the navigation follows each billed minute; the call ends with its reason and "Buy gems" opens the store', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, VIEWER_TWO);
  const hostJid = await openWallHost(page, 2, undefined, /\bOnline\b/);
  const price = await priceOf(page, hostJid);
  await wallet('200002', { gems: price + 7 }); // pays for one minute only
  const host = await hostPage(browser, hostJid, 'answerAfterMs=300');
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await expect(page.getByTestId('gems-balance').first()).toHaveText(String(price + 7));
  await page.goBack();
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await connected(page);
  await expect(page.getByTestId('gems-meter')).toHaveAttribute('data-gems', '7');
  // Minimised, the navigation shows the balance after the first billed minute (no reload).
  await page.getByRole('button', { name: 'Minimise call' }).click();
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await expect(page.getByTestId('gems-balance').first()).toHaveText('7');
  await page.getByTestId('ongoing-call').getByRole('link', { name: 'Return to call' }).click();
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-end', 'gemsRanOut', { timeout: 75_000 });
  await expect(screen.getByRole('status')).toHaveText('You ran out of gems');
  await expect(page.getByTestId('call-next-steps').getByRole('button')).toHaveText(['Buy gems', 'Message her']);
  await shot(page, 'call-ended-gems-375');
  await page.getByRole('button', { name: 'Buy gems' }).click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(host.locator('#status')).toHaveAttribute('data-state', 'ended');
  await host.context().close();
});

test('she ends the call; she is busy; she is asleep: each ending says so with the step that helps', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await wallet('200003', { gems: 5000, paid: true });
  await signIn(page, VIEWER_THREE);
  const hostJid = await openWallHost(page, 3, undefined, /\bOnline\b/);
  const host = await hostPage(browser, hostJid);
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await connected(page);
  // Minimised when she hangs up: the bar says why, the ended screen is one tap away.
  await page.getByRole('button', { name: 'Minimise call' }).click();
  await expect(page.getByTestId('ongoing-call')).toBeVisible();
  await host.locator('#hangup').click();
  const bar = page.getByTestId('call-ended-bar');
  await expect(bar).toHaveAttribute('data-end', 'hostEnded');
  await expect(bar).toContainText('She ended the call');
  await expectReachable(page, bar);
  await shot(page, 'call-ended-bar-375');
  await bar.getByRole('link', { name: 'More' }).click();
  await expect(page).toHaveURL(/\/videoview$/);
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-end', 'hostEnded');
  await expect(screen.getByRole('status')).toHaveText('She ended the call');
  await expect(page.getByTestId('call-next-steps').getByRole('button')).toHaveText(['Call again', 'Message her']);
  await shot(page, 'call-ended-host-375');
  await setLanguage(page, 'ar');
  await expect(screen.getByRole('status')).toHaveText('أنهت المكالمة');
  await shot(page, 'call-ended-host-ar-375');
  await setLanguage(page, 'en');
  await page.getByRole('button', { name: 'Message her' }).click();
  await expect(page.locator('[data-testid="message"][data-type="v_hub_call"]').last()).toContainText('She ended the call');

  // Her daily state by the sandbox clock: private → busy, 3:00 → asleep.
  const anchors = (await adminGet('anchors')) as { list: { jid: string; tzOffsetMinutes: number }[] };
  const tz = anchors.list.find((a) => a.jid === hostJid)!.tzOffsetMinutes;
  const at = (hh: number) => {
    const day = 86_400_000;
    const now = Date.now();
    let t = Math.floor(now / day) * day + hh * 3_600_000 - tz * 60_000;
    while (t < now - day / 2) t += day;
    return new Date(t).toISOString();
  };
  try {
    await admin('clock', { now: at(14) });
    await page.getByRole('button', { name: 'Video call', exact: true }).click();
    await expect(screen).toHaveAttribute('data-end', 'hostBusy');
    await expect(screen.getByRole('status')).toHaveText("She's busy right now");
    await expect(page.getByTestId('call-next-steps').getByRole('button')).toHaveText(['Message her', 'Call again']);
    await admin('clock', { now: at(3) });
    await page.getByTestId('call-next-steps').getByRole('button', { name: 'Call again' }).click();
    await expect(screen).toHaveAttribute('data-end', 'hostAsleep');
    await expect(screen.getByRole('status')).toHaveText("She's asleep right now");
    await expect(page.getByText("Send her a message: she'll see it when she's back.")).toBeVisible();
    await expect(page.getByTestId('call-next-steps').getByRole('button')).toHaveText(['Message her']);
    await shot(page, 'call-ended-asleep-375');
  } finally {
    await admin('clock', { now: null });
  }
  // Refused calls have no hub record; the local /callrecord list says why.
  await page.getByRole('button', { name: 'Message her' }).click();
  await page.goto('/callrecord');
  await expect(page.getByTestId('call-row').first()).toHaveAttribute('data-end', 'hostAsleep');
  await host.context().close();
});

test('network lost: the chat connection drops for good during a call, the call ends as "The connection was lost"', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await wallet('200003', { gems: 5000, paid: true });
  let cut = false;
  const sockets: { close(): Promise<void> }[] = [];
  await page.routeWebSocket(/\/xmpp/, (ws) => {
    if (cut) return void ws.close();
    ws.connectToServer();
    sockets.push(ws);
  });
  await signIn(page, VIEWER_THREE);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  const hostJid = await openWallHost(page, 4, undefined, /\bOnline\b/);
  const host = await hostPage(browser, hostJid);
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await connected(page);
  cut = true;
  for (const s of sockets) await s.close();
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-end', 'networkLost', { timeout: 30_000 });
  await expect(screen.getByRole('status')).toHaveText('The connection was lost');
  await expect(page.getByText('Check your connection, then call her again.')).toBeVisible();
  await shot(page, 'call-ended-network-375');
  // The hub missed the heartbeats too: her side ended, the call is stored once.
  await expect(host.locator('#status')).toHaveAttribute('data-state', 'ended', { timeout: 20_000 });
  await expect.poll(async () => (await callsOf(me))[0]?.reason, { timeout: 10_000 }).toBe('heartbeat-timeout');
  await host.context().close();
});

test('camera refused while answering her call: the call says so, the hub records camera-refused', async ({ browser }) => {
  test.setTimeout(90_000);
  await wallet('200003', { gems: 5000, paid: true });
  // No fake media UI: headless Chromium denies the camera as a browser would.
  const denied = await chromium.launch({ executablePath: FULL_CHROMIUM_PATH, args: ['--disable-gpu', '--no-first-run', '--use-fake-device-for-media-stream'] });
  try {
    const page = await (await denied.newContext({ ...PHONE, baseURL: APP_URL, storageState: { cookies: [], origins: [{ origin: APP_URL, localStorage: [{ name: 'cookieConsent', value: '"accepted"' }] }] } })).newPage();
    await signIn(page, VIEWER_THREE);
    const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
    const hostJid = await openWallHost(page, 0, undefined, /\bOnline\b/);
    const host = await hostPage(browser, hostJid);
    await page.getByRole('link', { name: 'Discover' }).first().click();
    await admin('callback', { host: hostJid, viewer: '200003' });
    const incoming = page.getByTestId('incoming-call');
    await incoming.getByRole('button', { name: 'Accept' }).click();
    const screen = page.getByTestId('call-screen');
    await expect(screen).toHaveAttribute('data-end', 'cameraRefused');
    await expect(screen.getByRole('status')).toHaveText('Camera or microphone blocked');
    await expect(page.getByText('Allow the camera and microphone for this site in your browser, then call again.')).toBeVisible();
    await shot(page, 'call-ended-camera-375');
    await expect.poll(async () => (await callsOf(me))[0]?.reason, { timeout: 10_000 }).toBe('camera-refused');
    await expect(host.locator('#status')).toHaveAttribute('data-state', 'ended');
    await host.context().close();
  } finally {
    await denied.close();
  }
});

test('switch camera shows only with two cameras and sends the other camera', async ({ browser }) => {
  test.setTimeout(90_000);
  await wallet('200003', { gems: 5000, paid: true });
  const two = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--disable-gpu', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream=device-count=2'],
  });
  try {
    const page = await (await two.newContext({ ...PHONE, baseURL: APP_URL, storageState: { cookies: [], origins: [{ origin: APP_URL, localStorage: [{ name: 'cookieConsent', value: '"accepted"' }] }] } })).newPage();
    await signIn(page, VIEWER_THREE);
    const cameras = await page.evaluate(() => navigator.mediaDevices.enumerateDevices().then((d) => d.filter((x) => x.kind === 'videoinput').length));
    expect(cameras).toBe(2);
    const hostJid = await openWallHost(page, 1, undefined, /\bOnline\b/);
    const host = await hostPage(browser, hostJid);
    await page.getByRole('button', { name: 'Video call', exact: true }).click();
    await connected(page);
    const controls = page.getByRole('group', { name: 'Call controls' });
    const sw = controls.getByRole('button', { name: 'Switch camera' });
    await expect(sw).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await expectReachable(page, controls); // six controls in one row at 360 px
    await shot(page, 'call-controls-two-cameras-360');
    const deviceOf = () => page.getByTestId('self-video').evaluate((v: HTMLVideoElement) => (v.srcObject as MediaStream).getVideoTracks()[0]!.getSettings().deviceId);
    const first = await deviceOf();
    await sw.click();
    await expect.poll(deviceOf).not.toBe(first);
    // Still connected, her page still receives frames.
    await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '2');
    await expect.poll(() => host.locator('#remote').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Hang up' }).click();
    await host.context().close();
  } finally {
    await two.close();
  }
});

test('a reload during a call ends it on both sides at once and records it once on each side', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await wallet('200003', { gems: 5000, paid: true });
  await signIn(page, VIEWER_THREE);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  const hostJid = await openWallHost(page, 2, undefined, /\bOnline\b/);
  const host = await hostPage(browser, hostJid);
  const records = page.locator('[data-testid="message"][data-type="v_hub_call"]');
  const recordsBefore = await records.count();
  const storedBefore = (await callsOf(me)).length;
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await connected(page);
  const reloadedAt = Date.now();
  await page.reload();
  // Her side ends at once (well before the hub's 15 s heartbeat timeout), as the viewer's hang-up.
  await expect(host.locator('#status')).toHaveAttribute('data-state', 'ended', { timeout: 5_000 });
  expect(Date.now() - reloadedAt).toBeLessThan(10_000);
  await expect.poll(async () => (await callsOf(me)).length, { timeout: 10_000 }).toBe(storedBefore + 1);
  const [stored] = await callsOf(me);
  expect(stored!.reason).toBe('viewer-terminate');
  // The reloaded call screen shows the call ended, and does not dial her again.
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-end', 'youEnded');
  await expect(screen.getByRole('status')).toHaveText('You ended the call');
  await shot(page, 'call-ended-after-reload-375');
  await page.waitForTimeout(3000);
  expect((await callsOf(me)).length).toBe(storedBefore + 1);
  await expect(host.locator('#status')).toHaveAttribute('data-state', 'ended');
  // The viewer's side: one record in the thread, one row in /callrecord, also after another reload.
  await page.goto(`/message?${new URLSearchParams({ jid: hostJid }).toString()}`);
  await expect(records).toHaveCount(recordsBefore + 1, { timeout: 15_000 });
  await expect(records.last()).toContainText('You ended the call');
  await page.reload();
  await expect(records).toHaveCount(recordsBefore + 1, { timeout: 15_000 });
  await page.goto('/callrecord');
  await expect(page.locator(`[data-testid="call-row"][data-sid="${stored!.sid}"]`)).toHaveCount(1);
  await page.waitForTimeout(2000);
  await expect(page.locator(`[data-testid="call-row"][data-sid="${stored!.sid}"]`)).toHaveCount(1);
  expect((await callsOf(me)).filter((c) => c.sid === stored!.sid)).toHaveLength(1);
  await host.context().close();
});
