import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SANDBOX_URL } from './ports.ts';
import { readStored, writeStored } from './appStorage.ts';

export const VIEWER = { uid: '200001', password: 'viewer-one' };

/**
 * How long a sign-in (the API login, then the chat login) may take before /match shows, ms. A
 * test's wait, not a product bound: on CI's two cores with two workers a sign-in that takes
 * 5 s alone can take 15 s.
 */
export const SIGN_IN_MS = 30_000;

/** The chat connection's state as the app has it (`connected`, `disconnected`, ...), through its debug handle. */
export const chatState = (page: Page) => page.evaluate(() => (window as unknown as { __vchat: { chat: { state(): string } } }).__vchat.chat.state());

/** Waits for the page a sign-in lands on (/match), up to {@link SIGN_IN_MS}. */
export async function signedIn(page: Page, waitMs = SIGN_IN_MS) {
  await expect(page).toHaveURL(/\/match$/, { timeout: waitMs });
}
export const SHOTS = resolve(import.meta.dirname, '../screenshots');

/** The admin token header of this run's sandbox (set by global setup, see servers.ts). */
export function adminHeaders(): Record<string, string> {
  const token = process.env.SANDBOX_ADMIN_TOKEN;
  if (!token) throw new Error('SANDBOX_ADMIN_TOKEN is not set: the e2e global setup sets it');
  return { 'x-sandbox-admin': token };
}

