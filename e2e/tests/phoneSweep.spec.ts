/**
 * The phone layout sweep (issue 17): every route and overlay a viewer reaches, signed out and
 * signed in with realistic data (a long name and bio, the long official message, 30 threads with
 * unread badges and long or Arabic host names, a call in progress), with phone emulation: at
 * 360x740 (the narrowest) left-to-right and in Arabic, and at 390x844 left-to-right. (390 in
 * Arabic was swept too, until the suite's time on CI passed 60 minutes; it was dropped because a
 * right-to-left layout problem shows first at the narrowest width; likewise 390 keeps only the
 * signed-in pages, the ones with data.) A screen fails when the
 * page scrolls sideways or a visible button or link is off screen or covered
 * (support/layout.ts). Each screen is saved to e2e/screenshots/sweep/<size>-<lang>-<screen>.png;
 * the test lists every problem it met.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { layoutProblems } from '../support/layout.ts';
import { admin, adminGet, SHOTS, uiTexts } from '../support/helpers.ts';
import { writeStored } from '../support/appStorage.ts';
import { SANDBOX_URL } from '../support/ports.ts';

const SIZES = [
  { name: '360', width: 360, height: 740 },
  { name: '390', width: 390, height: 844 },
] as const;
const LANGS = ['en', 'ar'] as const;
const DIR = join(SHOTS, 'sweep');
const texts = uiTexts;

/** The host names the threads get: long Latin, long unbroken, Arabic, mixed. */
const HOST_NAMES = [
  'Alexandra Konstantinopoulou-Vasquez de la Fuente',
  'نور الهدى عبد الرحمن الهاشمي',
  'Maximilianaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  'Priya Venkataraghavan Subramaniam',
  'Ayşe Gülşen Karaağaçlıoğlu',
];
const LONG_OFFICIAL =
  'Welcome to the app! Please read these notes about safety, payments and privacy before you start: never share passwords, ' +
  'gems are only sold in the store, and support will never ask for your card number. Read more at ' +
  'https://example.test/a-very-long-help-article-address-that-does-not-break-anywhere-because-it-is-one-word';

interface Viewer {
  uid: string;
  jid: string;
  role: number;
  vcToken: string;
}
interface Seeded {
  viewer: Viewer;
  hosts: Array<{ jid: string; uid: string }>;
  callHost: { jid: string; uid: string };
}

