/**
 * The prerendered landing (issue 21; tooling/vite-app/prerender.mjs): `index.html` carries the
 * landing's markup, so a phone paints it before the app script runs. These tests hold the app
 * script back (1.5 s) to look at the page as it stands before the app is live:
 * - a new English visitor sees the landing from the HTML alone, and her tap on "Start video
 *   chat" in that time is not lost: it fetches the sign-in's code at once and opens the sign-in
 *   once the app runs;
 * - an Arabic browser is never shown the English markup: `#root` is empty until the app draws
 *   the Arabic landing;
 * - a signed-in viewer coming back to `/` is not shown the visitor's landing on her way to Match.
 */
import { expect, test, type Page } from '@playwright/test';
import { quickAccount, shot, watchForErrors } from '../support/helpers.ts';

const HOLD_MS = 1_500;

// A phone: most visitors come on one.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/** Holds the app's entry script back for HOLD_MS, so the test sees the page before the app runs. */
async function holdAppScript(page: Page) {
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, HOLD_MS));
    await route.continue();
  });
}

test('the landing is in the HTML, and a tap before the app runs opens the sign-in', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Meet new people face to face');
  expect(html).toContain('data-testid="landing"');
  const errors = watchForErrors(page);
  await holdAppScript(page);
  await page.goto('/');
  // The app has not run: the heading and the button come from the HTML.
  await expect(page.getByRole('heading', { name: 'Meet new people face to face' })).toBeVisible();
  expect(await page.evaluate(() => '__vchat' in window)).toBe(false);
  await shot(page, 'prerender-landing-before-app');
  // The held tap asks for the sign-in sheet's code at once, beside the app script still on its
  // way (issue 21, tap → talking), not after the app has arrived and run.
  let appArrived = false;
  page.on('requestfinished', (r) => void (/\/assets\/index-[\w-]+\.js$/.test(r.url()) && (appArrived = true)));
  const sheetCode = page.waitForRequest(/\/assets\/LoginPopup-[\w-]+\.js$/, { timeout: HOLD_MS });
  await page.getByRole('button', { name: 'Start video chat' }).tap();
  await sheetCode;
  expect(appArrived).toBe(false);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with a quick account' })).toBeVisible();
  // The held tap went straight to the sign-in (the app never drew the landing to replay it on):
  // Back still returns to the landing, as after a tap on the app's own button.
  await page.goBack();
  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with a quick account' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a tap on "Sign in" before the app runs opens the sign-in, and a footer link still opens its page', async ({ page }) => {
  const errors = watchForErrors(page);
  await holdAppScript(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Meet new people face to face' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with a quick account' })).toBeVisible();
  // A held link is not one of the landing's buttons: the app replays it on its own page.
  await holdAppScript(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Meet new people face to face' })).toBeVisible();
  expect(await page.evaluate(() => '__vchat' in window)).toBe(false);
  await page.getByRole('link', { name: 'Get the mobile app' }).tap();
  await expect(page).toHaveURL(/\/download$/);
  expect(errors).toEqual([]);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });
  test('the English markup is never shown; the app draws the Arabic landing', async ({ page }) => {
    await holdAppScript(page);
    await page.goto('/');
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#root').evaluate((r) => r.childElementCount)).toBe(0);
    await expect(page.getByTestId('landing')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('Meet new people face to face')).toHaveCount(0);
  });
});

test('a signed-in viewer back on / is not shown the visitor landing', async ({ page }) => {
  await quickAccount(page);
  await expect(page).toHaveURL(/\/match$/);
  await holdAppScript(page);
  await page.goto('/');
  await page.waitForLoadState('domcontentloaded');
  expect(await page.locator('#root').evaluate((r) => r.childElementCount)).toBe(0);
  await expect(page).toHaveURL(/\/match$/, { timeout: 30_000 });
});
