// The dev/preview proxy guard (issue 8.5): a real Vite server with the brand apps' proxy rules
// in front of a stub "sandbox" that records every request it gets. Dot-segment paths must be
// answered 400 by Vite and never reach the sandbox; ordinary /api paths still go through.
import { createServer as createHttpServer, request } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'vite';
import { brotliDecompressSync } from 'node:zlib';
import { brotliPreview, devFileAccess, hasDotSegment, isSecretPath, pathGuard, routeFiles, sandboxProxy, signInFiles, sizeReport } from './index.mjs';

/** Sends a request with the path exactly as given (fetch would normalise it). */
function raw(port, path, method = 'POST') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { 'content-type': 'text/plain' } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : '{"uid":"200001","gemsBalance":999999}');
  });
}

let stub;
let vite;
let root;
const seen = [];

beforeAll(async () => {
  stub = createHttpServer((req, res) => {
    seen.push(req.url);
    res.end('{"result":1}');
  });
  await new Promise((r) => stub.listen(0, '127.0.0.1', r));
  root = mkdtempSync(join(tmpdir(), 'vite-guard-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  const proxy = sandboxProxy({ SANDBOX_URL: `http://127.0.0.1:${stub.address().port}`, PROSODY_WS: 'ws://127.0.0.1:9' });
  vite = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [pathGuard()], server: { port: 0, host: '127.0.0.1', proxy } });
  await vite.listen();
});

