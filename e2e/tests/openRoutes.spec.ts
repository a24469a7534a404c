/**
 * Issue 20, the routing points, as a person on a phone sees them (375x812, isMobile, hasTouch),
 * in English and Arabic, against the sandbox:
 * - 20.1 `/preview` (§2, outside the shell): the chat view, full page, login required.
 * - 20.2 visitors on routes §2/§6 open to them see the content (the silver club's hosts on
 *   /silveranchor; the club, the tasks and /domain where the brand leaves them open) and are
 *   asked to sign in at the first action that needs it (a silver call, a check-in).
 * - 20.3 `/domain` has its own screen, open or closed per brand (veego open, fachat closed).
 * - 20.10 the extra-small-screen instant-message panel: /message shows it, a video call keeps
 *   it as it was (the same thread, the same page), another route closes it.
 * - 20.15 `/test` needs sign-in.
 * The veego checks need `apps/veego` built (`pnpm --filter @vchat/app-veego build`).
 */
import { expect, test, type Page } from '@playwright/test';
import { adminGet, quickAccount, shot, watchForErrors, VIEWER, signedIn } from '../support/helpers.ts';
import { readStored, writeStored } from '../support/appStorage.ts';
import { startBrandPreview } from '../support/servers.ts';
import { BRAND_PORTS } from '../support/ports.ts';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
test.use(PHONE);

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });

/** Nothing scrolls sideways at this width. */
async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Signs in through the login dialog already on screen (password form), as a person would, and
 * waits for the dialog to finish (the chat sign-in included: up to 30 s on a loaded machine).
 */
async function signInHere(page: Page, who = VIEWER) {
  await page.getByLabel('Account ID').fill(who.uid);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(signInDialog(page)).toHaveCount(0, { timeout: 30_000 });
}

