/**
 * Call payment, callbacks and the other call screens (issue 4), in Debian's Chromium against
 * the sandbox: the insufficient-coins tip and a live recharge (ReChargeSuccess), the silver
 * call and its limit tip, the first-call free call, the live gem countdown with its
 * low-balance warning, hang-up from the host side, host callbacks (§5: rings with its price,
 * or coins_insufficient), the story-line call, the call in progress across screens
 * (/videoview), /call/{uid} as a full page and the /test device check.
 * The host side is the sandbox host page (/__sandbox/host.html) in a second context.
 */
import { expect, test } from '@playwright/test';
import { admin, apiAs, openWallHost, shot, signIn, steadyHosts } from '../support/helpers.ts';
import { readStored, writeStored } from '../support/appStorage.ts';
import { callsOf, connected, hostPage, priceOf, setLanguage, VIEWER_THREE, VIEWER_TWO, wallet } from '../support/calls.ts';

// The host a test picks as online stays online for the whole test.
steadyHosts();

test('too few gems: the insufficient-coins tip instead of a call; a recharge updates it live and the call goes through', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await wallet('200002', { gems: 5 });
  await signIn(page, VIEWER_TWO);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  const before = (await callsOf(me)).length;
  const hostJid = await openWallHost(page, 0, undefined, /\bOnline\b/);
  const price = await priceOf(page, hostJid);
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  const tip = page.getByTestId('call-tip');
  await expect(tip).toHaveAttribute('data-kind', 'insufficient');
  await expect(tip).toContainText(`costs ${price} gems per minute`);
  await expect(page.getByTestId('tip-balance')).toHaveText('5');
  await expect(page.getByRole('button', { name: 'Call now' })).toHaveCount(0);
  await expect(page.getByTestId('call-screen')).toHaveCount(0);
  await shot(page, 'call-tip-insufficient-desktop');
  await setLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot(page, 'call-tip-insufficient-ar-desktop');
  await setLanguage(page, 'en');
  expect((await callsOf(me)).length).toBe(before); // nothing reached the hub
  // A recharge elsewhere: the hub's ReChargeSuccess refreshes the balance in the open tip.
  const host = await hostPage(browser, hostJid);
  await admin('gems', { uid: '200002', gemsBalance: price * 10 });
  await expect(page.getByTestId('tip-balance')).toHaveText(String(price * 10));
  await page.getByRole('button', { name: 'Call now' }).click();
  await connected(page);
  await expect(page.getByTestId('gems-meter')).toHaveAttribute('data-gems', String(price * 9));
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  await host.context().close();
});

test('silver call: offered by the tip, free for its length, and the silver-call limit tip when none are left', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await wallet('200002', { gems: 5, silverCallTimes: 1 });
  await signIn(page, VIEWER_TWO);
  const hostJid = await openWallHost(page, 1, undefined, /\bOnline\b/);
  const host = await hostPage(browser, hostJid);
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await expect(page.getByTestId('call-tip')).toHaveAttribute('data-kind', 'insufficient');
  await page.getByRole('button', { name: /^Silver call · 1:00 \(left: 1\)$/ }).click();
  await expect(page.getByTestId('call-price')).toHaveAttribute('data-payment', 'silverCall');
  await connected(page);
  await expect(page.getByTestId('free-meter')).toBeVisible();
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  expect((await apiAs(page, 'account_service/account', { action: 1 })).data.gemsBalance).toBe(5); // never billed
  await expect.poll(async () => (await apiAs(page, 'common_service/club_call_times')).data.availableTimes).toBe(0);
  // The tip offers a silver call from what it knew; meanwhile none are left: the limit tip.
  await wallet('200002', { gems: 5, silverCallTimes: 1 });
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await expect(page.getByTestId('call-tip')).toHaveAttribute('data-kind', 'insufficient');
  await wallet('200002', { gems: 5, silverCallTimes: 0 });
  await page.getByRole('button', { name: /^Silver call/ }).click();
  await expect(page.getByTestId('call-tip')).toHaveAttribute('data-kind', 'silverLimit');
  await expect(page.getByRole('dialog')).toContainText('No silver calls left');
  await shot(page, 'call-tip-silver-limit-desktop');
  await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId('call-tip')).toHaveCount(0);
  await host.context().close();
});

test('first call free: shown before ringing, a free-time countdown, never billed, used once', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await wallet('200002', { gems: 5, firstCallRemaining: 1 });
  await signIn(page, VIEWER_TWO);
  const hostJid = await openWallHost(page, 2, undefined, /\bOnline\b/);
  const host = await hostPage(browser, hostJid, 'answerAfterMs=1500');
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await expect(page.getByTestId('call-price')).toHaveText('First call free · 1:00');
  await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '1');
  await shot(page, 'call-outgoing-free-desktop');
  await connected(page);
  await expect(page.getByTestId('free-meter')).toContainText(/Free time left: 0:[0-5]\d/);
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  expect((await apiAs(page, 'account_service/account', { action: 1 })).data.gemsBalance).toBe(5);
  await expect.poll(async () => (await apiAs(page, 'account_service/first_call_info')).data.firstCallInfo.freeFirstCallRemainingTimes).toBe(0);
  await host.context().close();
});

