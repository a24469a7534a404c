/**
 * The user's own space (issue 10, first part; spec §2 /personalhome, /editprofile, /settings,
 * /languagesettings, /userpassword; §3 user settings flags and user card): the "Me" page,
 * editing the profile with an avatar upload (persists across reload), dark mode and the
 * bordered style really changing the theme, the language page, password sign-in, sign-out.
 */
import { expect, test, type Page } from '@playwright/test';
import { admin, adminGet, apiAs, shot, shotInArabic, signIn, VIEWER, watchForErrors, signedIn } from '../support/helpers.ts';
import { readStored } from '../support/appStorage.ts';

test.describe.configure({ mode: 'serial' });

/** An 8×8 pink PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000080000000808020000004b6d29dc0000001149444154789c6378a6918715310c2d09003cf35f011f90fb5e0000000049454e44ae426082',
  'hex',
);

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('settings: dark mode and the bordered style change the theme at once and survive a reload', async ({ page }) => {
  const errors = watchForErrors(page);
  await signIn(page, VIEWER);
  await page.goto('/goddess'); // /match is a popup over the wall; the navigation is behind it
  await page.getByRole('link', { name: 'Me', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/personalhome$/);
  await page.getByTestId('settings-row').click();
  await expect(page).toHaveURL(/\/settings$/);
  const light = await bodyBackground(page);
  await shot(page, 'settings-desktop');
  const dark = page.getByRole('switch', { name: 'Dark mode' });
  await expect(dark).not.toBeChecked();
  await dark.click();
  await expect(dark).toBeChecked();
  await expect.poll(() => bodyBackground(page)).not.toBe(light);
  expect(await bodyBackground(page)).toBe('rgb(15, 14, 21)');
  await shot(page, 'settings-dark-desktop');
  const card = page.getByTestId('language-row').locator('xpath=..');
  const borderBefore = await card.evaluate((el) => getComputedStyle(el).borderTopColor);
  await page.getByRole('switch', { name: 'Bordered style' }).click();
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe(borderBefore);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Bordered style' })).toBeChecked();
  expect(await bodyBackground(page)).toBe('rgb(15, 14, 21)'); // applied before the first paint of the page
  await page.goto('/goddess');
  await expect(page.getByTestId('goddess')).toBeVisible();
  await expect(page.getByTestId('host-grid')).toBeVisible(); // the shot shows hosts, not the loading cards
  await shot(page, 'goddess-dark-bordered-desktop');
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await page.getByRole('switch', { name: 'Bordered style' }).click();
  await expect.poll(() => bodyBackground(page)).toBe(light);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'settings-375');
  await shotInArabic(page, 'settings-ar-375', page.getByTestId('settings'));
  expect(errors).toEqual([]);
});

test('language settings: the 13 languages; Arabic turns the app right-to-left and is kept', async ({ page }) => {
  await signIn(page, VIEWER);
  await page.goto('/settings');
  await page.getByTestId('language-row').click();
  await expect(page).toHaveURL(/\/languagesettings$/);
  const options = page.getByRole('radio');
  await expect(options).toHaveCount(13);
  await expect(page.getByRole('radio', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('radio', { name: /العربية/ })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'languagesettings-ar-desktop');
  // Keyboard: arrows move the choice.
  await page.getByRole('radio', { name: /العربية/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByRole('radio', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('edit profile: a new account completes its profile with an avatar; it persists across a reload', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a quick account' }).click();
  await signedIn(page);
  await page.goto('/personalhome');
  await expect(page.getByTestId('complete-prompt')).toBeVisible();
  await shot(page, 'personalhome-incomplete-desktop');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/editprofile$/);
  await page.getByLabel('Nickname').fill('Sam Tester');
  await page.getByTestId('birthday').fill('2012-05-01');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('You must be at least 18.');
  const before = (await apiAs(page, 'common_service/get_manual_personal_info_v2', {})).data;
  expect(before.nickName).not.toBe('Sam Tester'); // nothing written
  await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP or GIF image.');
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('editprofile').locator('img[src*="/media/uploads/"]')).toBeVisible();
  await page.getByTestId('birthday').fill('1995-06-15');
  await page.getByLabel('About me').fill('I like long calls.');
  await shot(page, 'editprofile-desktop');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/personalhome$/);
  await expect(page.getByTestId('me-name')).toHaveText('Sam Tester');
  await expect(page.getByTestId('complete-prompt')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('me-name')).toHaveText('Sam Tester');
  await expect(page.getByTestId('personalhome').locator('img[src*="/media/uploads/"]')).toBeVisible();
  const saved = (await apiAs(page, 'common_service/get_manual_personal_info_v2', {})).data;
  expect(saved).toMatchObject({ nickName: 'Sam Tester', birthday: '1995-06-15', gender: 'female', about: 'I like long calls.' });
  expect(saved.avatarUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
  await shot(page, 'personalhome-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'personalhome-375');
  await shotInArabic(page, 'personalhome-ar-375', page.getByTestId('me-name'));
  await page.goto('/editprofile');
  await expect(page.getByLabel('Nickname')).toHaveValue('Sam Tester');
  await shot(page, 'editprofile-375');
  await shotInArabic(page, 'editprofile-ar-375', page.getByTestId('editprofile').locator('form'));
  expect(errors).toEqual([]);
});

test('/userpassword: a visitor signs in with account ID and password; signed in, it names the account; sign-out asks first', async ({ page }) => {
  await page.goto('/userpassword');
  const popup = page.getByTestId('userpassword');
  await expect(page.getByRole('dialog', { name: 'Sign in with your ID' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Continue with a quick account' })).toHaveCount(0);
  await popup.getByLabel('Account ID').fill(VIEWER.uid);
  await popup.getByLabel('Password', { exact: true }).fill('wrong-password');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(popup.getByRole('alert')).toHaveText('Wrong account ID or password.');
  await popup.getByLabel('Password', { exact: true }).fill(VIEWER.password);
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signedIn(page);
  await page.goto('/userpassword');
  await expect(page.getByTestId('userpassword')).toContainText(`You're signed in as account ${VIEWER.uid}.`);
  await page.goto('/settings');
  await page.getByTestId('logout-row').click();
  await expect(page.getByRole('dialog', { name: 'Sign out?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByTestId('logout-row').click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('landing')).toBeVisible();
  expect(await readStored(page, 'mainUser')).toBeNull();
});

test('a new account is asked to complete its profile over the wall; "Later" keeps it away this visit; then improve-information', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a quick account' }).click();
  await signedIn(page);
  await expect(page.getByTestId('complete-profile')).toHaveCount(0); // not over the match popup
  await page.goto('/goddess');
  const prompt = page.getByTestId('complete-profile');
  await expect(prompt).toBeVisible();
  await page.waitForTimeout(400); // the dialog's entrance animation
  await shot(page, 'complete-profile-desktop');
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('goddess')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('Nickname').fill('Kai');
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Enter a real date of birth.');
  await page.getByTestId('complete-birthday').fill('1999-03-03');
  await prompt.getByRole('radio', { name: 'Other' }).check();
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(prompt).toHaveCount(0);
  expect((await apiAs(page, 'common_service/get_manual_personal_info_v2', {})).data).toMatchObject({ nickName: 'Kai', birthday: '1999-03-03', gender: 'other' });
  // Complete but nothing about them: improve-information, once on this device.
  await expect(page.getByTestId('improve-info')).toBeVisible();
  await page.getByRole('button', { name: 'Improve my profile' }).click();
  await expect(page).toHaveURL(/\/editprofile$/);
  await page.goto('/goddess');
  await expect(page.getByTestId('goddess')).toBeVisible();
  await expect(page.getByTestId('improve-info')).toHaveCount(0);
});

test('read receipts: the host learns a message was read while the setting is on, and not once it is off', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a quick account' }).click();
  await signedIn(page);
  await page.evaluate(() => sessionStorage.setItem('completeProfileLater', '1'));
  const me = (await readStored(page, 'mainUser')) as { jid: string };
  const host = ((await adminGet('anchors')) as { list: Array<{ jid: string; nickName: string }> }).list[7]!;
  const displayedAt = async (mid: string) =>
    ((await adminGet(`messages?jid=${encodeURIComponent(host.jid)}&peer=${encodeURIComponent(me.jid)}`)) as { list: Array<{ mid: string; displayed_at: number | null }> })
      .list.find((m) => m.mid === mid)?.displayed_at ?? null;
  const { mid: first } = (await admin('message', { from: host.jid, to: me.jid, type: 'text', text: 'Are you there?' })) as { mid: string };
  await page.goto('/message');
  await page.getByRole('button', { name: new RegExp(host.nickName) }).first().click();
  await expect(page.getByTestId('message').filter({ hasText: 'Are you there?' })).toBeVisible();
  await expect.poll(() => displayedAt(first), { timeout: 10_000 }).not.toBeNull();

  await page.goto('/settings');
  const receipts = page.getByRole('switch', { name: 'Read receipts' });
  await expect(receipts).toBeChecked();
  await receipts.click();
  await expect(receipts).not.toBeChecked();
  await page.goto('/message');
  await page.getByRole('button', { name: new RegExp(host.nickName) }).first().click();
  const { mid: second } = (await admin('message', { from: host.jid, to: me.jid, type: 'text', text: 'Hello again' })) as { mid: string };
  await expect(page.getByTestId('message').filter({ hasText: 'Hello again' })).toBeVisible();
  await page.waitForTimeout(2000); // a marker, if one were sent, is recorded well within this
  expect(await displayedAt(second)).toBeNull();
  expect(errors).toEqual([]);
});

test('notification settings: no message banner while off; with "Keep notifications" it stays until dismissed', async ({ page }) => {
  await signIn(page, VIEWER);
  const me = (await readStored(page, 'mainUser')) as { jid: string };
  const host = ((await adminGet('anchors')) as { list: Array<{ jid: string; nickName: string }> }).list[8]!;
  const banner = (text: string) => page.getByRole('status').filter({ hasText: text });
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Notifications', exact: true })).not.toBeChecked();
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await expect(page.getByTestId('goddess')).toBeVisible();
  const badge = page.getByRole('link', { name: /Messages/ }).first().getByRole('img', { name: /unread/ });
  const unread = async () => ((await badge.count()) ? Number(/(\d+)/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1] ?? 0) : 0);
  const before = await unread();
  await admin('message', { from: host.jid, to: me.jid, type: 'text', text: 'Quiet please' });
  await expect.poll(unread).toBe(before + 1); // it arrived
  await page.waitForTimeout(1000);
  await expect(banner('Quiet please')).toHaveCount(0);

  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Notifications', exact: true }).click();
  await page.getByRole('switch', { name: 'Keep notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Keep notifications' })).toBeChecked();
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await admin('message', { from: host.jid, to: me.jid, type: 'text', text: 'Still here?' });
  await expect(banner('Still here?')).toBeVisible();
  await page.waitForTimeout(6500); // past the 5 s a banner normally stays
  await expect(banner('Still here?')).toBeVisible();
  await banner('Still here?').getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner('Still here?')).toHaveCount(0);
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Keep notifications' }).click();
});