async function api(path: string, data: unknown, userInfo?: Viewer) {
  const r = await fetch(`${SANDBOX_URL}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceInfo: { language: 'en' }, clientInfo: {}, userInfo: userInfo ?? {}, data }),
  });
  const j = (await r.json()) as { result: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (j.result !== 1) throw new Error(`${path}: ${j.msg}`);
  return j.data;
}

/** A guest viewer with a long name and bio, gems, 30 threads and a long official message. */
async function seed(): Promise<Seeded> {
  const openId = `sweep${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`.padEnd(24, 'x');
  const login = await api('login_service/login', { openId, token: '', channel: 'sandbox', credential: 'sandbox' });
  const viewer: Viewer = { uid: login.userInfo.id, jid: login.userInfo.jid, role: 2, vcToken: login.userInfo.vcToken };
  await api('common_service/update_manual_personal_info_v2', {
    nickName: 'Bartholomew Featherstonehaugh',
    birthday: '1994-03-02',
    gender: 'male',
    about: 'I love long conversations about travel, cooking, old films and languages. '.repeat(3).slice(0, 290),
  }, viewer);
  await admin('wallet', { uid: viewer.uid, gems: 4990, paid: true });
  const anchors = ((await adminGet('anchors')) as { list: Array<{ jid: string; uid: string; status: string }> }).list;
  const callHost = anchors.find((a) => a.status === 'online') ?? anchors[0]!;
  // The call's host is one of the 30, so the call test adds no thread: the signed-in sweeps
  // after it expect 31 rows. (The first online host was sometimes past the first 30, and the
  // next language's sweep then found 32.)
  const hosts = [callHost, ...anchors.filter((a) => a !== callHost)].slice(0, 30);
  for (const [i, h] of hosts.entries()) {
    const name = `${HOST_NAMES[i % HOST_NAMES.length]}${i >= HOST_NAMES.length ? ` ${i}` : ''}`;
    await admin('message', { from: h.jid, to: viewer.jid, text: `Hi there! ${'This is a longer message to fill the preview. '.repeat(i % 3 + 1)}`, nickName: name });
  }
  await admin('message', { to: viewer.jid, type: 'official_message', text: LONG_OFFICIAL });
  return { viewer, hosts, callHost };
}

/** Opens the app signed in as `v` (the session the app keeps on the device), in `lang`. */
async function openSignedIn(page: Page, v: Viewer, lang: string) {
  await page.goto('/download');
  await writeStored(page, 'mainUser', { uid: v.uid, jid: v.jid, role: 2, vcToken: v.vcToken, nickName: '', name: '' });
  await writeStored(page, 'currentLanguage', lang);
  await page.goto('/goddess');
  await expect(page.locator('[data-testid="gems-balance"]:visible')).toBeVisible();
}

/** Checks and saves the screen; returns its problems prefixed with the screen's name. */
async function look(page: Page, tag: string, screen: string): Promise<string[]> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(250); // sheets settle (screenshots finish animations)
  // The picture first: the checks scroll each control into view.
  await page.screenshot({ path: join(DIR, `${tag}-${screen}.png`), animations: 'disabled' });
  const problems = await layoutProblems(page);
  return problems.map((p) => `${tag} ${screen}: ${p}`);
}

let seeded: Seeded;

test.beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  seeded = await seed();
});

for (const size of SIZES) {
  for (const lang of LANGS) {
    if (size.name === '390' && lang === 'ar') continue; // see the head of the file
    // At 390 only the signed-in pages (the ones with data): the signed-out pages and the call
    // screen are checked at 360 in both directions, where a layout problem shows first.
    const only390 = size.name === '390';
    test.describe(`phone ${size.name} ${lang}`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, isMobile: true, hasTouch: true });
      const tag = `${size.name}-${lang}`;

      if (!only390) test('signed out: landing, sign-in, password, download, not found, and the first visit with the cookie notice', async ({ browser }) => {
        test.setTimeout(120_000);
        // A first visit: no answer to the cookie notice yet.
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: true, hasTouch: true, storageState: { cookies: [], origins: [] }, locale: lang });
        const page = await context.newPage();
        const problems: string[] = [];
        try {
          await page.goto('/download');
          await writeStored(page, 'currentLanguage', lang);
          for (const [screen, url] of [
            ['landing', '/onlinevideochat'],
            ['login', '/login'],
            ['userpassword', '/userpassword'],
            ['download', '/download'],
            ['silveranchor', '/silveranchor'],
            ['notfound', '/no-such-page'],
          ] as const) {
            await page.goto(url);
            if (screen === 'landing') await expect(page.getByTestId('cookie-consent')).toBeVisible();
            problems.push(...(await look(page, tag, `out-${screen}`)));
          }
          await page.getByTestId('cookie-consent').getByRole('button').last().click();
          await page.goto('/login');
          problems.push(...(await look(page, tag, 'out-login-answered')));
        } finally {
          await context.close();
        }
        expect(problems).toEqual([]);
      });

      test('signed in: every page with 30 threads, long names and the long official message', async ({ page }) => {
        test.setTimeout(240_000);
        await openSignedIn(page, seeded.viewer, lang);
        const problems: string[] = [];
        const threadList = page.getByTestId('thread-list');
        for (const [screen, url] of [
          ['goddess', '/goddess'],
          ['match', '/match'],
          ['message', '/message'],
          ['callrecord', '/callrecord'],
          ['task', '/task'],
          ['club', '/club'],
          ['friendreq', '/friendreq'],
          ['deletemessagesettings', '/deletemessagesettings'],
          ['paymenthistory', '/paymenthistory'],
          ['anchorprofile', `/anchorprofile?jid=${encodeURIComponent(seeded.hosts[0]!.jid)}`],
          ['languagesettings', '/languagesettings'],
          ['personalhome', '/personalhome'],
          ['settings', '/settings'],
          ['editprofile', '/editprofile'],
          ['download', '/download'],
          ['silveranchor', '/silveranchor'],
          ['test', '/test'],
        ] as const) {
          await page.goto(url);
          if (screen === 'message') await expect(threadList.locator('li')).toHaveCount(31, { timeout: 15_000 });
          problems.push(...(await look(page, tag, screen)));
        }

        // Threads: a host's with her long name, and the official one with the long welcome.
        await page.goto('/message');
        await threadList.locator('li').nth(3).getByRole('button').click();
        await expect(page.getByTestId('message-list')).toBeVisible();
        problems.push(...(await look(page, tag, 'thread')));
        for (const [screen, label] of [['sticker-sheet', texts(lang).message.attachSticker], ['gift-sheet', texts(lang).message.attachGift]] as const) {
          const opener = page.getByRole('button', { name: label, exact: true }).first();
          if (await opener.isVisible()) {
            await opener.click();
            await expect(page.getByRole('dialog')).toBeVisible();
            problems.push(...(await look(page, tag, screen)));
            await page.goBack(); // Back closes the sheet (issue 17.9)
            await expect(page.getByRole('dialog')).toHaveCount(0);
          } else problems.push(`${tag} thread: no ${screen} button to open`);
        }
        await page.goto('/message');
        await threadList.locator('li[data-tid="localOfficial"] button').click();
        problems.push(...(await look(page, tag, 'thread-official')));

        // Overlays: the coin store, friends, sign-out confirm.
        await page.goto('/goddess');
        await page.locator('[data-testid="gems-balance"]:visible').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        problems.push(...(await look(page, tag, 'coin-store')));
        await page.goBack();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.goto('/personalhome');
        const friends = page.getByTestId('friends-row');
        if (await friends.count()) {
          await friends.first().click();
          problems.push(...(await look(page, tag, 'friends')));
          await page.goBack();
        }
        await page.goto('/settings');
        const signOut = page.getByTestId('logout-row');
        if (await signOut.count()) {
          await signOut.click();
          problems.push(...(await look(page, tag, 'sign-out-confirm')));
          await page.goBack();
        }
        expect(problems).toEqual([]);
      });

      if (!only390) test('a call in progress: the call screen with its controls', async ({ page, browser }) => {
        test.setTimeout(120_000);
        await openSignedIn(page, seeded.viewer, lang);
        const hostCtx = await browser.newContext();
        const host = await hostCtx.newPage();
        const problems: string[] = [];
        try {
          const { jid, uid } = seeded.callHost;
          await host.goto(`${SANDBOX_URL}/__sandbox/host.html?jid=${encodeURIComponent(jid)}&answerAfterMs=300`);
          await expect(host.locator('#status')).toHaveAttribute('data-state', 'idle');
          await page.goto(`/video/${uid}?jid=${encodeURIComponent(jid)}`);
          await expect(page.getByTestId('call-screen')).toBeVisible({ timeout: 20_000 });
          // Connected (call status 2, spec §4): the controls of a call in progress.
          await expect(page.getByTestId('call-screen')).toHaveAttribute('data-status', '2', { timeout: 20_000 });
          problems.push(...(await look(page, tag, 'call')));
          // Minimised: the ongoing-call bar over the pages, the thread's top bar below it.
          await page.getByRole('button', { name: texts(lang).call.minimise, exact: true }).click();
          await expect(page.getByTestId('ongoing-call')).toBeVisible();
          // In-app navigation only: a reload ends the call (issue 17.12).
          await page.locator('nav a[href="/goddess"]').first().click();
          await expect(page).toHaveURL(/\/goddess$/);
          problems.push(...(await look(page, tag, 'goddess-during-call')));
          await page.locator('nav a[href="/message"]').first().click();
          await page.getByTestId('thread-list').locator('li').nth(1).getByRole('button').click();
          await expect(page.getByTestId('message-list')).toBeVisible();
          await expect(page.getByTestId('ongoing-call')).toBeVisible();
          problems.push(...(await look(page, tag, 'thread-during-call')));
          await page.getByTestId('ongoing-call').getByRole('button', { name: texts(lang).call.hangUp, exact: true }).click();
          await expect(page.getByTestId('ongoing-call')).toHaveCount(0);
        } finally {
          await hostCtx.close();
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
