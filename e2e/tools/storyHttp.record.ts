/**
 * Records the sandbox's HTTP answers that the feature screens' stories replay (issue 22.3:
 * "stories over a fake client (the headless client with a scripted transport)"). Not part of
 * the test run: `pnpm exec playwright test --project=record` (from e2e/) signs in as the
 * seeded viewer on a phone, opens every screen and overlay the stories show, and writes each
 * API path's answers (envelope `data`, the request's `data` beside it) to
 * packages/features/src/storybook/recorded.json. Answers come from the real sandbox, so they
 * pass the client's schemas; the stories then run without any server.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { signIn } from '../support/helpers.ts';

const OUT = resolve(import.meta.dirname, '../../packages/features/src/storybook/recorded.json');
const MEDIA = resolve(import.meta.dirname, '../../packages/features/src/storybook/media');

interface Recorded {
  request: unknown;
  data: unknown;
}

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('record the HTTP answers the feature stories replay', async ({ page }) => {
  test.setTimeout(180_000);
  const answers: Record<string, Recorded[]> = {};
  // Images the pages load from /media/ on their own (the landing's faces), beside those the answers name.
  const loaded = new Set<string>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (req.resourceType() === 'image' && path.startsWith('/media/')) loaded.add(path);
  });
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/') || res.request().method() !== 'POST') return;
    try {
      const body = (await res.json()) as { result: number; data?: unknown };
      if (body.result !== 1) return;
      const path = url.pathname.slice('/api/'.length);
      const request = (res.request().postDataJSON() as { data?: unknown } | null)?.data ?? null;
      const list = (answers[path] ??= []);
      // One answer per distinct request (a wall tab, a page), the first kept.
      if (!list.some((r) => JSON.stringify(r.request) === JSON.stringify(request))) list.push({ request, data: body.data ?? null });
    } catch {
      /* not JSON: not an API answer */
    }
  });
  // The landing as a new visitor sees it (its faces are /media/ avatars), then the viewer signs in.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await signIn(page);
  const visit = async (path: string, ready?: (p: Page) => Promise<void>) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (ready) await ready(page);
  };
  await visit('/');
  for (const tab of ['hot', 'new', 'follow']) await visit(`/goddess?tab=${tab}`);
  await visit('/goddess');
  await visit('/match');
  // The first host of the wall: her profile and her thread (gift and sticker sheets).
  const host = Object.values(answers)
    .flatMap((list) => list.flatMap((r) => ((r.data as { list?: unknown[] } | null)?.list ?? []) as { jid?: unknown; privateChatPrice?: unknown }[]))
    .find((a) => typeof a.jid === 'string' && a.privateChatPrice !== undefined);
  expect(host, 'the wall listed a host').toBeTruthy();
  const jid = String(host!.jid);
  await visit(`/anchorprofile?jid=${encodeURIComponent(jid)}`);
  await visit(`/message?jid=${encodeURIComponent(jid)}`);
  for (const name of ['Send a gift', 'Stickers']) {
    const b = page.getByRole('button', { name, exact: true });
    if (await b.count()) {
      await b.first().click();
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Escape');
    }
  }
  await visit('/message');
  // Dialling her (the suite's fake camera): the price and free-call answers of the call screen.
  await page.goto(`/video/${jid.split('@')[0]}?jid=${encodeURIComponent(jid)}`);
  await expect(page.getByTestId('call-screen')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const path of ['/callrecord', '/club', '/silveranchor', '/task', '/personalhome', '/editprofile', '/settings', '/languagesettings', '/deletemessagesettings', '/paymenthistory', '/support', '/friendreq', '/download', '/domain']) {
    await visit(path);
  }
  // The coin store ("Buy gems" on Me) and the card checkout of a package.
  await visit('/personalhome');
  await page.getByRole('button', { name: /Buy gems/ }).first().click();
  await expect(page.getByTestId('coin-store').locator('[data-sku]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await visit('/checkoutCards?sku=gems_500&country=US');
  // The images the answers point at (the sandbox's /media/ files: avatars, photos), saved
  // beside the answers and served by Storybook at the same paths; absolute URLs become paths.
  // Tokens are the sandbox run's, of no use elsewhere; the stories need none.
  let text = JSON.stringify(answers, null, 1).replace(/"vcToken": "[^"]*"/g, '"vcToken": "story-token"');
  const origin = new URL(page.url()).origin;
  text = text.replace(/https?:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\/media\//g, '/media/');
  const media = new Set([...(text.match(/\/media\/[\w./-]+\.(?:svg|jpg|jpeg|png|webp)/g) ?? []), ...loaded].filter((p) => /^\/media\/[\w./-]+\.(?:svg|jpg|jpeg|png|webp)$/.test(p) && !p.includes('..')));
  rmSync(MEDIA, { recursive: true, force: true });
  for (const path of media) {
    const res = await page.request.get(`${origin}${path}`);
    if (!res.ok()) continue;
    const file = resolve(MEDIA, `.${path.slice('/media'.length)}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await res.body());
  }
  writeFileSync(OUT, `${text}\n`);
  console.log(`recorded ${Object.keys(answers).length} paths, ${media.size} media files → ${OUT}`);
});
