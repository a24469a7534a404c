/**
 * What the call tests share: a viewer's wallet reset, the sandbox host page, prices and
 * balances as the server has them, the hub's call records, the connected call, and the
 * interface language switched without a reload (a reload ends the call).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { admin, adminGet, apiAs } from './helpers.ts';
import { SANDBOX_URL } from './ports.ts';

export const VIEWER_TWO = { uid: '200002', password: 'viewer-two' };
export const VIEWER_THREE = { uid: '200003', password: 'viewer-three' };

/** Resets a viewer's wallet (gems and free calls) so each test starts from a known state. */
export async function wallet(uid: string, w: { gems: number; paid?: boolean; firstCallRemaining?: number; paidUserFreeTimes?: number; silverCallTimes?: number }) {
  await admin('wallet', { uid, firstCallRemaining: 0, paidUserFreeTimes: 0, silverCallTimes: 0, paid: false, ...w });
}

/** Opens the sandbox host page for `hostJid` in a context of its own and waits until it listens for calls. */
export async function hostPage(browser: Browser, hostJid: string, query = 'answerAfterMs=300'): Promise<Page> {
  const host = await (await browser.newContext()).newPage();
  await host.goto(`${SANDBOX_URL}/__sandbox/host.html?jid=${encodeURIComponent(hostJid)}&${query}`);
  await expect(host.locator('#status')).toHaveAttribute('data-state', 'idle');
  return host;
}

/** A host's price per minute, gems, as the server says. */
export async function priceOf(page: Page, hostJid: string): Promise<number> {
  const r = await apiAs(page, 'account_service/anchor_acount', { targetJid: [hostJid] });
  return r.data.anchorAccountInfo[0].privateChatPrice as number;
}

/** The signed-in viewer's balance on the server, gems. */
export async function serverBalance(page: Page): Promise<number> {
  return (await apiAs(page, 'account_service/account', { action: 1 })).data.gemsBalance as number;
}

/** Waits for the call to be connected with remote frames on screen. */
export async function connected(page: Page) {
  await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '2', { timeout: 30_000 });
  await expect.poll(() => page.getByTestId('remote-video').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** Switches the interface language as the language picker does, without a reload. */
export async function setLanguage(page: Page, code: string) {
  await page.evaluate((c) => (window as unknown as { __vchat: { i18n: { setLanguage(c: string): Promise<void> } } }).__vchat.i18n.setLanguage(c), code);
  await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
}

/** A call as the hub stored it. */
export type CallRow = { sid: string; reason: string; rejectType: string; billedGems: number; payment?: string; connectingTime: number };

/** The hub's call records of `jid`. */
export async function callsOf(jid: string): Promise<CallRow[]> {
  return ((await adminGet(`calls?jid=${encodeURIComponent(jid)}`)) as { list: CallRow[] }).list;
}
