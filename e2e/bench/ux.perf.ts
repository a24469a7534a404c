/**
 * The viewer-side figures of issue 21's table that Lighthouse and the call benchmark do not
 * give (issue 21.6): tap → talking, long tasks while typing, and layout shifts. Phone emulation
 * (375x812, touch). Times and counts are printed and recorded (support/bench.ts), never asserted;
 * only what a viewer would see is (the call connects, the text is in the composer).
 *
 * - **tap → talking**: a new visitor with Lighthouse's mobile throttling applied through CDP
 *   (150 ms RTT, 1,638.4 kbit/s down, 750 kbit/s up, CPU 4x slower) opens the landing, taps
 *   "Start video chat", takes a quick account, closes Match (the sheet sign-in opens over the wall), taps the first host the wall shows online, taps
 *   "Video call" and sees her first remote frame (the sandbox host page answers at once). The
 *   breakdown: landing (navigation → the button on screen), sign-in (tap → signed in: its sheet on
 *   screen, then the quick account), wall (→ her thread), call (tap → first remote frame, in the
 *   call benchmark's steps, callTimeline.ts; its "price" step starts at the first API request
 *   after the tap, which on the throttled link can be one the thread still has in flight). The app's own offers (complete the profile) are put
 *   off beforehand, as the other tests do, so the path has no extra taps.
 * - **typing**: 100 characters typed into a thread's composer at 20 per second, CPU 4x slower;
 *   the long tasks (> 50 ms) seen meanwhile.
 * - **CLS**: the layout-shift score (shifts without recent input) of a signed-in boot on the
 *   wall, of switching from one thread to another, and of loading the wall's next page.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { chatState, closePrompts, openWallHost, signIn, SIGN_IN_MS } from '../support/helpers.ts';
import { hostPage } from '../support/calls.ts';
import { recordBench } from '../support/bench.ts';
import { breakdown, installCallTimeline, readTimeline, stepsText } from './callTimeline.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** Lighthouse 12/13's mobile preset (its `throttling.mobileSlow4G`), applied, not simulated. */
async function throttle(page: Page, network = true): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  }
  return cdp;
}

test('tap → talking: a new visitor on a throttled phone from the landing to her first remote frame', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => sessionStorage.setItem('completeProfileLater', '1'));
  // The call phase's own steps (API, camera, call stanzas, peer connection), as the call
  // benchmark reads them.
  await installCallTimeline(page.context());
  await throttle(page);

  // Milestones on the wall clock (the sign-in may load a new document, which restarts the page
  // clock); the first frame's time comes from the page, as timeOrigin + its frame callback time.
  const t0 = Date.now();
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start video chat' });
  await expect(start).toBeVisible({ timeout: 60_000 });
  const landing = Date.now();
  await start.tap();
  const quick = page.getByRole('button', { name: 'Continue with a quick account' });
  await expect(quick).toBeVisible({ timeout: 60_000 });
  const sheetAt = Date.now();
  await quick.tap({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/match$/, { timeout: 60_000 });
  const signedInAt = Date.now();
  // Offers the app makes on its own (the mobile app, today's host) are closed and not counted.
  await closePrompts(page);
  const prompts = Date.now() - signedInAt;

  // Sign-in lands on Match, a sheet over the wall: she closes it to browse the wall.
  await page.getByRole('dialog', { name: 'Match' }).getByRole('button', { name: 'Close' }).tap();
  // She picks the first host the wall shows online. Her side (the sandbox host page, answering
  // at once) is opened then, and the time that takes is not counted.
  const online = page.getByTestId('host-grid').locator('li').filter({ has: page.getByRole('button', { name: /\bOnline\b/ }) });
  await expect(online.first()).toBeVisible({ timeout: 60_000 });
  const card = online.first();
  const opening = Date.now();
  const answering = await hostPage(browser, (await card.getAttribute('data-jid'))!, 'answerAfterMs=0');
  const hostSide = Date.now() - opening;
  await card.getByRole('button').tap();
  await expect(page.getByTestId('message-list')).toBeVisible({ timeout: 60_000 });
  const thread = Date.now();
  const callClick = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Video call' }).first().tap();
  await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '2', { timeout: 60_000 });
  const frameAt = await page.getByTestId('remote-video').evaluate(
    (v: HTMLVideoElement) => new Promise<number>((resolve) => v.requestVideoFrameCallback((t) => resolve(performance.timeOrigin + t))),
  );
  const total = frameAt - t0 - prompts - hostSide;
  const frameOnPageClock = frameAt - (await page.evaluate(() => performance.timeOrigin));
  const { apiCalls, ...callSteps } = breakdown(await readTimeline(page, callClick), callClick, frameOnPageClock);
  const steps = `landing ${landing - t0} ms, sign-in ${signedInAt - landing} ms (its sheet ${sheetAt - landing} ms, the account ${signedInAt - sheetAt} ms), wall to her thread ${thread - signedInAt - prompts - hostSide} ms, call ${Math.round(frameAt - thread)} ms (${stepsText(callSteps)}; ${apiCalls} API requests before the camera)`;
  recordBench({ key: '1 tap-to-talking', figure: 'tap → talking (new visitor, throttled)', value: Math.round(total), unit: 'ms', goal: { max: 6000 }, detail: steps });
  await page.getByRole('button', { name: 'Hang up' }).tap();
  await answering.context().close();
});

