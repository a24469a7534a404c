/**
 * Shared Vite config of the brand apps: React, vanilla-extract, the development proxy to
 * the sandbox (API, media and the XMPP WebSocket), and a build report of the brotli size of
 * what the landing route loads (entry JS + CSS and their static imports).
 *
 * Env: SANDBOX_URL (default http://127.0.0.1:8787), PROSODY_WS (default ws://127.0.0.1:5280).
 */
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderLanding } from './prerender.mjs';

export { prerenderLanding, prerenderGuard, withPrerender, PRERENDER_GUARD } from './prerender.mjs';

/**
 * Proxy rules for dev and preview: same-origin /api, /media, /upload, /analytics, /oauth and /xmpp
 * (ARCHITECTURE.md). HTTP requests carry `X-Forwarded-For` (the browser's address) and, when
 * SANDBOX_PROXY_SECRET is set (scripts/dev.mjs and the e2e setup set it for both sides), the
 * `X-Vchat-Proxy` secret that makes the sandbox trust that address for its sign-in throttles
 * (issue 16.6).
 */
export function sandboxProxy(env = process.env) {
  const api = env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
  const ws = env.PROSODY_WS ?? 'ws://127.0.0.1:5280';
  const http = { target: api, changeOrigin: true, xfwd: true, ...(env.SANDBOX_PROXY_SECRET ? { headers: { 'x-vchat-proxy': env.SANDBOX_PROXY_SECRET } } : {}) };
  return {
    '/api': { ...http },
    '/media': { ...http },
    '/upload': { ...http },
    '/analytics': { ...http },
    '/oauth': { ...http },
    '/xmpp': {
      target: ws,
      ws: true,
      changeOrigin: true,
      rewrite: () => '/xmpp-websocket',
      // A browser closing its chat socket resets the proxied one: expected, not an error.
      configure: (proxy) => {
        proxy.on('error', (err) => {
          if (err?.code !== 'ECONNRESET' && err?.code !== 'EPIPE') console.error('[xmpp proxy]', err?.message ?? err);
        });
      },
    },
  };
}

/**
 * True when a request target's path (before `?`/`#`) has a dot segment (`.`, `..`) or an
 * encoded `.`, `/` or `\` (`%2e`, `%2f`, `%5c`), or a backslash: anything a server could
 * normalise into a path outside the proxied prefix (`/api/%2e%2e/__sandbox/gems`, issue 8.5).
 */
