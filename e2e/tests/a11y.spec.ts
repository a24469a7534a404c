/**
 * Accessibility sweep (issue 21.4): axe-core's default rules find no violation on any §2
 * route or the overlays a viewer opens, signed out and signed in, on a phone (375 px, touch)
 * and on a desktop (1280 px), left to right and in Arabic, for fachat (this run's app); veego
 * and lumi (their own builds) are swept signed out, where their brand rules differ (their
 * colours are also checked pair by pair in ui-kit's `themes/contrast.test.ts`). Each test
 * visits its whole list, then fails once with every violation.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeLines, type AxeLine } from '../support/a11y.ts';
import { admin, apiAs, closePrompts, openWallHost, quickAccount, uiTexts } from '../support/helpers.ts';
import { writeStored } from '../support/appStorage.ts';
import { BRAND_PORTS } from '../support/ports.ts';
import { startBrandPreview } from '../support/servers.ts';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const SIGNED_OUT = ['/', '/login', '/download', '/userpassword', '/silveranchor', '/goddes'];
const SIGNED_IN = [
  '/', '/goddess', '/club', '/message', '/callrecord', '/task', '/domain', '/friendreq', '/deletemessagesettings',
  '/paymenthistory', '/languagesettings', '/personalhome', '/settings', '/editprofile', '/test', '/preview',
  '/checkoutCards?sku=gems_100', '/bindcheckout', '/upi?sku=gems_100', '/payresult', '/silveranchor', '/download', '/goddes',
];

/**
 * Visits each path and checks it. The first is loaded; the rest are reached the way the app
 * moves between routes (history push + popstate, no reload), which is what a viewer meets and
 * saves a boot per route.
 */
async function sweep(page: Page, paths: string[], tag: string, base = ''): Promise<AxeLine[]> {
  const out: AxeLine[] = [];
  for (const [i, p] of paths.entries()) {
    if (i === 0) await page.goto(base + p);
    else {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      }, p);
      await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe(p);
    }
    out.push(...(await axeLines(page, `${tag} ${p}`)));
  }
  return out;
}

/** The overlays of a signed-in viewer: her thread's sheets and menus, the coin store, the report dialog. */
async function overlays(page: Page, tag: string, lang: 'en' | 'ar'): Promise<AxeLine[]> {
  const out: AxeLine[] = [];
  const jid = await openWallHost(page, 0);
  const me = (await apiAs(page, 'common_service/get_manual_personal_info_v2')).data.jid as string;
  await admin('message', { from: jid, to: me, text: 'A message to act on' });
  await expect(page.getByTestId('message').getByText('A message to act on')).toBeVisible();
  out.push(...(await axeLines(page, `${tag} thread`)));
  const open = async (what: string, how: () => Promise<void>) => {
    await how();
    await expect(page.getByRole('dialog').last()).toBeVisible();
    out.push(...(await axeLines(page, `${tag} ${what}`)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await open('safety menu', () => page.getByTestId('safety-menu').click());
  await open('report dialog', async () => {
    await page.getByTestId('safety-menu').click();
    await page.getByTestId('safety-report').click();
  });
  await open('message actions', () => page.getByTestId('message').filter({ hasText: 'A message to act on' }).click({ button: 'right' }));
  await open('gift sheet', () => page.getByRole('button', { name: uiTexts(lang).message.attachGift }).click());
  await open('sticker sheet', () => page.getByRole('button', { name: uiTexts(lang).message.attachSticker }).click());
  return out;
}

async function signedInSweep(browser: Browser, device: typeof PHONE | typeof DESKTOP, lang: 'en' | 'ar', tag: string) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  try {
    await quickAccount(page, 20_000);
    await closePrompts(page);
    if (lang === 'ar') {
      await writeStored(page, 'currentLanguage', 'ar');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const lines = await sweep(page, SIGNED_IN, tag);
    lines.push(...(await overlays(page, tag, lang)));
    expect(lines, lines.join('\n')).toEqual([]);
  } finally {
    await context.close();
  }
}

async function signedOutSweep(browser: Browser, device: typeof PHONE | typeof DESKTOP, lang: 'en' | 'ar', tag: string, base = '', extra: string[] = []) {
  const context = await browser.newContext({ ...device, locale: lang === 'ar' ? 'ar' : 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto(`${base}/`);
    if (lang === 'ar') {
      await writeStored(page, 'currentLanguage', 'ar');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const lines = await sweep(page, [...SIGNED_OUT, ...extra], tag, base);
    expect(lines, lines.join('\n')).toEqual([]);
  } finally {
    await context.close();
  }
}

test('fachat signed out: phone and desktop, English and Arabic, no axe violation', async ({ browser }) => {
  test.setTimeout(150_000);
  await signedOutSweep(browser, PHONE, 'en', 'fachat phone en');
  await signedOutSweep(browser, DESKTOP, 'ar', 'fachat desktop ar');
});

test('fachat signed in, every route and overlay: phone in English, no axe violation', async ({ browser }) => {
  test.setTimeout(180_000);
  await signedInSweep(browser, PHONE, 'en', 'fachat phone en');
});

test('fachat signed in, every route and overlay: desktop in Arabic, no axe violation', async ({ browser }) => {
  test.setTimeout(180_000);
  await signedInSweep(browser, DESKTOP, 'ar', 'fachat desktop ar');
});

test('veego (phone, Arabic) and lumi (desktop, English) signed out, with the routes their brand opens: no axe violation', async ({ browser }) => {
  test.setTimeout(150_000);
  for (const [brand, device, lang] of [['veego', PHONE, 'ar'], ['lumi', DESKTOP, 'en']] as const) {
    const preview = await startBrandPreview(brand, BRAND_PORTS[brand]);
    try {
      await signedOutSweep(browser, device, lang, `${brand} ${lang}`, preview.url, ['/club', '/task', '/domain']);
    } finally {
      preview.stop();
    }
  }
});
