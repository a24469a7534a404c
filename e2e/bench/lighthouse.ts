/**
 * Lighthouse benchmark (issue 21.2): Lighthouse 13 (on Node 24, scripts/node.sh), mobile
 * preset with simulated throttling, on the built fachat app served like a CDN (`vite preview`
 * with brotli, VCHAT_PREVIEW_BROTLI=1) with the local sandbox behind it, in Debian's Chromium.
 * Two pages, one uncounted warm-up run and then 3 runs each (LIGHTHOUSE_RUNS), each figure the
 * median of its runs:
 *
 * - the landing, as a new visitor: storage and cache cleared before each run;
 * - the signed-in goddess wall (/goddess), as a returning viewer: signed in once (seeded viewer
 *   200003) in the same browser, storage and cache kept (Lighthouse's `disableStorageReset`).
 *
 * Also the JS+CSS bytes each page's first visit loads, as the browser received them (encoded
 * body sizes of /assets/ scripts and styles, brotli), with a cold cache. Prints the figures
 * and records them in the benchmark table (support/bench.ts); nothing here fails on a time.
 *
 * LIGHTHOUSE_PAGES=landing or =wall audits one of the two (a closer look at one page); both by
 * default, and only what ran is recorded.
 *
 * Run: `pnpm exec tsx bench/lighthouse.ts` in e2e/ after `pnpm exec turbo run build
 * --filter=@vchat/app-fachat` (`pnpm bench` does both). Its servers use ports from 28000
 * (E2E_PORT_BASE) so a running e2e suite is not disturbed; they and the browser are stopped
 * on exit, failure included.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Page } from '@playwright/test';

process.env.E2E_PORT_BASE ??= '28000';
process.env.VCHAT_PREVIEW_BROTLI = '1';
const { startServers } = await import('../support/servers.ts');
const { APP_URL } = await import('../support/ports.ts');
const { median, recordBench } = await import('../support/bench.ts');
const { signIn } = await import('../support/helpers.ts');
const { FULL_CHROMIUM_PATH } = await import('../support/browser.ts');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const VIEWER = { uid: '200003', password: 'viewer-three' };
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'landing,wall').split(',');
if (!PAGES.every((p) => p === 'landing' || p === 'wall')) throw new Error(`LIGHTHOUSE_PAGES: landing and/or wall, not ${PAGES.join(',')}`);

/** The figures of one Lighthouse run (ms, score 0–100). */
interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
}

let reports = 0;
async function audit(port: number, url: string, keepStorage: boolean): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
  // LIGHTHOUSE_REPORTS=<dir>: each run's full report (JSON) for a closer look.
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${++reports}-${new URL(url).pathname.replace(/\W+/g, '') || 'landing'}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const n = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse report for ${url} has no ${id}`);
    return v;
  };
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: n('largest-contentful-paint'),
    tbtMs: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    fcpMs: n('first-contentful-paint'),
    siMs: n('speed-index'),
  };
}

/** JS and CSS of /assets/ the page loaded (encoded bytes, as sent), after the network settled. */
async function assetBytes(page: Page): Promise<{ bytes: number; files: number }> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const assets = performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => /\/assets\/[^?]+\.(js|css)(\?|$)/.test(e.name));
    return { bytes: assets.reduce((n, e) => n + e.encodedBodySize, 0), files: new Set(assets.map((e) => e.name)).size };
  });
}

const summary = (runs: Run[]) => {
  const m = (k: keyof Run) => median(runs.map((r) => r[k]));
  return { score: m('score'), lcpMs: m('lcpMs'), tbtMs: m('tbtMs'), cls: m('cls'), fcpMs: m('fcpMs'), siMs: m('siMs') };
};
const runsText = (runs: Run[]) => `runs: ${runs.map((r) => r.score).join(', ')}`;

if (!existsSync(resolve(import.meta.dirname, '../../apps/fachat/dist/index.html'))) {
  throw new Error('apps/fachat is not built: pnpm exec turbo run build --filter=@vchat/app-fachat');
}
const stopServers = await startServers(0);
const chrome = await chromeLauncher.launch({
  chromePath: FULL_CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const stop = () => {
  try {
    chrome.kill();
  } catch {
    /* gone */
  }
  stopServers();
};
process.once('exit', stop);
try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0]!;
  const cdpOf = (page: Page) => context.newCDPSession(page);

  // Landing, a new visitor: the bytes of a cold first visit, then Lighthouse with storage reset.
  const page = await context.newPage();
  await page.goto(`${APP_URL}/`);
  const landingBytes = await assetBytes(page);
  // One uncounted run of each page first: a fresh browser's first audit pays its own start-up
  // (scored 62-65 where the next ones gave 76-81 here).
  const landing: Run[] = [];
  if (PAGES.includes('landing')) {
    await audit(chrome.port, `${APP_URL}/`, false);
    for (let i = 0; i < RUNS; i++) landing.push(await audit(chrome.port, `${APP_URL}/`, false));
  }

  // The signed-in wall: sign in once, then a cold-cache visit for its bytes, then Lighthouse
  // keeping storage (the signed-in viewer) between runs.
  await signIn(page, VIEWER, APP_URL);
  await page.evaluate(() => sessionStorage.setItem('completeProfileLater', '1'));
  const cdp = await cdpOf(page);
  await cdp.send('Network.clearBrowserCache');
  await page.evaluate(async () => {
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    for (const k of await caches.keys()) await caches.delete(k);
  });
  await page.goto(`${APP_URL}/goddess`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  const wallBytes = await assetBytes(page);
  await page.close();
  const wall: Run[] = [];
  if (PAGES.includes('wall')) {
    await audit(chrome.port, `${APP_URL}/goddess`, true);
    for (let i = 0; i < RUNS; i++) wall.push(await audit(chrome.port, `${APP_URL}/goddess`, true));
  }
  await browser.close().catch(() => undefined);

  const l = landing.length ? summary(landing) : null;
  const w = wall.length ? summary(wall) : null;
  const lhDetail = (s: ReturnType<typeof summary>, runs: Run[]) =>
    `median of ${runs.length}: LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}, FCP ${Math.round(s.fcpMs)} ms, SI ${Math.round(s.siMs)} ms; ${runsText(runs)}`;
  recordBench({ key: '3 landing-bytes-loaded', figure: 'landing JS+CSS loaded (brotli, cold)', value: landingBytes.bytes, unit: 'B', goal: { max: 120_000 }, detail: `${landingBytes.files} files` });
  recordBench({ key: '4 wall-bytes-loaded', figure: 'signed-in wall JS+CSS loaded (brotli, cold)', value: wallBytes.bytes, unit: 'B', goal: { max: 190_000 }, detail: `${wallBytes.files} files` });
  if (l) {
    recordBench({ key: '5 lighthouse-landing', figure: 'Lighthouse performance, landing', value: l.score, unit: 'score', goal: { min: 98 }, detail: lhDetail(l, landing) });
    recordBench({ key: '5.1 landing-lcp', figure: 'landing LCP (Lighthouse)', value: Math.round(l.lcpMs), unit: 'ms', goal: { max: 1800 } });
    recordBench({ key: '5.2 landing-tbt', figure: 'landing TBT (Lighthouse)', value: Math.round(l.tbtMs), unit: 'ms', goal: { max: 50 } });
  }
  if (w) recordBench({ key: '6 lighthouse-wall', figure: 'Lighthouse performance, signed-in wall', value: w.score, unit: 'score', goal: { min: 95 }, detail: lhDetail(w, wall) });
} finally {
  stop();
}
