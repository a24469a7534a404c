/**
 * Build-time prerender of the landing (issue 21, Lighthouse LCP): after `vite build` writes the
 * app, the landing is rendered once in Debian's Chromium, as a new English-speaking visitor sees
 * it, and the markup inside `#root` is written into `index.html`. A phone then paints the
 * landing's heading from the HTML alone, without waiting for the app script (LCP was 2.5-2.9 s
 * under Lighthouse's throttling, all of it waiting on the script).
 *
 * At run time the app's first render replaces that markup (React's `createRoot` clears its
 * container on the first commit, in the same frame), so nothing is hydrated or half-alive. The
 * inline guard written beside it ({@link PRERENDER_GUARD}) keeps the markup only where it is
 * what the app would show: on `/` and `/onlinevideochat`, in English, signed out (the app's
 * hint in localStorage, `vchat.prerender`, see packages/features/src/app/prerender.ts); anywhere
 * else it empties `#root` before the first paint. Until the app is live it holds the first tap
 * on a button or link of the markup and the app replays it once mounted, so an early tap is
 * never lost.
 *
 * The render needs no backend: the build's files are served from a loopback server, `/api`,
 * `/analytics` and `/xmpp` requests are left unanswered (the landing's first render does not
 * wait on them) and the service worker is blocked. No Chromium (CHROMIUM_PATH,
 * /usr/bin/chromium-headless-shell or /usr/bin/chromium), or `VCHAT_PRERENDER=0`: the build
 * says so and keeps the plain `index.html`. A failed render fails the build.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

/** Paths the app's first render may call but the prerender never answers (no backend here). */
const BACKEND = /^\/(api|analytics|xmpp|upload|oauth)(\/|$)/;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

/**
 * The inline script written right after the prerendered `#root` (runs before the first paint).
 * Keeps the markup only on the landing's paths, when the app's hint says English and signed out
 * (`en`, or `en+c` once the cookie notice was answered: the notice is then taken out), or, with
 * no hint yet, when the browser's first language is English; otherwise empties `#root`. While
 * the markup stands it holds the first click on one of its buttons or links in
 * `window.__vchatEarlyClick` ({ tag, text }; `{}` while none) for the app to replay; the app sets
 * it to null once live, which ends the holding.
 *
 * `tapPreload`: the files (`/assets/…` paths, JS and CSS) of the screen the landing's buttons
 * open (the sign-in sheet). A button tap held before the app is live fetches them at once, beside
 * the app script still on its way, as `<link rel="modulepreload">` and style sheets: the app's
 * own import of them then finds them loaded (issue 21, tap → talking: the sheet's code was asked
 * for only after the app script had arrived and run, 0.6-1.1 s after the tap on a slow phone).
 */
export function prerenderGuard(tapPreload = []) {
  const files = JSON.stringify(tapPreload.filter((f) => /^\/[\w./-]+\.(js|css)$/.test(f)));
  return `(function(){var r=document.getElementById('root');try{var p=location.pathname,h=null;try{h=localStorage.getItem('vchat.prerender')}catch(e){}var l=(navigator.languages&&navigator.languages[0])||navigator.language||'';if((p!=='/'&&p!=='/onlinevideochat')||(h?h.slice(0,2)!=='en':!/^en(-|_|$)/i.test(l))){r.innerHTML='';return}if(h==='en+c'){var c=r.querySelector('[data-testid="cookie-consent"]');if(c)c.remove()}var f=${files},pre=function(){for(var i=0;i<f.length;i++){var k=document.createElement('link'),css=/\\.css$/.test(f[i]);k.rel=css?'stylesheet':'modulepreload';k.href=f[i];if(!css)k.crossOrigin='';document.head.appendChild(k)}f=[]};window.__vchatEarlyClick={};document.addEventListener('click',function(e){if(!window.__vchatEarlyClick)return;var t=e.target&&e.target.closest&&e.target.closest('button,a');if(!t||!r.contains(t))return;e.preventDefault();e.stopPropagation();window.__vchatEarlyClick={tag:t.tagName,text:t.textContent};if(t.tagName==='BUTTON')pre()},true)}catch(e){r.innerHTML=''}})()`;
}

/** The guard without files to fetch on a tap ({@link prerenderGuard}). */
export const PRERENDER_GUARD = prerenderGuard();

/**
 * The inline script that runs the entry module (`src`, a JSON string) after the HTML's first
 * paint: one frame later (at the latest after 1 s). Nothing is painted first in a hidden tab
 * (opened in the background: no frames come) or when the guard emptied `#root` (another route
 * or language, signed in): there it runs at once.
 * Until the app listens itself, it keeps the messages the service worker sends this page (a
 * push while the app is on screen, spec §4) in `window.__vchatEarlyWorkerMessages`, in order:
 * the browser hands them out from DOMContentLoaded on, before the entry has run, and one that
 * finds no listener is gone. The app takes them and sets the array to null
 * (packages/features/src/pwa/pwa.ts, listenForWorkerPushes).
 */
