/**
 * Issue "Phone first", points 5, 8, 11 and 12 as a viewer meets them on a phone (375x812,
 * `isMobile`, `hasTouch`), in Chromium against the sandbox:
 * - 5: chats, photos, gifts and call records come with the viewer to a new browser (XEP-0313).
 * - 8: the unpaid 20-message limit warns from 5 left, then says what lifts it and offers it.
 * - 11: Match is a flow (button, swipe, arrow keys; no repeats), the list of matches, quick match.
 * - 12: photos open in an accessible viewer; photos keep their shape; Arabic names isolated.
 * Screenshots in English and Arabic go to e2e/screenshots/.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { admin, apiAs, openWallHost, quickAccount, shot, signIn, watchForErrors, steadyHosts } from '../support/helpers.ts';
import { readStored, writeStored } from '../support/appStorage.ts';
import { layoutProblems } from '../support/layout.ts';

// The host a test picks as online stays online for the whole test.
steadyHosts();

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const VIEWER1 = { uid: '200001', password: 'viewer-one' };
const VIEWER3 = { uid: '200003', password: 'viewer-three' };
const ARABIC = /[\u0600-\u06FF]/;

const out = (page: Page) => page.locator('[data-testid="message"][data-direction="out"]');
const inc = (page: Page) => page.locator('[data-testid="message"][data-direction="in"]');

/** A signed-in page in a browser context of its own (a "device"). */
async function device(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

/** Sends texts through the composer, one at a time, each acknowledged before the next. */
async function sendTexts(page: Page, texts: string[]) {
  const box = page.getByRole('textbox', { name: 'Type a message…' });
  for (const text of texts) {
    await box.fill(text);
    await box.press('Enter');
    await expect(out(page).filter({ hasText: text }).last()).toHaveAttribute('data-state', 'success');
  }
}

/** A one-finger horizontal drag by touch (Chromium turns it into pointer events). */
async function touchSwipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 8, y: y + i }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits until the thread's chat connection is up (its "connecting" line is gone, in either language). */
async function chatUp(page: Page) {
  await expect(page.getByText(/^(Connecting to chat…|جارٍ الاتصال بالدردشة…)$/)).toHaveCount(0, { timeout: 15_000 });
}

