/**
 * Issue 17 on a phone (375x812, `isMobile`, `hasTouch`): Messages with the long official
 * welcome, the cookie notice and the sign-in sheet, Back closing sheets, one prompt at a time,
 * and the smaller points (price per minute, the lucky box's next opening, sign-out asks, the
 * composer's width). The layout of every screen is swept in phoneSweep.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { admin, openWallHost, shot, signIn, signedIn } from '../support/helpers.ts';
import { layoutProblems } from '../support/layout.ts';
import { readStored } from '../support/appStorage.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** True when a person tapping the centre of `name`'s button hits that button. */
async function tappable(page: Page, name: string | RegExp): Promise<boolean> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' }).last();
  await expect(button).toBeVisible();
  // A person taps once the sheet has slid up (ui-kit Modal's slideUp on a phone), not during it.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookie notice covers none of the sign-in sheet\'s buttons (17.3)', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
    for (const name of ['Sign in', 'Continue with Google', 'Continue with a quick account']) expect(await tappable(page, name), name).toBe(true);
    // No text field takes focus on its own: a phone's keyboard would open over these buttons.
    expect(await page.evaluate(() => document.activeElement?.tagName ?? '')).not.toMatch(/^(INPUT|TEXTAREA)$/);
    expect(await layoutProblems(page)).toEqual([]);
    await shot(page, 'phone-login-with-cookie-notice-375');
  });

  test('after sign-in, one prompt at a time: Match, then complete-profile, then the notice that waited (17.10)', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with a quick account' }).click();
    await signedIn(page);
    const match = page.getByRole('dialog', { name: 'Match' });
    await expect(match).toBeVisible();
    // A message arrives while the Match sheet is open: its notice waits (it would cover the
    // sheet's close button); the cookie notice covers nothing of the sheet.
    const me = (await readStored<{ jid: string }>(page, 'mainUser'))!;
    await admin('message', { to: me.jid, type: 'official_message', text: 'Queued hello' });
    const notice = page.getByRole('status').filter({ hasText: 'Queued hello' });
    await page.waitForTimeout(1500);
    await expect(notice).toHaveCount(0);
    expect(await layoutProblems(page)).toEqual([]);
    await shot(page, 'phone-match-after-signin-375');
    await match.getByRole('button', { name: 'Close' }).click();
    // Next in line: complete-profile (a guest has no birthday or gender), alone on screen.
    const complete = page.getByTestId('complete-profile');
    await expect(complete).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', { name: 'Later' }).click();
    // The screen is free: the notice that waited shows now.
    await expect(notice).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('closing Match after sign-in keeps the wall that was behind it: the same cards, no second list request', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (r) => void (/anchorlist_services\/anchor_list_hot/.test(r.url()) && lists.push(r.url())));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a quick account' }).click();
  await signedIn(page);
  const match = page.getByRole('dialog', { name: 'Match' });
  await expect(match).toBeVisible();
  const firstCard = page.getByTestId('host-grid').locator('li').first();
  await expect(firstCard).toBeAttached();
  // A mark on the card the wall drew behind Match: a wall drawn again would not carry it.
  await firstCard.evaluate((el) => void ((el as HTMLElement & { __behindMatch?: boolean }).__behindMatch = true));
  await match.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/goddess$/);
  await expect(match).toHaveCount(0);
  await expect(firstCard).toBeVisible();
  expect(await firstCard.evaluate((el) => (el as HTMLElement & { __behindMatch?: boolean }).__behindMatch === true)).toBe(true);
  expect(lists).toHaveLength(1);
});

test('Messages: the long official welcome is cut to one line; nothing scrolls sideways; tab bar and times on screen (17.1)', async ({ page }) => {
  await signIn(page);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!;
  await admin('message', { to: me.jid, type: 'official_message', text: `Welcome! ${'A long official line with an unbroken https://example.test/averyveryverylongaddresswithoutanyspaces '.repeat(3)}` });
  await page.goto('/message');
  await expect(page.getByTestId('thread-list').locator('li').first()).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBe(widths[1]);
  const nav = page.getByRole('navigation').last();
  const box = (await nav.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  for (const time of await page.getByTestId('thread-list').locator('time, [class*="time"]').all()) {
    const b = await time.boundingBox();
    if (b) expect(b.x + b.width).toBeLessThanOrEqual(375);
  }
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'phone-messages-375');
});

test('Back closes the coin store, the sticker and gift sheets, the friends list and the lucky box, and stays on the page (17.9)', async ({ page }) => {
  await signIn(page);
  await admin('config', { enableLuckyBox: true, enableUserTaskEntrance: true });
  const dialogClosedByBack = async (url: RegExp) => {
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(url);
  };
  await page.goto('/goddess');
  await page.locator('[data-testid="gems-balance"]:visible').click();
  await dialogClosedByBack(/\/goddess$/);

  await openWallHost(page, 0);
  const thread = new URL(page.url());
  for (const label of ['Stickers', 'Send a gift']) {
    await page.getByRole('button', { name: label }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(thread.pathname + thread.search);
  }

  await page.goto('/personalhome');
  await page.getByTestId('friends-row').click();
  await dialogClosedByBack(/\/personalhome$/);

  await page.goto('/task');
  const box = page.getByTestId('lucky-box');
  const open = box.getByRole('button', { name: 'Open' });
  if (await open.isVisible()) {
    await open.click();
    await dialogClosedByBack(/\/task$/);
  }
  // A second Back leaves the page as usual.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/task$/);
});

test('the smaller points: price per minute, the lucky box says when it opens next, sign-out asks, the composer keeps its width (17.12)', async ({ page }) => {
  await signIn(page);
  await admin('config', { enableLuckyBox: true, enableUserTaskEntrance: true });
  // Price chips on the wall say per minute.
  await page.goto('/goddess');
  const chip = page.getByTestId('host-grid').locator('li').first().getByText(/\/min$/);
  await expect(chip).toBeVisible();

  // The lucky box, once opened today, says when it opens next (no server error).
  await page.goto('/task');
  const box = page.getByTestId('lucky-box');
  await expect(box).toBeVisible();
  const open = box.getByRole('button', { name: 'Open' });
  if (await open.isVisible()) {
    await open.click();
    await page.getByRole('dialog').getByRole('button').last().click();
  }
  await expect(box.getByTestId('lucky-box-next')).toContainText(/Opens again in \d+:\d\d:\d\d/);
  await page.reload();
  await expect(box.getByTestId('lucky-box-next')).toBeVisible();
  await expect(page.locator('[data-testid="toast"], [role="alert"]').filter({ hasText: /already/ })).toHaveCount(0);

  // Sign out asks first: Cancel keeps the session; Sign out ends it.
  await page.goto('/goddess');
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Sign out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await readStored(page, 'mainUser')).not.toBeNull();

  // The composer's text box keeps most of the width while typing on a phone.
  await openWallHost(page, 0);
  const box2 = page.getByRole('textbox', { name: 'Type a message…' });
  await box2.fill('Hello there, how are you today?');
  const w = (await box2.boundingBox())!.width;
  expect(w).toBeGreaterThanOrEqual(200);
  await shot(page, 'phone-composer-typing-375');

  await page.goto('/goddess');
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/onlinevideochat$|\/$/);
  expect(await readStored(page, 'mainUser', 500)).toBeNull();
});
