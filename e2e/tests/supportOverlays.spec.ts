/**
 * Issue 20, points 6, 7 and 12 as a viewer meets them on a phone (375x812, `isMobile`,
 * `hasTouch`), in Chromium against the sandbox:
 * - 20.6: "Contact support" from settings (spec §7 get_user_support): the contact the sandbox
 *   stores (email, help chat, FAQ), its empty and error states, in English and Arabic.
 * - 20.12: the message-unlock and task-entrance overlays (spec §2) are dialogs: focus moves in,
 *   Escape and Back close them, focus returns; confirming unlocks once.
 * - 20.7: page views reach the sandbox's page-analytics receiver with one analytics client id
 *   that stays the same across reloads.
 * Screenshots go to e2e/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test';
import { admin, adminGet, apiAs, closePrompts, openWallHost, shot, shotInArabic, watchForErrors } from '../support/helpers.ts';
import { readStored } from '../support/appStorage.ts';
import { layoutProblems } from '../support/layout.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const VIEWER1 = { uid: '200001', password: 'viewer-one' };
const VIEWER3 = { uid: '200003', password: 'viewer-three' };
const ME3 = 'user_200003@localhost';

/**
 * Signs in through the login popup (helpers' signIn, with room for a busy shared machine: a
 * chat sign-in that times out under load, 10 s, is tried again like a person would).
 */
async function signIn(page: Page, who: { uid: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Account ID').fill(who.uid);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    try {
      await expect(page).toHaveURL(/\/match$/, { timeout: 30_000 });
      return;
    } catch (e) {
      if (i === 2) throw e;
    }
  }
}

async function gems(page: Page): Promise<number> {
  return (await apiAs(page, 'account_service/account', { action: 1 })).data.gemsBalance as number;
}

/** Whether keyboard focus is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

test('contact support from settings: the sandbox\'s email, help chat and FAQ, on a phone in English and Arabic', async ({ page }) => {
  const errors = watchForErrors(page);
  await admin('support', { reset: true });
  await signIn(page, VIEWER1);
  await page.goto('/settings');
  await page.getByTestId('support-row').click();
  await expect(page).toHaveURL(/\/support$/);
  const contacts = page.getByTestId('support-contacts');
  await expect(contacts).toBeVisible();
  await expect(page.getByTestId('support-email')).toHaveAttribute('href', 'mailto:support@localhost');
  await expect(page.getByTestId('support-faq')).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('support-faq')).toHaveAttribute('rel', /noopener/);
  await expect(page.getByTestId('support-chat')).toContainText('support@help.localhost');
  await expect(page.getByTestId('support-hours')).toContainText('09:00-21:00 UTC');
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'support-375');
  await shotInArabic(page, 'support-375-ar', contacts);
  await page.reload();
  await expect(contacts).toBeVisible();
  // The help chat opens the conversation with that jid.
  await page.getByTestId('support-chat').click();
  await expect(page).toHaveURL(/\/message\?tid=[^&]*support%40help\.localhost/);
  expect(errors).toEqual([]);
});

test('contact support: nothing offered is the empty state; a failed request is the error state, and Retry loads it', async ({ page }) => {
  await signIn(page, VIEWER1);
  try {
    await admin('support', {});
    await page.goto('/support');
    await expect(page.getByText('No support channel right now')).toBeVisible();
    await expect(page.getByTestId('support-contacts')).toHaveCount(0);
    await shot(page, 'support-empty-375');
    await admin('support', { reset: true });
    await page.route('**/api/common_service/get_user_support', (r) => r.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByText("Couldn't load the support contacts")).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await shot(page, 'support-error-375');
    await page.unroute('**/api/common_service/get_user_support');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('support-contacts')).toBeVisible();
  } finally {
    await admin('support', { reset: true });
  }
});