afterAll(async () => {
  await vite?.close();
  await new Promise((r) => stub?.close(r));
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('dev proxy path guard', () => {
  it('answers 400 to dot-segment paths and never forwards them', async () => {
    const port = vite.httpServer.address().port;
    for (const path of ['/api/%2e%2e/__sandbox/gems', '/api/%2E%2E/__sandbox/gems', '/api/..%2f__sandbox/gems', '/api/../__sandbox/gems', '/media/%2e%2e%2f__sandbox/gems', '/api/.%2e/__sandbox/gems']) {
      const r = await raw(port, path);
      expect(r.status, path).toBe(400);
    }
    expect(seen.filter((u) => u.includes('__sandbox'))).toEqual([]);
  });

  it('still forwards ordinary API paths', async () => {
    const port = vite.httpServer.address().port;
    const r = await raw(port, '/api/account_service/account?x=../y');
    expect(r.status).toBe(200);
    expect(seen).toContain('/api/account_service/account?x=../y');
  });

  it('hasDotSegment looks at the path only', () => {
    expect(hasDotSegment('/api/a/b')).toBe(false);
    expect(hasDotSegment('/api/a?next=../b')).toBe(false);
    expect(hasDotSegment('/api/./a')).toBe(true);
    expect(hasDotSegment('/api\\..\\__sandbox')).toBe(true);
  });
});

// Issue 16.1: a dev server built like the brand apps' (pathGuard + devFileAccess) in a scratch
// workspace that holds an older build's `.sandbox-data/`, a tooling folder and an env file.
// None of them may come out through `/@fs/`, with or without `?raw` / `?import`.
describe('dev server file access', () => {
  let ws;
  let dev;
  const SECRET = 'secret-token-3f9a1c';

  beforeAll(async () => {
    ws = mkdtempSync(join(tmpdir(), 'vite-fs-'));
    writeFileSync(join(ws, 'pnpm-workspace.yaml'), 'packages: [apps/*, packages/*]\n');
    for (const d of ['apps/web', 'packages/lib', '.sandbox-data/prosody', 'tooling/sandbox']) mkdirSync(join(ws, d), { recursive: true });
    writeFileSync(join(ws, 'apps/web/index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(ws, 'packages/lib/ok.js'), 'export const ok = 1;\n');
    writeFileSync(join(ws, '.sandbox-data/admin-token'), SECRET);
    writeFileSync(join(ws, '.sandbox-data/prosody/prosody.cfg.lua'), `vctoken_secret = "${SECRET}"`);
    writeFileSync(join(ws, 'tooling/sandbox/notes.txt'), SECRET);
    writeFileSync(join(ws, '.env'), `TOKEN=${SECRET}`);
    const appRoot = join(ws, 'apps/web');
    dev = await createServer({ root: appRoot, configFile: false, logLevel: 'silent', plugins: [pathGuard()], server: { port: 0, host: '127.0.0.1', fs: devFileAccess(appRoot) } });
    await dev.listen();
  });

  afterAll(async () => {
    await dev?.close();
    if (ws) rmSync(ws, { recursive: true, force: true });
  });

  it('serves no secret of the workspace, however it is asked for', async () => {
    const port = dev.httpServer.address().port;
    const files = ['.sandbox-data/admin-token', '.sandbox-data/prosody/prosody.cfg.lua', 'tooling/sandbox/notes.txt', '.env'];
    for (const f of files) {
      // Reads through /@fs/ are refused outright.
      for (const path of [`/@fs${join(ws, f)}`, `/@fs${join(ws, f)}?raw`, `/@fs${join(ws, f)}?raw&t=1`]) {
        const r = await raw(port, path, 'GET');
        expect([400, 403, 404], `${path} → ${r.status}`).toContain(r.status);
        expect(r.body, path).not.toContain(SECRET);
      }
      // Other forms answer at most the app's page (SPA fallback) or a module exporting the URL.
      for (const path of [`/@fs${join(ws, f)}?import`, `/@fs${join(ws, f)}?url`, `/${f}`, `/${f}?raw`, `/../../${f}?raw`]) {
        const r = await raw(port, path, 'GET');
        expect(r.body, path).not.toContain(SECRET);
      }
    }
  });

  it('still serves the workspace packages the app imports', async () => {
    const port = dev.httpServer.address().port;
    const r = await raw(port, `/@fs${join(ws, 'packages/lib/ok.js')}`, 'GET');
    expect(r.status, r.body).toBe(200);
    expect(r.body).toContain('ok');
  });

  it('isSecretPath names secrets in dev and dot files in preview', () => {
    expect(isSecretPath('/@fs/x/.sandbox-data/admin-token?raw')).toBe(true);
    expect(isSecretPath('/@fs/x/%2esandbox-data/db')).toBe(true);
    expect(isSecretPath('/node_modules/.vite/deps/react.js')).toBe(false);
    expect(isSecretPath('/@fs/x/node_modules/.pnpm/react/index.js')).toBe(false);
    expect(isSecretPath('/assets/index-abc.js', { preview: true })).toBe(false);
    expect(isSecretPath('/.well-known/assetlinks.json', { preview: true })).toBe(false);
    expect(isSecretPath('/@fs/etc/passwd', { preview: true })).toBe(true);
    expect(isSecretPath('/.hidden', { preview: true })).toBe(true);
  });
});

describe('brotli preview (issue 21.2)', () => {
  /** Runs the plugin's middleware on one request; resolves with what it answered, or 'next'. */
  async function serve(env, dir, url, acceptEncoding = 'gzip, deflate, br') {
    return (await started(env, dir))(url, acceptEncoding);
  }

  /** Starts the plugin on `dir` once (as Vite does, awaiting it); returns a function that runs one request through it. */
  async function started(env, dir) {
    let handler = null;
    await brotliPreview(env).configurePreviewServer({ config: { root: dir, build: { outDir: 'dist' } }, middlewares: { use: (h) => (handler = h) } });
    return (url, acceptEncoding = 'gzip, deflate, br') => {
      if (!handler) return Promise.resolve('off');
      return new Promise((done) => {
        const headers = {};
        const res = { setHeader: (n, v) => (headers[n.toLowerCase()] = v), end: (body) => done({ headers, body }) };
        handler({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } }, res, () => done('next'));
      });
    };
  }

  /** Runs `fn` on a temporary app folder whose `dist/` holds `files` (path → text); removes it after. */
  async function withBuild(files, fn) {
    const dir = mkdtempSync(join(tmpdir(), 'vchat-br-'));
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, 'dist', path)), { recursive: true });
        writeFileSync(join(dir, 'dist', path), text);
      }
      await fn(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('serves built JS brotli-compressed to browsers that accept it, and only when turned on', async () => {
    const js = 'export const greeting = "hello";\n'.repeat(200);
    await withBuild({ 'assets/app-abc.js': js }, async (dir) => {
      const on = { VCHAT_PREVIEW_BROTLI: '1' };
      const r = await serve(on, dir, '/assets/app-abc.js?v=1');
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['content-type']).toMatch(/^text\/javascript/);
      expect(r.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(r.body).toString()).toBe(js);
      expect(r.body.length).toBeLessThan(js.length / 10);
      // No br in Accept-Encoding, a missing file, a page route, or the switch off: left to Vite.
      expect(await serve(on, dir, '/assets/app-abc.js', 'gzip')).toBe('next');
      expect(await serve(on, dir, '/assets/gone.js')).toBe('next');
      expect(await serve(on, dir, '/goddess')).toBe('next');
      expect(await serve({}, dir, '/assets/app-abc.js')).toBe('off');
    });
  });

  it('compresses every asset as the server starts, as a CDN has them ready, not at the first request', async () => {
    const css = '.a{color:red}\n'.repeat(100);
    await withBuild({ 'assets/nested/app-abc.css': css }, async (dir) => {
      const serveStarted = await started({ VCHAT_PREVIEW_BROTLI: '1' }, dir);
      // Changed on disk after the start: what is served is what the start compressed.
      writeFileSync(join(dir, 'dist/assets/nested/app-abc.css'), '.changed{}');
      const r = await serveStarted('/assets/nested/app-abc.css');
      expect(r.headers['content-type']).toMatch(/^text\/css/);
      expect(brotliDecompressSync(r.body).toString()).toBe(css);
      // A file that came after the start is compressed at its first request.
      writeFileSync(join(dir, 'dist/late.svg'), '<svg/>');
      expect(brotliDecompressSync((await serveStarted('/late.svg')).body).toString()).toBe('<svg/>');
    });
  });
});

