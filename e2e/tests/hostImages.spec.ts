/**
 * Host images and country flags on a phone (issue 20.4, 20.5; spec §5, §9): the goddess wall,
 * a host's profile and match show avatars and host photos at the `/img480` size (served by
 * the sandbox), and each host's country flag named in the interface language, in English
 * and in Arabic (right to left), with nothing scrolling sideways or covered.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from '../support/helpers.ts';
import { layoutProblems } from '../support/layout.ts';
import { writeStored } from '../support/appStorage.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
// A shared, busy machine: sign-in (chat login included) may take longer than the default 10 s.
test.setTimeout(240_000);
const SLOW = { timeout: 45_000 };

/** Signs in as viewer one (support/helpers.ts signIn, with the longer wait). */
async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Account ID').fill('200001');
  await page.getByLabel('Password', { exact: true }).fill('viewer-one');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/match$/, SLOW);
}

const regionName = (code: string, ui: string) => new Intl.DisplayNames([ui], { type: 'region' }).of(code);

/** Waits until `img` has loaded a real picture (not a broken one). */
async function loaded(img: Locator) {
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), SLOW).toBe(true);
}

/** Waits until `flag` (an element whose background is its picture) paints a real picture. */
async function painted(flag: Locator) {
  await expect
    .poll(() => flag.evaluate(async (el) => {
      const url = /url\("?(.+?)"?\)$/.exec(getComputedStyle(el).backgroundImage)?.[1];
      if (!url?.startsWith('data:image/svg+xml')) return false;
      const img = new Image();
      img.src = url;
      await img.decode().catch(() => undefined);
      return img.naturalWidth > 0;
    }), SLOW)
    .toBe(true);
}

async function wall(page: Page) {
  await page.goto('/goddess');
  const grid = page.getByTestId('host-grid');
  await expect(grid.locator('li').first()).toBeVisible(SLOW);
  return grid;
}

test('wall, profile and match: photos at /img480 and country flags; phone, English and Arabic', async ({ page }) => {
  await signIn(page);
  let grid = await wall(page);

  // Host photos at the §9 size, really served (the card's other pictures: her flag, the gem of
  // her price).
  const photo = grid.locator('li').first().locator('img:not([data-flag]):not([data-tier])');
  await expect(photo).toHaveAttribute('src', /\/img480$/);
  await loaded(photo);

  // A flag on the cards, named after the host's country.
  const flag = grid.locator('[data-flag]:not([data-flag="global"])').first();
  await painted(flag);
  const code = (await flag.getAttribute('data-flag'))!;
  expect(code).toMatch(/^[A-Z]{2}$/);
  await expect(flag).toHaveAttribute('role', 'img');
  await expect(flag).toHaveAttribute('aria-label', regionName(code, 'en')!);
  const box = (await flag.boundingBox())!;
  expect(Math.round(box.width / box.height * 10) / 10).toBe(1.5);
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'flags-wall-375');

  // Arabic: right to left, the flag named in Arabic.
  await writeStored(page, 'currentLanguage', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', SLOW);
  grid = page.getByTestId('host-grid');
  const arFlag = grid.locator(`[data-flag="${code}"]`).first();
  await painted(arFlag);
  await expect(arFlag).toHaveAttribute('aria-label', /[\u0600-\u06FF]/);
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'flags-wall-375-ar');

  // The host's profile: photo at /img480, her flag beside her country's name.
  const jid = (await grid.locator('li').first().getAttribute('data-jid'))!;
  await page.goto(`/anchorprofile?jid=${encodeURIComponent(jid)}`);
  const profile = page.getByTestId('anchorprofile');
  await expect(profile).not.toHaveAttribute('aria-busy', 'true', SLOW);
  const country = page.getByTestId('anchor-country');
  await expect(country.locator('[data-flag]')).toBeVisible();
  const profilePhoto = profile.locator('img:not([data-flag]):not([data-tier])').first();
  await expect(profilePhoto).toHaveAttribute('src', /\/img480$/);
  await loaded(profilePhoto);
  expect(await layoutProblems(page)).toEqual([]);
  await shot(page, 'flags-profile-375-ar');

  await writeStored(page, 'currentLanguage', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(country).toContainText(/\w/);
  await shot(page, 'flags-profile-375');

  // Match: the card's photo at /img480, the flag and country in its line.
  await page.goto('/match');
  const card = page.getByTestId('match-card');
  await expect(card).toBeVisible(SLOW);
  const cardPhoto = card.locator('img:not([data-flag]):not([data-tier])').first();
  await expect(cardPhoto).toHaveAttribute('src', /\/img480$/);
  await loaded(cardPhoto);
  await expect(page.getByTestId('match-meta').locator('[data-flag]')).toBeVisible();
  await shot(page, 'flags-match-375');
});