/** Calls a sandbox admin endpoint (loopback only, with the run's admin token). */
export async function admin(path: string, body: unknown) {
  const r = await fetch(`${SANDBOX_URL}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...adminHeaders() },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`admin ${path}: HTTP ${r.status} ${await r.text()}`);
  return r.json() as Promise<unknown>;
}

/**
 * Sets the sandbox clock (POST /__sandbox/clock; time runs on from there) so that a host with
 * `tzOffsetMinutes` (east of UTC; 0 for UTC itself) is at local hh:00 today (UTC day): which
 * hosts are online follows their local time of day. `admin('clock', { now: null })` sets it back.
 */
export async function hostLocalTime(tzOffsetMinutes: number, hh: number) {
  const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const min = (((hh * 60 - tzOffsetMinutes) % 1440) + 1440) % 1440;
  await admin('clock', { now: new Date(day + min * 60_000).toISOString() });
}

/**
 * The seeded hosts' online states change only at multiples of 20 minutes UTC: whole local
 * hours, in zones that are multiples of 20 minutes apart (sandbox seedData.ts).
 */
const HOST_SLOT_MS = 20 * 60_000;

/**
 * For a file whose tests pick an online host and keep her: before each test the sandbox clock
 * goes back to a minute into the current 20-minute slot (the hosts online are those of the real
 * clock; time runs on), so the test has 19 minutes before any host changes state; after each,
 * back to the real clock. On the real clock alone, a host picked as online at 17:39:50 UTC was
 * offline at 17:40 (her 18:00) and the test failed. Call it at the top of the spec file.
 */
export function steadyHosts() {
  test.beforeEach(async () => {
    const slot = Math.floor(Date.now() / HOST_SLOT_MS) * HOST_SLOT_MS;
    await admin('clock', { now: new Date(slot + 60_000).toISOString() });
  });
  test.afterEach(async () => void (await admin('clock', { now: null })));
}

/** Signs in through the login popup with the password form. `origin`: the app's origin, for a page with no baseURL (a browser attached over CDP). */
export async function signIn(page: Page, who = VIEWER, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Account ID').fill(who.uid);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await signedIn(page);
}

/**
 * Signs in with a new quick account (unpaid, 300 gems) that skips the complete-profile prompt.
 * `waitMs`: how long the sign-in (chat login included) may take before /match, ms (default {@link SIGN_IN_MS}).
 */
export async function quickAccount(page: Page, waitMs?: number) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a quick account' }).click();
  await signedIn(page, waitMs);
  await page.evaluate(() => sessionStorage.setItem('completeProfileLater', '1'));
  return (await readStored<{ uid: string; jid: string }>(page, 'mainUser'))!;
}

/**
 * Puts off the offers the app makes on its own (complete or improve the profile, today's host,
 * the mobile app): they come one at a time (issue 17.10) and notice banners wait behind them.
 */
export async function closePrompts(page: Page) {
  for (let i = 0; i < 4; i++) {
    const later = page.getByRole('dialog').getByRole('button', { name: /^(Later|Not now)$/ }).first();
    try {
      await later.waitFor({ timeout: 1500 });
    } catch {
      return;
    }
    await later.click();
  }
}

/** Fails the test on any page error or dialog (nothing should ever execute or alert). */
export function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

export async function shot(page: Page, name: string) {
  // Finite CSS animations (sheets sliding in) are finished first: the picture shows the settled screen.
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false, animations: 'disabled' });
}

/**
 * Screenshots a page in Arabic: sets the saved interface language to `ar`, reloads (or opens
 * `url`), checks the document turned right-to-left and `ready` is visible, saves `name`.png,
 * and saves English again for the next load.
 */
export async function shotInArabic(page: Page, name: string, ready: Locator, url?: string) {
  await writeStored(page, 'currentLanguage', 'ar');
  if (url) await page.goto(url);
  else await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(ready).toBeVisible();
  await shot(page, name);
  await writeStored(page, 'currentLanguage', 'en');
}

/** Reads a sandbox admin endpoint (GET). */
export async function adminGet(pathAndQuery: string) {
  const r = await fetch(`${SANDBOX_URL}/__sandbox/${pathAndQuery}`, { headers: adminHeaders() });
  if (!r.ok) throw new Error(`admin ${pathAndQuery}: HTTP ${r.status}`);
  return r.json() as Promise<unknown>;
}

/** Calls a product endpoint of the sandbox API as a signed-in viewer (for cross-checks). */
export async function apiAs(page: Page, path: string, data: unknown = {}) {
  const user = (await readStored<{ uid: string; jid: string; vcToken: string }>(page, 'mainUser'))!;
  const r = await fetch(`${SANDBOX_URL}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceInfo: {}, clientInfo: {}, userInfo: { uid: user.uid, jid: user.jid, role: 2, vcToken: user.vcToken }, data }),
  });
  return r.json() as Promise<{ result: number; msg: string; data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Opens the chat with the n-th host of the goddess wall (the n-th whose card name matches
 * `cardName`, e.g. /\bOnline\b/), as a user would; returns the host jid. Which hosts are online
 * depends on the time of day (each host's daily state), so the first page of the wall may hold
 * fewer than n+1 online hosts: like a user, the helper presses "Load more" until it has them.
 */
export async function openWallHost(page: Page, n = 0, tab?: string, cardName?: RegExp) {
  await page.goto('/goddess');
  if (tab) {
    await page.getByRole('tab', { name: tab }).click();
  }
  const all = page.getByTestId('host-grid').locator('li');
  await expect(all.first()).toBeVisible();
  let cards = all;
  if (cardName) cards = cards.filter({ has: page.getByRole('button', { name: cardName }) });
  const more = page.getByRole('button', { name: 'Load more' });
  for (let pages = 0; pages < 10 && (await cards.count()) <= n && (await more.isVisible()); pages++) {
    const before = await all.count();
    await more.click();
    await expect.poll(() => all.count()).toBeGreaterThan(before);
  }
  const card = cards.nth(n);
  await expect(card).toBeVisible();
  const jid = (await card.getAttribute('data-jid'))!;
  await card.getByRole('button').click();
  await expect(page).toHaveURL(/\/message\?tid=/);
  await expect(page.getByTestId('message-list')).toBeVisible();
  return jid;
}

/** The interface texts of a language, from the i18n package (for the few controls found by their name). */
export const uiTexts = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../packages/i18n/src/locales/${lang}.json`), 'utf8')) as { call: Record<string, string>; message: Record<string, string> };
