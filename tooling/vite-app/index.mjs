/**
 * Shared Vite config of the brand apps: React, vanilla-extract, the development proxy to
 * the sandbox (API, media and the XMPP WebSocket), and a build report of the brotli size of
 * what the landing route loads (entry JS + CSS and their static imports).
 *
 * Env: SANDBOX_URL (default http://127.0.0.1:8787), PROSODY_WS (default ws://127.0.0.1:5280).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { brotliCompressSync, constants } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';

/** Proxy rules for dev and preview: same-origin /api, /media, /upload, /analytics, /oauth and /xmpp (ARCHITECTURE.md). */
export function sandboxProxy(env = process.env) {
  const api = env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
  const ws = env.PROSODY_WS ?? 'ws://127.0.0.1:5280';
  return {
    '/api': { target: api, changeOrigin: true },
    '/media': { target: api, changeOrigin: true },
    '/upload': { target: api, changeOrigin: true },
    '/analytics': { target: api, changeOrigin: true },
    '/oauth': { target: api, changeOrigin: true },
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

/** Vite plugin: {@link rejectDotSegments} ahead of every other middleware (the proxy included). */
export function pathGuard() {
  return {
    name: 'vchat-path-guard',
    configureServer(server) {
      server.middlewares.use(rejectDotSegments);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rejectDotSegments);
    },
  };
}

/** Brotli size in bytes of a string or buffer (quality 11, as a CDN would serve it). */
export function brotliSize(data) {
  return brotliCompressSync(typeof data === 'string' ? Buffer.from(data) : data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/** Collects the entry chunk and its static imports: what the landing route loads first. */
export function landingFiles(bundle) {
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
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
  return [...seen].map((n) => bundle[n]).filter(Boolean);
}

function sizeReport(brand) {
  return {
    name: 'vchat-size-report',
    apply: 'build',
    generateBundle(_, bundle) {
      const files = landingFiles(bundle);
      let js = 0;
      let css = 0;
      for (const f of files) {
        const bytes = brotliSize(f.type === 'chunk' ? f.code : f.source);
        if (f.fileName.endsWith('.css')) css += bytes;
        else js += bytes;
      }
      const line = `[size] ${brand} landing route (brotli): JS ${js} B + CSS ${css} B = ${js + css} B in ${files.length} files`;
      if (process.env.SIZE_DETAIL) {
        const byPkg = new Map();
        for (const f of files) {
          if (f.type !== 'chunk') continue;
          for (const [id, m] of Object.entries(f.modules)) {
            const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? (/\/(packages|apps|tooling)\/([^/]+)/.exec(id)?.slice(1).join('/') ?? 'other');
            byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + m.renderedLength);
          }
        }
        for (const [pkg, n] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${String(n).padStart(8)} B rendered  ${pkg}`);
      }
      this.info?.(line);
      console.log(line);
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
 * id, name, shortName, description, logo, themeColor, backgroundColor.
 */
export function brandViteConfig({ brand, port = 5173 }) {
  return defineConfig({
    plugins: [pathGuard(), react(), vanillaExtractPlugin(), sizeReport(brand.id), pwa(brand)],
    server: { port, strictPort: false, host: '127.0.0.1', proxy: sandboxProxy() },
    preview: { port, strictPort: false, host: '127.0.0.1', proxy: sandboxProxy() },
    build: { target: 'es2022', sourcemap: true, reportCompressedSize: false },
  });
}