test('typing 100 characters in the composer on a 4x slower CPU: long tasks over 50 ms', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect.poll(() => chatState(page), { timeout: SIGN_IN_MS }).toBe('connected');
  await closePrompts(page);
  await openWallHost(page, 0);
  const composer = page.getByPlaceholder('Type a message…');
  await composer.tap();
  await page.waitForTimeout(1000);
  await throttle(page, false);
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  });
  const text = 'Hi! How was your day? I would love a video call later tonight if you are free, see you soon!! 😊 ok'.slice(0, 100);
  await page.keyboard.type(text, { delay: 50 });
  await expect(composer).toHaveValue(text);
  const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
  recordBench({
    key: '8 typing-long-tasks', figure: 'typing 100 characters: long tasks > 50 ms', value: long.length, unit: 'count', goal: { max: 0 },
    detail: long.length ? `durations ${long.join(', ')} ms` : 'none',
  });
});

/**
 * In the page: adds up layout shifts without recent input (`__cls`) and names their nodes
 * (`__clsNodes`), from now, or with `buffered` from the document's first paint.
 */
function observeShifts(buffered: boolean) {
  type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
  const w = window as unknown as { __cls: number; __clsNodes: string[]; __clsObs?: PerformanceObserver };
  w.__cls = 0;
  w.__clsNodes = [];
  w.__clsObs?.disconnect();
  w.__clsObs = new PerformanceObserver((list) => {
    for (const e of list.getEntries() as LayoutShift[]) {
      if (e.hadRecentInput) continue;
      w.__cls += e.value;
      for (const src of e.sources ?? []) {
        const n = src.node as HTMLElement | null;
        w.__clsNodes.push(n ? `${n.tagName.toLowerCase()}${n.dataset?.testid ? `[${n.dataset.testid}]` : ''}${n.getAttribute?.('aria-label') ? `(${n.getAttribute('aria-label')})` : ''} ${Math.round(e.value * 1000) / 1000}` : '?');
      }
    }
  });
  w.__clsObs.observe({ type: 'layout-shift', buffered });
}

/** Starts adding up layout shifts from now (not the buffered earlier ones). */
const watchShifts = (page: Page) => page.evaluate(observeShifts, false);
const shifts = async (page: Page) => {
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __clsNodes: string[] };
    return { cls: Math.round(w.__cls * 1000) / 1000, nodes: w.__clsNodes };
  });
  if (r.nodes.length) console.log(`[bench] layout shifts: ${r.nodes.join('; ')}`);
  return r.cls;
};

test('layout shifts: a signed-in boot on the wall, a thread switch, the wall next page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect.poll(() => chatState(page), { timeout: SIGN_IN_MS }).toBe('connected');
  await closePrompts(page);

  // Boot: a reload of the wall, the observer's buffer covering it from the first paint.
  await page.addInitScript(observeShifts, true);
  await page.goto('/goddess');
  await expect(page.getByTestId('host-grid').locator('li').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const boot = await shifts(page);

  // Wall paging: the next page of hosts appended below.
  const all = page.getByTestId('host-grid').locator('li');
  const before = await all.count();
  await watchShifts(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => all.count()).toBeGreaterThan(before);
  const paging = await shifts(page);

  // Thread switch: from one host's thread to another's through the chat list.
  await openWallHost(page, 0);
  await openWallHost(page, 1);
  await page.goto('/message');
  const rows = page.getByTestId('thread-list').locator('li[data-tid]');
  await expect(rows.nth(1)).toBeVisible();
  await rows.nth(0).click();
  await expect(page.getByTestId('message-list')).toBeVisible();
  await page.waitForTimeout(1000);
  await page.goBack();
  await expect(rows.nth(1)).toBeVisible();
  await watchShifts(page);
  await rows.nth(1).click();
  await expect(page.getByTestId('message-list')).toBeVisible();
  const threadSwitch = await shifts(page);

  const total = Math.round((boot + paging + threadSwitch) * 1000) / 1000;
  recordBench({ key: '9 cls', figure: 'CLS on boot, thread switch, wall paging', value: total, unit: '', goal: { max: 0 }, detail: `boot ${boot}, thread switch ${threadSwitch}, wall paging ${paging}` });
});