export function hasDotSegment(url) {
  const cut = url.search(/[?#]/);
  const path = cut >= 0 ? url.slice(0, cut) : url;
  if (/%2e|%2f|%5c/i.test(path) || path.includes('\\')) return true;
  return path.split('/').some((seg) => seg === '.' || seg === '..');
}

/**
 * Connect middleware: answers 400 to any request whose path has a dot segment, before Vite's
 * proxy can forward it. Installed for dev and preview by {@link pathGuard}.
 */
export function rejectDotSegments(req, res, next) {
  if (hasDotSegment(req.url ?? '/')) {
    res.statusCode = 400;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('dot segments are not allowed in paths');
    return;
  }
  next();
}

/**
 * Names that never leave a dev or preview server, wherever they sit (issue 16.1): the sandbox's
 * data folder of older builds, its admin token and Prosody config, git metadata, env files,
 * keys. Matched against each decoded path segment.
 */
const SECRET_SEGMENT = /^(\.sandbox-data|\.git|\.env(\..*)?|\.ssh|\.npmrc|admin-token|prosody\.cfg\.lua|.*\.(pem|key|crt))$/i;

/** The decoded path segments of a request target (query and hash cut); null when undecodable. */
function segmentsOf(url) {
  const cut = url.search(/[?#]/);
  const path = cut >= 0 ? url.slice(0, cut) : url;
  try {
    return decodeURIComponent(path).split('/');
  } catch {
    return null;
  }
}

/**
 * True when a request target names a secret: a segment of {@link SECRET_SEGMENT} anywhere in its
 * path (`/@fs/<checkout>/.sandbox-data/admin-token`, `/.env`, `/.git/config`), or a path that
 * cannot be decoded. In preview (`preview: true`) also Vite's dev-only `/@fs/` and `/@id/`
 * prefixes and any dot segment but `/.well-known/` (the built app has no dot files).
 */
export function isSecretPath(url, { preview = false } = {}) {
  const segs = segmentsOf(url);
  if (!segs) return true;
  if (segs.some((s) => SECRET_SEGMENT.test(s))) return true;
  if (preview) {
    if (segs[1] === '@fs' || segs[1] === '@id') return true;
    if (segs.some((s, i) => s.startsWith('.') && !(i === 1 && s === '.well-known'))) return true;
  }
  return false;
}

function notFound(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('not found');
}

/** Connect middleware answering 404 to {@link isSecretPath} targets (dev and preview). */
export function rejectSecretPaths({ preview = false } = {}) {
  return (req, res, next) => (isSecretPath(req.url ?? '/', { preview }) ? notFound(res) : next());
}

/**
 * Vite plugin: {@link rejectDotSegments} and {@link rejectSecretPaths} ahead of every other
 * middleware (the proxy and Vite's `/@fs/` file serving included).
 */
export function pathGuard() {
  return {
    name: 'vchat-path-guard',
    configureServer(server) {
      server.middlewares.use(rejectDotSegments);
      server.middlewares.use(rejectSecretPaths());
    },
    configurePreviewServer(server) {
      server.middlewares.use(rejectDotSegments);
      server.middlewares.use(rejectSecretPaths({ preview: true }));
    },
  };
}

/** Brotli as a CDN serves static files: quality 11, the preview's bodies and the byte budgets alike. */
const CDN_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

const COMPRESSIBLE = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json' };

/**
 * Vite plugin: `vite preview` serves the built assets brotli-compressed (quality 11), as a CDN
 * does, to browsers that accept `br`, when `VCHAT_PREVIEW_BROTLI=1` (the benchmarks set it,
 * issue 21.2 and 21.6; the e2e suite does not, for its speed). Like a CDN's, the compressed
 * files are made ahead: every JS, CSS, SVG, JSON and manifest file of the build is compressed
 * before the server listens (about 2 s of CPU for fachat's 1.7 MB), so no visitor measured waits
 * for it or shares the CPU with it (a quality-11 pass over the entry chunk alone took about a
 * second). A file that appears later is compressed at its first request. Files under
 * `/assets/` are content-hashed, so they get a year of `immutable` caching.
 */
export function brotliPreview(env = process.env) {
  return {
    name: 'vchat-brotli-preview',
    async configurePreviewServer(server) {
      if (env.VCHAT_PREVIEW_BROTLI !== '1') return;
      const outDir = resolve(server.config.root, server.config.build.outDir);
      /** file → its brotli body (a failed compression is forgotten and left to Vite). */
      const cache = new Map();
      const compressed = (file) => {
        let body = cache.get(file);
        if (!body) {
          body = new Promise((done, fail) =>
            brotliCompress(readFileSync(file), CDN_BROTLI, (e, out) => (e ? fail(e) : done(out))),
          );
          body.catch(() => cache.delete(file));
          cache.set(file, body);
        }
        return body;
      };
      // Vite awaits this hook before it listens: the first request finds every file ready.
      await Promise.allSettled(filesUnder(outDir).filter((f) => COMPRESSIBLE[extname(f)]).map(compressed));
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split(/[?#]/)[0];
        const type = COMPRESSIBLE[extname(path)];
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !type || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        const file = join(outDir, path);
        if (!file.startsWith(outDir + sep) || !existsSync(file) || !statSync(file).isFile()) return next();
        compressed(file).then(
          (body) => {
            res.setHeader('Content-Type', `${type}; charset=utf-8`);
            res.setHeader('Content-Encoding', 'br');
            res.setHeader('Vary', 'Accept-Encoding');
            res.setHeader('Content-Length', String(body.length));
            if (path.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            res.end(req.method === 'HEAD' ? undefined : body);
          },
          () => next(),
        );
      });
    },
  };
}

/** Every file under `dir`, recursively (absolute paths); none when it does not exist. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

/**
 * What the dev server may read through `/@fs/` (issue 16.1): the app's own folder and the
 * workspace's `packages/` and `node_modules/`, nothing else of the checkout (not `tooling/`,
 * `e2e/`, `scripts/`, `.git`, nor an older build's `.sandbox-data/`); and never the names of
 * `deny` (Vite matches them with picomatch against absolute paths).
 */
export function devFileAccess(appRoot = process.cwd()) {
  const workspace = searchForWorkspaceRoot(appRoot);
  return {
    strict: true,
    allow: [appRoot, join(workspace, 'packages'), join(workspace, 'node_modules')],
    deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/.sandbox-data/**', '**/admin-token', '**/prosody.cfg.lua'],
  };
}

/** Brotli size in bytes of a string or buffer (quality 11, as a CDN would serve it). */
export function brotliSize(data) {
  return brotliCompressSync(typeof data === 'string' ? Buffer.from(data) : data, CDN_BROTLI).length;
}

/**
 * The files a route loads (issue 21.1): the entry chunk, the chunks headed by `lazyModules`
 * (workspace-relative module paths, e.g. `packages/features/src/discover/GoddessPage.tsx`, the
 * route's screen and the code it loads on demand), each with its static imports and CSS.
 * Throws when a module of `lazyModules` heads no chunk (moved or renamed: the budget would
 * silently measure less).
 */
export function routeFiles(bundle, lazyModules = []) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const seen = new Set();
  const walk = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const c = bundle[name];
    if (c?.type === 'chunk') {
      for (const i of c.imports) walk(i);
      for (const css of c.viteMetadata?.importedCss ?? []) seen.add(css);
    }
  };
  walk(entry.fileName);
  for (const m of lazyModules) {
    const head = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${m}`));
    if (!head) throw new Error(`no chunk is headed by ${m}`);
    walk(head.fileName);
  }
  return [...seen].map((n) => bundle[n]).filter(Boolean);
}

/**
 * Byte budgets of two routes (issue 21.1), brotli JS+CSS, checked by every build of every
 * brand: a route over `maxBytes` or `maxFiles` fails the build. `lazy`: what the route loads on
 * demand beyond the entry ({@link routeFiles}); the signed-in goddess wall loads its screen,
 * the chat connection and the local database.
 *
 * The limits are the figures of 2026-11-28 (after the entry's static imports became one chunk)
 * with a little room: they stop the routes growing. The issue's byte goals are printed beside
 * them and are not met yet.
 */
export const ROUTE_BUDGETS = {
  landing: { lazy: [], maxBytes: 176_000, maxFiles: 4, goalBytes: 120_000, goalFiles: 8 },
  wall: {
    lazy: ['packages/features/src/discover/GoddessPage.tsx', 'packages/xmpp-chat/src/index.ts', 'packages/chat-db/src/index.ts'],
    maxBytes: 231_000,
    maxFiles: 14,
    goalBytes: 190_000,
    goalFiles: Infinity,
  },
};

/** The module of the screen the landing's buttons open (spec §2: /login, the sign-in sheet). */
export const SIGN_IN_SCREEN = 'packages/features/src/session/LoginPopup.tsx';

/**
 * The output files (`assets/…`, JS and CSS) the sign-in sheet needs beyond what the landing
 * already loads, for the prerendered landing to fetch on a held tap (prerender.mjs). Throws when
 * no chunk is headed by {@link SIGN_IN_SCREEN}.
 */
export function signInFiles(bundle) {
  const landing = new Set(routeFiles(bundle).map((f) => f.fileName));
  return routeFiles(bundle, [SIGN_IN_SCREEN]).map((f) => f.fileName).filter((f) => !landing.has(f));
}

/** Brotli bytes of `files`, JS and CSS apart. */
function sizeOf(files) {
  let js = 0;
  let css = 0;
  for (const f of files) {
    const bytes = brotliSize(f.type === 'chunk' ? f.code : f.source);
    if (f.fileName.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { js, css, total: js + css, files: files.length };
}

/** SIZE_DETAIL=1: a route's rendered bytes by package; SIZE_DETAIL=modules: and its 60 largest modules (SIZE_ROUTE: which route, default landing). */
function printDetail(files) {
  const byPkg = new Map();
  for (const f of files) {
    if (f.type !== 'chunk') continue;
    for (const [id, m] of Object.entries(f.modules)) {
      const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? (/\/(packages|apps|tooling)\/([^/]+)/.exec(id)?.slice(1).join('/') ?? 'other');
      byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + m.renderedLength);
    }
  }
  for (const [pkg, n] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${String(n).padStart(8)} B rendered  ${pkg}`);
  if (process.env.SIZE_DETAIL === 'modules') {
    const mods = files.filter((f) => f.type === 'chunk').flatMap((f) => Object.entries(f.modules).map(([id, m]) => [id, m.renderedLength]));
    for (const [id, n] of mods.sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`  ${String(n).padStart(8)} B rendered  ${id.replace(/^.*\/(node_modules|packages)\//, '$1/')}`);
  }
}

/**
 * Vite plugin: prints each budgeted route's brotli bytes on every build (`[size] <brand> <route>
 * route (brotli): JS n B + CSS n B = n B in n files; budget …`) and fails the build when one is
 * over its budget ({@link ROUTE_BUDGETS}, or `budgets`).
 */
export function sizeReport(brand, budgets = ROUTE_BUDGETS) {
  return {
    name: 'vchat-size-report',
    apply: 'build',
    generateBundle(_, bundle) {
      const over = [];
      for (const [route, b] of Object.entries(budgets)) {
        const files = routeFiles(bundle, b.lazy);
        const s = sizeOf(files);
        const goal = `goal ${b.goalBytes} B${Number.isFinite(b.goalFiles) ? ` in ${b.goalFiles} files` : ''}`;
        const line = `[size] ${brand} ${route} route (brotli): JS ${s.js} B + CSS ${s.css} B = ${s.total} B in ${s.files} files; budget ${b.maxBytes} B in ${b.maxFiles} files (${goal})`;
        console.log(line);
        if (route === (process.env.SIZE_ROUTE || 'landing') && process.env.SIZE_DETAIL) printDetail(files);
        if (s.total > b.maxBytes || s.files > b.maxFiles) over.push(`${route}: ${s.total} B in ${s.files} files, over its budget of ${b.maxBytes} B in ${b.maxFiles} files`);
      }
      if (over.length) this.error(`[size] ${brand}: ${over.join('; ')} (tooling/vite-app ROUTE_BUDGETS)`);
    },
  };
}

/**
 * The web app manifest of a brand (issue 11): name, description, colours and icons from the
 * brand's identity data (apps/<brand>/src/brandInfo.ts).
 */
export function brandManifest(brand) {
  return {
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description: brand.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brand.backgroundColor,
    theme_color: brand.themeColor,
    icons: [
      { src: brand.logo, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The folder of the shared service worker source (packages/features/src/pwa/sw.ts). */
function serviceWorkerDir() {
  const require = createRequire(import.meta.url);
  // @vchat/features is a workspace package of every app; its package.json locates the source.
  return join(dirname(require.resolve('@vchat/features/package.json', { paths: [process.cwd()] })), 'src/pwa');
}

/**
 * The installable app (issue 11): the manifest, and the service worker built from
 * packages/features/src/pwa/sw.ts with the build's files precached (Workbox injectManifest).
 * The app registers the worker itself (features/src/pwa), in builds only.
 */
function pwa(brand) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: serviceWorkerDir(),
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'autoUpdate',
    manifestFilename: 'manifest.webmanifest',
    manifest: brandManifest(brand),
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Language files and large lazy chunks load on demand; the shell is what must work offline.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}

/**
 * The Vite config of one brand app. `brand` is its identity data (apps/<brand>/src/brandInfo.ts):
 * id, name, shortName, description, logo, themeColor, backgroundColor. The port is strict: the
 * sandbox lets only the app's own origin (`http://127.0.0.1:5173` by default) call its API.
 */
export function brandViteConfig({ brand, port = 5173 }) {
  return defineConfig({
    plugins: [pathGuard(), brotliPreview(), react(), vanillaExtractPlugin(), sizeReport(brand.id), prerenderLanding(process.env, signInFiles), pwa(brand)],
    server: { port, strictPort: true, host: '127.0.0.1', proxy: sandboxProxy(), fs: devFileAccess() },
    preview: { port, strictPort: true, host: '127.0.0.1', proxy: sandboxProxy() },
    build: {
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      // Everything the entry imports statically is one chunk (issue 21.1): the landing loaded 28
      // files, most of them small shared pieces each costing a request on a phone (first
      // paint 2.9 s under Lighthouse's throttling); now one script and one style sheet (1.7 s).
      // Routes and on-demand code stay in their own chunks.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
    },
  });
}