test('paid call: price before ringing, live gem countdown with the low-balance warning; the host hangs up', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, VIEWER_TWO);
  const hostJid = await openWallHost(page, 3, undefined, /\bOnline\b/);
  const price = await priceOf(page, hostJid);
  await wallet('200002', { gems: price + 7 }); // pays for one minute only
  const host = await hostPage(browser, hostJid, 'answerAfterMs=1500');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await expect(page.getByTestId('call-price')).toHaveText(`${price} gems per minute`);
  await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '1');
  await shot(page, 'call-outgoing-375');
  await connected(page);
  await expect(page.getByTestId('gems-meter')).toHaveAttribute('data-gems', '7');
  await expect(page.getByTestId('low-balance')).toContainText(/Low balance: the call ends in 0:[0-5]\d/);
  await shot(page, 'call-low-balance-375');
  await expect.poll(async () => (await apiAs(page, 'account_service/account', { action: 1 })).data.gemsBalance).toBe(7);
  // The host hangs up from her side.
  await host.locator('#hangup').click();
  await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '3');
  await expect(page.getByTestId('call-screen').getByRole('status')).toHaveText('She ended the call');
  await expect(page.getByTestId('self-video')).toHaveCount(0);
  await host.context().close();
});

test('host callback: rings with its price, answered, video both ways; without gems the reply is coins_insufficient', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await wallet('200003', { gems: 5000 });
  await signIn(page, VIEWER_THREE);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  const hostJid = await openWallHost(page, 0, undefined, /\bOnline\b/);
  const price = await priceOf(page, hostJid);
  const host = await hostPage(browser, hostJid);
  // In-app navigation (a reload would drop the chat session the callback is sent to).
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await expect(page).toHaveURL(/\/goddess$/);
  await admin('callback', { host: hostJid, viewer: '200003' });
  const incoming = page.getByTestId('incoming-call');
  await expect(incoming).toBeVisible();
  await expect(page.getByTestId('incoming-price')).toHaveText(`${price} gems per minute`);
  await shot(page, 'call-incoming-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'call-incoming-375');
  await setLanguage(page, 'ar');
  await shot(page, 'call-incoming-ar-375');
  await setLanguage(page, 'en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await connected(page);
  await expect.poll(() => host.locator('#remote').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect.poll(async () => (await callsOf(me))[0]?.reason, { timeout: 10_000 }).toBe('viewer-terminate');

  // No gems and no free call: the client answers coins_insufficient; the user is told.
  await wallet('200003', { gems: 5 });
  await admin('callback', { host: hostJid, viewer: '200003' });
  await expect(page.getByText(/tried to call you, but you don't have enough gems/)).toBeVisible();
  await expect(incoming).toHaveCount(0);
  await expect.poll(async () => (await callsOf(me))[0]?.reason, { timeout: 10_000 }).toBe('coins_insufficient');
  await wallet('200003', { gems: 5000 });
  await host.context().close();
});

test('story-line call: the host video plays as a call, and its record is in the thread', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, VIEWER_THREE);
  const hostJid = await openWallHost(page, 4);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  await admin('callback', { host: hostJid, viewer: '200003', storyLine: true });
  const incoming = page.getByTestId('incoming-call');
  await expect(incoming).toHaveAttribute('data-story-line', '1');
  await incoming.getByRole('button', { name: 'Watch' }).click();
  const video = page.getByTestId('story-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '2');
  await shot(page, 'call-story-line-desktop');
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  await expect(page.locator('[data-testid="message"][data-type="story_line_call"]').first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await callsOf(me))[0]?.billedGems, { timeout: 10_000 }).toBe(0);
});

test('a call in progress follows the user: ongoing-call bar, /videoview, hang up from the bar', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await wallet('200003', { gems: 5000 });
  await signIn(page, VIEWER_THREE);
  const hostJid = await openWallHost(page, 1, undefined, /\bOnline\b/);
  const host = await hostPage(browser, hostJid);
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  await connected(page);
  await page.goBack();
  const bar = page.getByTestId('ongoing-call');
  await expect(bar).toBeVisible();
  await shot(page, 'call-ongoing-bar-desktop');
  await bar.getByRole('link', { name: 'Return to call' }).click();
  await expect(page).toHaveURL(/\/videoview$/);
  await connected(page);
  // The call popup covers the page; minimising keeps the call and shows the page again.
  await page.getByRole('button', { name: 'Minimise call' }).click();
  await expect(bar).toBeVisible();
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await expect(page).toHaveURL(/\/goddess$/);
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Hang up' }).click();
  await expect(bar).toHaveCount(0);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  await expect.poll(async () => (await callsOf(me))[0]?.reason, { timeout: 10_000 }).toBe('viewer-terminate');
  await expect(host.locator('#status')).toHaveAttribute('data-state', 'ended');
  await host.context().close();
});

test('/call/{uid} is a full page; /videoview without a call says so; /test checks the camera', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await wallet('200003', { gems: 5000 });
  await signIn(page, VIEWER_THREE);
  const hostJid = await openWallHost(page, 2, undefined, /\bOnline\b/);
  const host = await hostPage(browser, hostJid);
  const uid = hostJid.split('@')[0]!.split('_').pop()!;
  await page.goto(`/call/${uid}?jid=${encodeURIComponent(hostJid)}`);
  const screen = page.getByTestId('call-screen');
  await expect(screen).toHaveAttribute('data-layout', 'full');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await connected(page);
  await shot(page, 'call-full-page-desktop');
  await page.getByRole('button', { name: 'Hang up' }).click();
  await host.context().close();

  await page.goto('/videoview');
  await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', 'none');
  await expect(page.getByRole('heading', { name: 'No call in progress' })).toBeVisible();

  await page.goto('/test');
  await page.getByRole('button', { name: 'Start the check' }).click();
  await expect(page.getByTestId('call-test')).toHaveAttribute('data-state', 'ok');
  await expect.poll(() => page.getByTestId('test-preview').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('status')).toHaveText("Everything works. You're ready for video calls.");
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'call-test-375');
  await writeStored(page, 'currentLanguage', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('call-test').getByRole('button').first().click();
  await expect(page.getByTestId('call-test')).toHaveAttribute('data-state', 'ok');
  await shot(page, 'call-test-ar-375');
  await writeStored(page, 'currentLanguage', 'en');
});