test('message-unlock overlay: a dialog that takes focus, closes on Escape and Back, unlocks once on confirm; too few gems offers the store', async ({ page }) => {
  await signIn(page, VIEWER3);
  try {
    const host = await openWallHost(page, 5);
    await closePrompts(page);
    const { mid } = (await admin('message', { from: host, to: ME3, type: 'image', payPrice: 40 })) as { mid: string };
    const locked = page.locator(`[data-mid="${mid}"]`);
    const unlock = locked.getByRole('button', { name: 'Unlock' });
    const before = await gems(page);
    await unlock.click();
    const dialog = page.getByRole('dialog', { name: 'Unlock this photo' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('40');
    expect(await focusInDialog(page)).toBe(true);
    expect(await layoutProblems(page)).toEqual([]);
    await shot(page, 'unlock-overlay-375');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(unlock).toBeFocused();
    // Back closes it and stays in the conversation.
    await unlock.click();
    await expect(dialog).toBeVisible();
    const url = page.url();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toBe(url);
    expect(await gems(page)).toBe(before); // nothing paid yet
    await unlock.click();
    await dialog.getByRole('button', { name: 'Unlock for 40 gems' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(unlock).toHaveCount(0);
    await expect(locked.locator('img').first()).toBeVisible();
    expect(await gems(page)).toBe(before - 40);

    // Too few gems: the overlay says so and offers the coin store instead.
    await admin('gems', { uid: VIEWER3.uid, gemsBalance: 10 });
    const { mid: mid2 } = (await admin('message', { from: host, to: ME3, type: 'image', payPrice: 40 })) as { mid: string };
    await page.reload();
    const locked2 = page.locator(`[data-mid="${mid2}"]`);
    await locked2.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog.getByText("You don't have enough gems.")).toBeVisible();
    await shotInArabic(page, 'unlock-overlay-375-ar', page.locator(`[data-mid="${mid2}"]`));
    await page.locator(`[data-mid="${mid2}"]`).getByRole('button', { name: /./ }).first().click();
    const ar = page.getByRole('dialog');
    await expect(ar).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await shot(page, 'unlock-overlay-insufficient-375-ar');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.locator(`[data-mid="${mid2}"]`).getByRole('button', { name: 'Unlock' }).click();
    await dialog.getByRole('button', { name: 'Get gems' }).click();
    await expect(page.getByTestId('coin-store')).toBeVisible();
  } finally {
    await admin('gems', { uid: VIEWER3.uid, gemsBalance: 5000 });
  }
});

test('task-entrance overlay: opened from the coin store, a dialog with the free gems waiting; Back closes it; it leads to the tasks', async ({ page }) => {
  await signIn(page, VIEWER1);
  await page.goto('/goddess');
  await closePrompts(page);
  await page.getByTestId('gems-balance').filter({ visible: true }).first().click();
  await expect(page.getByTestId('coin-store')).toBeVisible();
  await page.getByTestId('open-task-entrance').click();
  const dialog = page.getByRole('dialog', { name: 'Earn free gems' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('coin-store')).toHaveCount(0);
  await expect(dialog.getByTestId('task-entrance-summary')).toBeVisible();
  expect(await focusInDialog(page)).toBe(true);
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'task-entrance-375');
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/goddess$/);
  await page.getByTestId('gems-balance').filter({ visible: true }).first().click();
  await page.getByTestId('open-task-entrance').click();
  await dialog.getByTestId('task-entrance-open').click();
  await expect(page).toHaveURL(/\/task$/);
  await expect(page.getByTestId('tasks')).toBeVisible();
});

test('page analytics: each page view reaches the sandbox\'s page receiver with one client id, the same after a reload', async ({ page }) => {
  const start = Date.now();
  await signIn(page, VIEWER1);
  await page.goto('/goddess');
  await expect(page.getByTestId('host-grid')).toBeVisible();
  type Pages = { pages: Array<{ cid: string; path: string; view: string | null; received_at: number }> };
  const mine = async () => ((await adminGet('analytics')) as Pages).pages.filter((p) => p.received_at >= start);
  await expect.poll(async () => (await mine()).some((p) => p.path === '/goddess' && p.view === 'discover'), { timeout: 15_000 }).toBe(true);
  const cid = await readStored<string>(page, 'analyticsClientId');
  expect(cid).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await page.goto('/download');
  await expect.poll(async () => (await mine()).some((p) => p.path === '/download' && p.view === 'about'), { timeout: 15_000 }).toBe(true);
  expect(new Set((await mine()).map((p) => p.cid))).toEqual(new Set([cid]));
  expect(await readStored<string>(page, 'analyticsClientId')).toBe(cid);
});

test('analytics through the sandbox\'s receiver: a visitor\'s events carry the anonymous properties; a failed sign-in is tracked with the backend result', async ({ page }) => {
  const start = Date.now();
  type Events = { events: Array<{ event: string; time: number; user_id: string | null; properties: Record<string, unknown> }> };
  const recent = async () => ((await adminGet('analytics')) as Events).events.filter((e) => e.time >= start);
  await page.goto('/login');
  await page.getByLabel('Account ID').fill('200001');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page.getByRole('alert').or(page.getByText(/wrong|incorrect|went wrong/i)).first()).toBeVisible({ timeout: 30_000 });
  // Sent in the next batch (every 6 s, §9).
  await expect.poll(async () => (await recent()).find((e) => e.event === 'login_fail')?.properties, { timeout: 20_000 })
    .toMatchObject({ channel: 'password', reason: expect.stringMatching(/^-?\d+$/) });
  const views = (await recent()).filter((e) => e.event === 'page_view');
  expect(views.length).toBeGreaterThan(0);
  for (const v of views) expect(v.properties).toMatchObject({ is_login: false, user_type: 'anonymous', source: 'web_fachat' });
});