test('20.2 a visitor on /silveranchor sees the club\'s hosts; the first silver call asks to sign in and comes back', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/silveranchor');
  const popup = page.getByTestId('silveranchor');
  const hosts = popup.getByTestId('club-host');
  await expect(hosts.first()).toBeVisible();
  expect(await hosts.count()).toBeGreaterThan(3);
  // No sign-in prompt instead of the content; a note says what sign-in is for.
  await expect(popup.getByText('Sign in to join the silver club')).toHaveCount(0);
  await expect(popup.getByTestId('club-visitor-note')).toHaveText('Sign in to make a silver call.');
  await expect(page).toHaveURL(/\/silveranchor$/);
  await noSideScroll(page);
  await shot(page, 'issue20-silveranchor-visitor-375');
  await writeStored(page, 'currentLanguage', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(hosts.first()).toBeVisible();
  await noSideScroll(page);
  await shot(page, 'issue20-silveranchor-visitor-ar-375');
  await writeStored(page, 'currentLanguage', 'en');
  await page.reload();

  // The first action that needs an account: a silver call.
  const call = popup.getByRole('button', { name: 'Silver call' }).and(page.locator(':enabled')).first();
  await call.click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsilveranchor/);
  await expect(signInDialog(page)).toBeVisible();
  await signInHere(page);
  // Back where the visitor was, now with the viewer's silver calls.
  await expect(page).toHaveURL(/\/silveranchor$/);
  await expect(popup.getByTestId('calls-left')).toHaveText(/Silver calls left today: \d+/);
  await expect(popup.getByTestId('club-visitor-note')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('20.2 20.3 per brand: veego leaves /club, /task and /domain open to visitors with the content; fachat asks for sign-in', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchForErrors(page);
  // fachat (this run's app): the three need sign-in (brand data).
  for (const path of ['/club', '/task', '/domain']) {
    await page.goto(path);
    await expect(signInDialog(page), path).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}`));
  }
  const veego = await startBrandPreview('veego', BRAND_PORTS.veego);
  try {
    // /domain: its own screen, what a visitor can do there.
    await page.goto(`${veego.url}/domain`);
    const domain = page.getByTestId('domain');
    await expect(domain.getByRole('heading', { level: 1 })).toHaveText('Welcome to Veego');
    await expect(domain.getByTestId('domain-offer')).toHaveCount(4);
    await expect(domain.getByTestId('domain-rewards')).toContainText('Check in 7 days in a row: 170 gems in all');
    await expect(domain.getByTestId('domain-task').first()).toBeVisible();
    expect(await domain.getByTestId('domain-task').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('tasks')).toHaveCount(0);
    await noSideScroll(page);
    await shot(page, 'issue20-domain-visitor-veego-375');
    await writeStored(page, 'currentLanguage', 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(domain.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في Veego');
    await noSideScroll(page);
    await shot(page, 'issue20-domain-visitor-veego-ar-375');
    await writeStored(page, 'currentLanguage', 'en');
    await page.reload();
    await domain.getByTestId('domain-sign-in').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdomain/);

    // /club: the club's hosts under a sign-in call to action.
    await page.goto(`${veego.url}/club`);
    const club = page.getByTestId('club');
    await expect(club.getByTestId('club-visitor')).toBeVisible();
    await expect(club.getByTestId('club-host').first()).toBeVisible();
    await noSideScroll(page);
    await shot(page, 'issue20-club-visitor-veego-375');
    await club.getByRole('button', { name: 'Silver call' }).and(page.locator(':enabled')).first().click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fclub/);

    // /task: the check-in strip and the tasks as a new viewer; checking in asks to sign in.
    await page.goto(`${veego.url}/task`);
    const tasks = page.getByTestId('tasks');
    await expect(tasks.getByTestId('tasks-visitor')).toBeVisible();
    await expect(tasks.getByTestId('check-in')).toBeVisible();
    expect(await tasks.getByTestId('task').count()).toBeGreaterThanOrEqual(4);
    await noSideScroll(page);
    await shot(page, 'issue20-tasks-visitor-veego-375');
    await tasks.getByRole('button', { name: /^Check in/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftask/);
    await expect(signInDialog(page)).toBeVisible();
  } finally {
    veego.stop();
  }
  expect(errors).toEqual([]);
});

test('20.3 signed in, /domain is its own screen with the way to the tasks and the hosts', async ({ page }) => {
  await page.goto('/login');
  await signInHere(page);
  await signedIn(page);
  await page.goto('/domain');
  const domain = page.getByTestId('domain');
  await expect(domain.getByRole('heading', { level: 1 })).toHaveText('Welcome to Fachat');
  await expect(domain.getByTestId('domain-sign-in')).toHaveCount(0);
  await expect(domain.getByTestId('domain-task').first()).toBeVisible();
  await noSideScroll(page);
  await shot(page, 'issue20-domain-signed-in-375');
  await domain.getByRole('button', { name: 'Go to tasks' }).click();
  await expect(page).toHaveURL(/\/task$/);
  await expect(page.getByTestId('tasks').getByTestId('check-in')).toBeVisible();
});

test('20.1 20.15 /preview is the chat view outside the shell, and /preview and /test need sign-in', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/test');
  await expect(signInDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftest/);
  await expect(page.getByTestId('call-test')).toHaveCount(0);

  await page.goto('/preview');
  await expect(signInDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpreview/);
  await signInHere(page);
  await expect(page).toHaveURL(/\/preview$/);
  const preview = page.getByTestId('preview');
  const list = preview.getByTestId('thread-list');
  await expect(list.locator('li').first()).toBeVisible();
  // Outside the shell: no navigation bar around it.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await noSideScroll(page);
  await shot(page, 'issue20-preview-list-375');
  // A thread opens inside the chat view (on a phone: the thread alone, with a back button).
  await list.locator('li').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/preview\?tid=/);
  await expect(list).toBeHidden();
  await expect(preview.getByRole('textbox').or(preview.getByTestId('message-list')).first()).toBeVisible();
  await shot(page, 'issue20-preview-thread-375');
  await preview.getByRole('button', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(/\/preview$/);
  await expect(list).toBeVisible();
  await writeStored(page, 'currentLanguage', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(list.locator('li').first()).toBeVisible();
  await noSideScroll(page);
  await shot(page, 'issue20-preview-list-ar-375');
  await writeStored(page, 'currentLanguage', 'en');
  // /test, signed in: the device check.
  await page.goto('/test');
  await expect(page.getByTestId('call-test')).toBeVisible();
  expect(errors).toEqual([]);
});

test('20.10 at 375 px the instant-message panel shows on /message, stays the same across a video call, and another route closes it', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchForErrors(page);
  await quickAccount(page, 30_000);
  const hosts = ((await adminGet('anchors')) as { list: Array<{ jid: string; nickName: string; status: string }> }).list;
  const host = hosts.find((h) => h.status === 'online') ?? hosts[0]!;
  await page.goto(`/message?jid=${encodeURIComponent(host.jid)}&name=${encodeURIComponent(host.nickName)}`);
  await expect(page).toHaveURL(/\/message\?tid=/);
  const panel = page.getByTestId('im-panel');
  await expect(panel.getByTestId('message-page')).toBeVisible();
  await expect(panel.getByTestId('thread-peer')).toContainText(host.nickName);
  const tid = new URL(page.url()).searchParams.get('tid');
  // Mark this very panel (its DOM node): the same panel after the call has the mark.
  await panel.getByTestId('message-page').evaluate((el) => { (el as HTMLElement).dataset.e2eMark = 'first'; });
  await shot(page, 'issue20-im-panel-thread-375');

  // A video call keeps the panel as it was: drawn behind the call, the same page.
  await panel.getByRole('button', { name: 'Video call' }).click();
  await expect(page).toHaveURL(/\/video\//);
  await expect(page.getByTestId('call-screen')).toBeVisible();
  await expect(page.getByTestId('message-page')).toHaveAttribute('data-e2e-mark', 'first');
  await shot(page, 'issue20-im-panel-behind-call-375');
  await page.getByRole('button', { name: /^(Cancel|Hang up)$/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/message\\?tid=${encodeURIComponent(tid!).replace(/\./g, '\\.')}`));
  await expect(panel.getByTestId('message-page')).toBeVisible();
  await expect(panel.getByTestId('message-page')).toHaveAttribute('data-e2e-mark', 'first');
  // The thread with her is still the one open.
  await expect(panel.getByTestId('thread-peer')).toContainText(host.nickName);
  await expect(panel.getByTestId('thread-list')).toBeHidden();

  // Any other route closes it: the wall shows alone, and /message opens a fresh panel.
  await page.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/goddess$/);
  await expect(page.getByTestId('im-panel')).toHaveCount(0);
  await expect(page.getByTestId('message-page')).toHaveCount(0);
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(panel.getByTestId('message-page')).toBeVisible();
  await expect(panel.getByTestId('message-page')).not.toHaveAttribute('data-e2e-mark', 'first');
  await noSideScroll(page);
  await writeStored(page, 'currentLanguage', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(panel.getByTestId('message-page')).toBeVisible();
  await shot(page, 'issue20-im-panel-ar-375');
  await writeStored(page, 'currentLanguage', 'en');

  // Wider than extra-small: no panel, /message is the route's own page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByTestId('message-page')).toBeVisible();
  await expect(page.getByTestId('im-panel')).toHaveCount(0);
  expect(await readStored(page, 'mainUser')).toBeTruthy();
  expect(errors).toEqual([]);
});
