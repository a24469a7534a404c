/**
 * Platform (issue 11; spec §1 cookie consent, §2 named views and policy windows, §4 tracking
 * states, §7 analytics reporting service, §9 analytics constants): the consent notice and its
 * persistence; analytics events reaching the sandbox in batches that obey the rules.
 */
import { expect, test } from '@playwright/test';
import { adminGet, shot, signIn, watchForErrors } from '../support/helpers.ts';

type Log = {
  batches: Array<{ id: number; count: number; fresh: number; debug: boolean }>;
  events: Array<{ id: string; batch_id: number; event: string; distinct_id: string; user_id: string | null; properties: Record<string, unknown> }>;
};
const analyticsLog = async () => (await adminGet('analytics')) as Log;

test.describe('without a consent answer', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('cookie consent: shown until answered, the answer is kept; declined sends nothing; policies open in a 600x400 window', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/onlinevideochat');
    const bar = page.getByTestId('cookie-consent');
    await expect(bar).toBeVisible();
    await shot(page, 'consent-desktop');
    const [popup] = await Promise.all([page.waitForEvent('popup'), bar.getByRole('button', { name: 'Cookies policy' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/\/cookies\.html$/);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 400]);
    await popup.close();
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'consent-375');
    await page.evaluate(() => localStorage.setItem('currentLanguage', JSON.stringify('ar')));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(bar).toBeVisible();
    await shot(page, 'consent-ar-375');
    await page.evaluate(() => localStorage.setItem('currentLanguage', JSON.stringify('en')));
    await page.reload();
    await page.setViewportSize({ width: 1440, height: 900 });
    const before = (await analyticsLog()).events.length;
    await bar.getByRole('button', { name: 'Decline' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(bar).toHaveCount(0); // the answer is kept
    await page.goto('/login');
    await page.goto('/onlinevideochat');
    await page.waitForTimeout(7000); // past a 6000 ms send tick
    expect((await analyticsLog()).events.length).toBe(before); // declined: stopped, nothing sent
    expect(await page.evaluate(() => localStorage.getItem('analyticsQueue'))).toBeNull();
    expect(errors).toEqual([]);
  });
});

test('analytics: page views with the named views reach the sandbox in batches; the user id is the uid; a reload loses nothing', async ({ page }) => {
  await signIn(page, { uid: '200001', password: 'viewer-one' });
  const me = (await page.evaluate(() => JSON.parse(localStorage.getItem('mainUser') ?? 'null'))) as { uid: string };
  const start = Date.now();
  await page.goto('/goddess'); // /match is a popup over the wall; the navigation is behind it
  const link = (name: RegExp) => page.getByRole('link', { name }).filter({ visible: true }).first();
  for (const name of [/Messages$/, /^Me$/, /^Discover$/, /Messages$/, /^Me$/, /^Discover$/]) {
    await link(name).click();
    await page.waitForTimeout(150);
  }
  await page.goto('/callrecord'); // a reload: what was queued is kept and sent after it
  await expect(page).toHaveURL(/\/callrecord$/);
  const mine = async () => (await analyticsLog()).events.filter((e) => e.user_id === me.uid && e.event === 'page_view' && (e as unknown as { time: number }).time >= start);
  await expect.poll(async () => (await mine()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
  const events = await mine();
  const views = new Set(events.map((e) => e.properties.view).filter(Boolean));
  for (const v of ['discover', 'message', 'video_history']) expect(views).toContain(v);
  expect(events.some((e) => e.properties.path === '/personalhome' && e.properties.view === undefined)).toBe(true);
  const device = await page.evaluate(() => JSON.parse(localStorage.getItem('androidId') ?? '""') as string);
  expect(device).not.toBe('');
  expect(events.every((e) => e.distinct_id === device)).toBe(true);
  const log = await analyticsLog();
  const batchIds = new Set(events.map((e) => e.batch_id));
  const batches = log.batches.filter((b) => batchIds.has(b.id));
  expect(batches.length).toBeGreaterThanOrEqual(2); // more than one send
  for (const b of batches) {
    expect(b.count).toBeLessThanOrEqual(50);
    expect(b.fresh).toBe(b.count); // nothing stored twice
  }
  console.log(`[analytics] ${events.length} page views in ${batches.length} batches of ${batches.map((b) => b.count).join(', ')} events`);
});