export function entryLoader(src) {
  return `(function(){var s=0,go=function(){if(!s){s=1;import(${src})}};try{var q=window.__vchatEarlyWorkerMessages=[];navigator.serviceWorker.addEventListener('message',function(e){if(window.__vchatEarlyWorkerMessages===q)q.push(e.data)})}catch(e){}var r=document.getElementById('root');if(!r||!r.firstElementChild||document.visibilityState==='hidden'){go();return}requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)})()`;
}

/**
 * Writes `rootHtml` into `html`'s empty `<div id="root"></div>`, with the guard after it (fetching
 * `tapPreload` on a held button tap, {@link prerenderGuard}), the theme class on `<html>`, and
 * the entry script preloaded at low priority and run after the first paint
 * ({@link entryLoader}). Throws when `html` has no empty root.
 */
export function withPrerender(html, rootHtml, htmlClass, tapPreload = []) {
  const empty = '<div id="root"></div>';
  if (!html.includes(empty)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  let out = html.replace(empty, () => `<div id="root">${rootHtml}</div>\n    <script>${prerenderGuard(tapPreload)}</script>`);
  if (htmlClass) out = out.replace(/<html([^>]*)>/, (_m, attrs) => `<html${attrs} class="${htmlClass.replace(/"/g, '')}">`);
  // The first screen is in the HTML now, so the app script no longer draws it. It is fetched at
  // once but at low priority (a module script in <head> is requested at High, like a render-
  // blocking one, ahead of the style sheet), and runs after the HTML's first paint ({@link entryLoader}).
  // Fetching it only after the first paint made Lighthouse's simulated LCP 1.0 s instead of
  // 2.1-2.3 s (it counts every request started before LCP; Chrome's own LCP is the prerendered
  // heading at first paint either way), but a tap on the landing then waited 0.5 s longer for
  // the sign-in sheet (2.0-2.2 s against 1.5-1.6 s, issue 21): the viewer's wait wins.
  const entry = out.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('prerender: index.html has no entry <script type="module" crossorigin src="...">');
  const src = JSON.stringify(entry[1]);
  out = out.replace(entry[0], () => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${entry[1]}">`);
  out = out.replace('</script>\n', () => `</script>\n    <script>${entryLoader(src)}</script>\n`);
  return out;
}

/** A loopback static server over `dir` (SPA fallback to index.html; backend paths never answered). */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
    if (BACKEND.test(path)) return; // left pending: the landing's first render does not wait on it
    const file = normalize(join(dir, path));
    const inside = file.startsWith(dir + sep);
    const target = inside && existsSync(file) && statSync(file).isFile() ? file : join(dir, 'index.html');
    if (!inside || (target !== file && extname(path))) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' });
    res.end(readFileSync(target));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

function chromiumPath(env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));
}

/**
 * Renders `/` of the build in `outDir` in Chromium and returns `#root`'s markup and `<html>`'s
 * class. Throws when the landing's heading does not render within 30 s.
 */
export async function renderLanding(outDir, executablePath) {
  const { chromium } = await import('playwright-core');
  const server = await serve(outDir);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#root [data-testid="landing"] h1', { timeout: 30_000 });
    // Two frames: effects that follow the first commit have run.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return await page.evaluate(() => ({ rootHtml: document.getElementById('root').innerHTML, htmlClass: document.documentElement.className }));
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}

/**
 * Vite plugin: prerenders the landing into the build's `index.html` (see the module comment),
 * before the service worker's precache list is made (vite-plugin-pwa works in `closeBundle`), so
 * the worker precaches the prerendered page. Prints one `[prerender]` line.
 * `tapFiles(bundle)`: the output file names (`assets/…`) a held button tap fetches ahead
 * ({@link prerenderGuard}); none when not given.
 */
export function prerenderLanding(env = process.env, tapFiles = () => []) {
  return {
    name: 'vchat-prerender-landing',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        if (env.VCHAT_PRERENDER === '0') return;
        const outDir = options.dir;
        const indexFile = join(outDir, 'index.html');
        if (!outDir || !existsSync(indexFile)) return;
        const executablePath = chromiumPath(env);
        if (!executablePath) {
          this.warn('[prerender] no Chromium (CHROMIUM_PATH, /usr/bin/chromium): index.html stays empty until the app script runs');
          return;
        }
        const { rootHtml, htmlClass } = await renderLanding(outDir, executablePath);
        const tap = tapFiles(bundle).map((f) => `/${f}`);
        writeFileSync(indexFile, withPrerender(readFileSync(indexFile, 'utf8'), rootHtml, htmlClass, tap));
        console.log(`[prerender] landing written into index.html: ${rootHtml.length} B of markup; a held tap fetches ${tap.length} files of the sign-in sheet`);
      },
    },
  };
}