describe('route byte budgets (issue 21.1)', () => {
  const chunk = (fileName, code, extra = {}) => ({ type: 'chunk', fileName, code, imports: [], viteMetadata: { importedCss: new Set() }, ...extra });
  const bundle = () => ({
    'index.js': chunk('index.js', 'import "./shared.js";'.repeat(50), { isEntry: true, imports: ['shared.js'], viteMetadata: { importedCss: new Set(['index.css']) } }),
    'shared.js': chunk('shared.js', 'export const shared = 1;'),
    'Page.js': chunk('Page.js', 'export const Page = "a page of its own";', { facadeModuleId: '/w/packages/f/src/Page.tsx', imports: ['shared.js', 'deep.js'] }),
    'deep.js': chunk('deep.js', 'export const deep = 2;'),
    'Other.js': chunk('Other.js', 'export const other = 3;', { facadeModuleId: '/w/packages/f/src/Other.tsx' }),
    'index.css': { type: 'asset', fileName: 'index.css', source: 'body{margin:0}' },
  });
  const names = (files) => files.map((f) => f.fileName).sort();

  it('a route is the entry, its static imports and CSS, and the chunks its lazy modules head', () => {
    expect(names(routeFiles(bundle()))).toEqual(['index.css', 'index.js', 'shared.js']);
    expect(names(routeFiles(bundle(), ['packages/f/src/Page.tsx']))).toEqual(['Page.js', 'deep.js', 'index.css', 'index.js', 'shared.js']);
    expect(() => routeFiles(bundle(), ['packages/f/src/Gone.tsx'])).toThrow('no chunk is headed by packages/f/src/Gone.tsx');
  });

  it('the sign-in sheet’s files a held landing tap fetches: its chunk, imports and CSS beyond the landing’s', () => {
    const b = bundle();
    b['Login.js'] = chunk('Login.js', 'export const Login = 1;', { facadeModuleId: '/w/packages/features/src/session/LoginPopup.tsx', imports: ['shared.js', 'deep.js'], viteMetadata: { importedCss: new Set(['Login.css']) } });
    b['Login.css'] = { type: 'asset', fileName: 'Login.css', source: '.a{color:red}' };
    expect(signInFiles(b).sort()).toEqual(['Login.css', 'Login.js', 'deep.js']);
    expect(() => signInFiles(bundle())).toThrow('no chunk is headed by packages/features/src/session/LoginPopup.tsx');
  });

  it('fails the build when a route is over its bytes or files, and prints every route', () => {
    const run = (budgets) => {
      const errors = [];
      sizeReport('fachat', budgets).generateBundle.call({ error: (m) => errors.push(m) }, {}, bundle());
      return errors;
    };
    const roomy = { landing: { lazy: [], maxBytes: 10_000, maxFiles: 3, goalBytes: 10_000, goalFiles: 3 }, page: { lazy: ['packages/f/src/Page.tsx'], maxBytes: 10_000, maxFiles: 5, goalBytes: 10_000, goalFiles: Infinity } };
    expect(run(roomy)).toEqual([]);
    expect(run({ ...roomy, page: { ...roomy.page, maxFiles: 4 } })).toEqual([expect.stringMatching(/page: \d+ B in 5 files, over its budget of 10000 B in 4 files/)]);
    expect(run({ ...roomy, landing: { ...roomy.landing, maxBytes: 20 } })).toEqual([expect.stringMatching(/landing: \d+ B in 3 files, over its budget of 20 B/)]);
  });
});