/** Switches the interface to Arabic, reloads, runs `prepare` (reopen what a reload closes), saves the shot, back to English. */
async function inArabic(page: Page, name: string, prepare: () => Promise<void>) {
  await writeStored(page, 'currentLanguage', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await prepare();
  await shot(page, name);
  await writeStored(page, 'currentLanguage', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

test('5. history on a new device: threads, texts both ways, photos, gifts and call records come from the server archive', async ({ browser }) => {
  // The old device: a conversation with one host, a message to another. A retry (or a repeat)
  // is the same viewer: it talks to other hosts, so their threads hold only its own messages,
  // and it has gems for the gift again.
  const n = test.info().retry + test.info().repeatEachIndex;
  await admin('gems', { uid: VIEWER1.uid, gemsBalance: 500, paid: true });
  const old = await device(browser);
  await signIn(old.page, VIEWER1);
  const me = (await readStored<{ jid: string }>(old.page, 'mainUser'))!.jid;
  const host = await openWallHost(old.page, n, undefined, /\bOnline\b/);
  await sendTexts(old.page, ['history one', 'history two']);
  await expect(inc(old.page).first()).toBeVisible({ timeout: 15_000 }); // she answers
  await old.page.getByRole('button', { name: 'Send a gift' }).click();
  const panel = old.page.getByRole('dialog', { name: 'Send a gift' });
  await panel.getByRole('radio').first().click();
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(out(old.page).last()).toHaveAttribute('data-type', 'gift');
  await admin('message', { from: host, to: me, type: 'image' });
  await admin('message', { from: host, to: me, type: 10, attachment: { sid: `e2e-${Date.now()}`, caller: me, callee: host, startTime: Date.now() - 95_000, connectingTime: Date.now() - 90_000, endTime: Date.now() - 5_000, reason: '', rejectType: '' } });
  await sendTexts(old.page, ['history three, the newest']);
  const hostCard = (await apiAs(old.page, 'common_service/get_manual_personal_info_v2', { jid: host })).data as { nickName: string };
  // A second host who never answered: her thread holds only my message.
  const quiet = await openWallHost(old.page, n, undefined, /\bOffline\b/);
  await sendTexts(old.page, ['are you there?']);
  const quietCard = (await apiAs(old.page, 'common_service/get_manual_personal_info_v2', { jid: quiet })).data as { nickName: string };
  await old.context.close();

  // A fresh browser: nothing local, everything from the archive.
  const fresh = await device(browser);
  const errors = watchForErrors(fresh.page);
  await signIn(fresh.page, VIEWER1);
  await fresh.page.goto('/message');
  const list = fresh.page.getByTestId('thread-list');
  const row = (name: string) => list.locator('li').filter({ hasText: name });
  await expect(row(hostCard.nickName)).toBeVisible({ timeout: 15_000 });
  // The quiet host's thread: her name (from her card, not mine) and her avatar.
  await expect(row(quietCard.nickName)).toContainText('are you there?');
  await expect(row(quietCard.nickName).locator('img')).toBeVisible();
  await expect(row(hostCard.nickName).locator('img')).toBeVisible();
  expect(await layoutProblems(fresh.page)).toEqual([]);
  await shot(fresh.page, 'history-list-375');

  await row(hostCard.nickName).getByRole('button').first().click();
  await expect(fresh.page.getByTestId('message-list')).toBeVisible();
  // The list mounts the rows in view only: read it from the top, then from the end.
  const messages = fresh.page.getByTestId('message-list');
  const mids = new Set<string>();
  const collect = async () => {
    const now = await fresh.page.getByTestId('message').evaluateAll((els) => els.map((e) => e.getAttribute('data-mid')!));
    // No duplicates: every message once among the rows mounted together.
    expect(new Set(now).size).toBe(now.length);
    for (const m of now) mids.add(m);
  };
  await messages.evaluate((el) => {
    el.dispatchEvent(new WheelEvent('wheel', { deltaY: -4000, bubbles: true }));
    el.scrollTop = 0;
  });
  for (const text of ['history one', 'history two']) await expect(out(fresh.page).filter({ hasText: text })).toHaveCount(1);
  await collect();
  await messages.evaluate((el) => {
    el.dispatchEvent(new WheelEvent('wheel', { deltaY: 4000, bubbles: true }));
    el.scrollTop = el.scrollHeight;
  });
  await expect(out(fresh.page).filter({ hasText: 'history three, the newest' })).toHaveCount(1);
  await collect();
  for (const type of ['gift', 'v_hub_call', 'image']) {
    const row = fresh.page.locator(`[data-testid="message"][data-type="${type}"]`);
    await row.first().scrollIntoViewIfNeeded();
    await expect(row.first()).toBeVisible();
  }
  await expect(inc(fresh.page).first()).toBeVisible();
  expect(mids.size).toBeGreaterThanOrEqual(7);
  expect(await layoutProblems(fresh.page)).toEqual([]);
  await shot(fresh.page, 'history-thread-375');
  await inArabic(fresh.page, 'history-thread-ar-375', async () => {
    await expect(fresh.page.locator('[data-testid="message"][data-type="v_hub_call"]')).toBeVisible({ timeout: 15_000 });
    await chatUp(fresh.page);
  });
  await fresh.page.goto('/message');
  await inArabic(fresh.page, 'history-list-ar-375', async () => {
    await expect(fresh.page.getByTestId('thread-list').locator('li').filter({ hasText: quietCard.nickName })).toBeVisible({ timeout: 15_000 });
  });
  expect(errors).toEqual([]);
  await fresh.context.close();
});

test('8. the unpaid daily limit: a warning from 5 left, then what lifts it and the coin store; no Retry that cannot work', async ({ page }) => {
  const errors = watchForErrors(page);
  const me = await quickAccount(page);
  // A host with an Arabic name: her name sits inside the English sentences.
  const host = await openWallHost(page, 0, 'Arabic', ARABIC);
  const name = (await page.getByTestId('thread-peer').innerText()).split('\n')[0]!.trim();
  expect(name).toMatch(ARABIC);
  await sendTexts(page, Array.from({ length: 14 }, (_, i) => `free ${i + 1}`));
  await expect(page.getByTestId('send-limit-warning')).toHaveCount(0);
  await sendTexts(page, ['free 15']);
  const warning = page.getByTestId('send-limit-warning');
  await expect(warning).toHaveAttribute('data-left', '5');
  await expect(warning).toContainText(`Free messages left today with ${name}: 5`);
  await expect(warning.locator('bdi')).toHaveText(name);
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'limit-warning-375');
  await inArabic(page, 'limit-warning-ar-375', async () => {
    await expect(page.getByTestId('send-limit-warning')).toHaveAttribute('data-left', '5', { timeout: 15_000 });
    await chatUp(page);
  });

  await sendTexts(page, ['free 16', 'free 17', 'free 18', 'free 19']);
  await expect(warning).toHaveAttribute('data-left', '1');
  await sendTexts(page, ['free 20']);
  const panel = page.getByTestId('send-limit');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading')).toHaveText("Today's free messages are used up");
  await expect(panel).toContainText(/Buy any gem package to become a paid member and chat without limits, or wait until \d\d:\d\d/);
  await expect(panel.locator('bdi')).toHaveText(name);
  // The composer is gone: no 21st message, and nothing offers a Retry.
  await expect(page.getByRole('textbox', { name: 'Type a message…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect((await apiAs(page, 'common_service/send_msg_lock', { targetJid: host })).data).toEqual({ locked: true, reason: 'not_paid_limit', freeLeft: 0 });
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'limit-locked-375');
  await inArabic(page, 'limit-locked-ar-375', async () => {
    await expect(page.getByTestId('send-limit')).toBeVisible({ timeout: 15_000 });
    await chatUp(page);
  });

  // The action: the coin store.
  await panel.getByRole('button', { name: 'Buy gems' }).click();
  await expect(page.getByTestId('coin-store')).toBeVisible();
  await page.keyboard.press('Escape');
  // A paid purchase lifts it at once (the sandbox's recharge marks the viewer paid).
  await admin('gems', { uid: me.uid, gemsBalance: 1300, paid: true });
  await expect(page.getByRole('textbox', { name: 'Type a message…' })).toBeVisible({ timeout: 15_000 });
  await expect(panel).toHaveCount(0);
  await sendTexts(page, ['paid now']);
  expect(errors).toEqual([]);
});

test('11. Match is a flow: next by button, swipe and arrow keys, no repeats past ten; Say hi and calls are listed as matches', async ({ page }) => {
  const errors = watchForErrors(page);
  await signIn(page, VIEWER3);
  const popup = page.getByRole('dialog', { name: 'Match' });
  await expect(popup).toBeVisible();
  const card = page.getByTestId('match-card');
  await expect(card).toBeVisible();
  const seen: string[] = [(await card.getAttribute('data-jid'))!];
  const advanced = async () => {
    await expect(card).not.toHaveAttribute('data-jid', seen.at(-1)!);
    seen.push((await card.getAttribute('data-jid'))!);
  };
  await popup.getByRole('button', { name: 'Next', exact: true }).click();
  await advanced();
  await touchSwipe(page, page.getByTestId('match-swipe'), -200);
  await advanced();
  await touchSwipe(page, page.getByTestId('match-swipe'), 200);
  await advanced();
  await page.keyboard.press('ArrowRight');
  await advanced();
  await page.keyboard.press('ArrowLeft');
  await advanced();
  // Past the old end of the list (ten hosts): still new hosts, never one twice.
  for (let i = 0; i < 12; i++) {
    await popup.getByRole('button', { name: 'Next', exact: true }).click();
    await advanced();
  }
  expect(seen.length).toBe(18);
  expect(new Set(seen).size).toBe(18);
  await expect(popup.getByText('No more suggestions')).toHaveCount(0);
  // The name is isolated: an Arabic name keeps its place before ", age".
  const heading = card.getByRole('heading');
  await expect(heading.locator('bdi')).toHaveCount(1);
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'match-card-375');

  // "Say hi": the conversation opens with the greeting; the match is listed first.
  const hiJid = (await card.getAttribute('data-jid'))!;
  await popup.getByRole('button', { name: 'Say hi' }).click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  await expect(out(page).filter({ hasText: 'Hi! 👋' }).last()).toBeVisible();
  await page.goto('/match');
  await popup.getByRole('tab', { name: 'Your matches' }).click();
  const matches = page.getByTestId('match-list').locator('li');
  await expect(matches.first()).toHaveAttribute('data-jid', hiJid);
  await expect(matches.first()).toHaveAttribute('data-type', 'say_hi');
  await expect(matches.first()).toContainText('You said hi');
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'match-list-375');
  await inArabic(page, 'match-list-ar-375', async () => {
    await page.getByRole('dialog').getByRole('tab').nth(1).click();
    await expect(page.getByTestId('match-list').locator('li').first()).toHaveAttribute('data-jid', hiJid, { timeout: 15_000 });
  });
  await inArabic(page, 'match-card-ar-375', async () => {
    await expect(page.getByTestId('match-card')).toBeVisible({ timeout: 15_000 });
  });

  // Quick video match: a random online host through the call path (price first, then it rings).
  await popup.getByRole('button', { name: 'Quick video match' }).click();
  await expect(page).toHaveURL(/\/video\/\d+\?jid=/);
  const quickJid = decodeURIComponent(new URL(page.url()).searchParams.get('jid')!);
  const status = (await apiAs(page, 'common_service/multi_online_status', { jids: [quickJid] })).data.list[0].status;
  expect(status).toBe('online');
  const list = (await apiAs(page, 'match_service/match_list', {})).data.list as { matchType: string; anchor: { jid: string } }[];
  expect(list[0]).toMatchObject({ matchType: 'quick_video', anchor: { jid: quickJid } });
  expect(list[1]).toMatchObject({ matchType: 'say_hi', anchor: { jid: hiJid } });
  expect(errors).toEqual([]);
});

test('12. photos open in a viewer (zoom, swipe, keys, Escape and Back close, focus kept inside) and keep their shape in the bubble', async ({ page }) => {
  const errors = watchForErrors(page);
  // A new account: the thread holds only this test's photos (a shared viewer's archive may
  // already hold photos from this host, restored into the thread while the test counts).
  const me = (await quickAccount(page)).jid;
  const host = await openWallHost(page, 2);
  for (let i = 0; i < 3; i++) await admin('message', { from: host, to: me, type: 'image' });
  const photos = page.locator('[data-testid="message"][data-type="image"][data-direction="in"]');
  await expect(photos).toHaveCount(3, { timeout: 15_000 });

  // In the bubble: the box has the photo's own shape (the sandbox's photos are 480x640).
  const box = photos.first().locator('[data-kind="image"]');
  await expect.poll(async () => {
    const b = (await box.boundingBox())!;
    return Math.round((b.width / b.height) * 100) / 100;
  }).toBe(0.75);
  // A wide photo of my own keeps its 2:1 shape, not stretched nor cut to 3:4.
  const wide = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 150 } });
  await page.getByTestId('file-input').setInputFiles({ name: 'Wide.png', mimeType: 'image/png', buffer: wide });
  const mine = out(page).filter({ has: page.locator('[data-kind="image"]') }).last();
  await expect(mine).toHaveAttribute('data-state', 'success');
  await expect.poll(async () => {
    const b = (await mine.locator('[data-kind="image"]').boundingBox())!;
    return Math.round((b.width / b.height) * 10) / 10;
  }).toBe(1.8); // 16:9 is the widest box; a 2:1 photo sits in it whole (letterboxed)
  await expect(mine.locator('img')).toHaveCSS('object-fit', 'contain');

  // Open the second photo of the host.
  const opener = photos.nth(1).getByRole('button', { name: 'Photo' });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  const counter = viewer.getByText(/^Photo \d of \d$/);
  const total = await photos.count() + 1; // + my own upload
  await expect(counter).toHaveText(`Photo 2 of ${total}`);
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  // Keys and swipes move; the photo is whole (contain) and never stretched.
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`Photo 3 of ${total}`);
  await touchSwipe(page, viewer.locator('[data-zoom]'), 160);
  await expect(counter).toHaveText(`Photo 2 of ${total}`);
  await touchSwipe(page, viewer.locator('[data-zoom]'), -160);
  await expect(counter).toHaveText(`Photo 3 of ${total}`);
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText(`Photo 2 of ${total}`);
  await expect(viewer.getByRole('img')).toHaveCSS('object-fit', 'contain');
  // Zoom.
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.locator('[data-zoom]')).toHaveAttribute('data-zoom', '1.5');
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await expect(viewer.locator('[data-zoom]')).toHaveAttribute('data-zoom', '1');
  // Focus stays inside.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'photo-viewer-375');
  // Escape closes, focus returns to the photo.
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Back closes too, and the thread stays.
  const url = page.url();
  await opener.click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  expect(page.url()).toBe(url);

  await inArabic(page, 'photo-viewer-ar-375', async () => {
    const p = page.locator('[data-testid="message"][data-type="image"][data-direction="in"]').nth(1);
    await expect(p).toBeVisible({ timeout: 15_000 });
    await p.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('img')).toBeVisible();
  });
  expect(errors).toEqual([]);
});

test('13. the composer grows with its text to five lines, then scrolls; it is one line again after the send', async ({ page }) => {
  const errors = watchForErrors(page);
  await signIn(page);
  await openWallHost(page, 1);
  const composer = page.getByPlaceholder('Type a message…');
  const height = async () => Math.round((await composer.boundingBox())!.height);
  const one = await height();
  expect(one).toBeGreaterThanOrEqual(40);
  expect(one).toBeLessThanOrEqual(44);
  await composer.fill('Line one\nLine two\nLine three');
  await expect.poll(height).toBe(80);
  // A long message: five lines at most (20 px each, 20 px of padding), the rest scrolls inside.
  await composer.fill(Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of a long message about tonight's plans`).join('\n'));
  await expect.poll(height).toBe(120);
  expect(await composer.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'phone-composer-five-lines-375');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect.poll(height).toBe(one);
  expect(errors).toEqual([]);
});
