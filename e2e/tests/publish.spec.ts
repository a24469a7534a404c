/**
 * Release engineers (issue 22.2): the nine shared packages publish, and a project outside the
 * workspace can use them. A throwaway registry (verdaccio, on loopback, storage in a temp
 * folder) takes `pnpm release` (turbo run build:lib, then changeset publish); every package is
 * then on it at its version with each file its `exports` name. A scratch Vite app in a temp
 * folder installs `@vchat/client` and `@vchat/ui-kit` from that registry (the rest from npm's
 * configured registry), type-checks against their declarations, builds, and renders a
 * Button in the fachat theme, which Chromium shows with the brand's colour.
 */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { runServer } from 'verdaccio';

const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGES = ['domain', 'api-client', 'xmpp-chat', 'call-engine', 'chat-db', 'i18n', 'client', 'ui-kit', 'features'];
/** A workspace package's package.json. */
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string> };

/** A free loopback port. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as AddressInfo;
  await new Promise((ok) => probe.close(ok));
  return port;
}

/** Runs a command to its end; rejects with its output when it fails. Its process group is killed on a timeout. */
function run(cmd: string, args: string[], opts: { cwd: string; env?: Record<string, string>; timeoutMs?: number }): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const timer = setTimeout(() => {
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ }
    }, opts.timeoutMs ?? 300_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) ok(out);
      else fail(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out.slice(-4000)}`));
    });
  });
}

/** The file names in an npm tarball (.tgz: gzip of a ustar archive; names under package/). */
function tarballFiles(tgz: Buffer): string[] {
  const tar = gunzipSync(tgz);
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, len: number) => header.subarray(from, from + len).toString('utf8').replace(/\0.*$/s, '');
    const name = (field(345, 155) ? `${field(345, 155)}/` : '') + field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    if (field(156, 1) === '0' || field(156, 1) === '') names.push(name.replace(/^package\//, ''));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

test('the shared packages publish to a registry, and a Vite app outside the workspace builds and renders a themed Button from them', async ({ page }) => {
  test.setTimeout(600_000); // builds nine packages, publishes them, installs and builds an app, on two cores
  const work = mkdtempSync(join(tmpdir(), 'vchat-publish-'));
  let registry: Server | undefined;
  let preview: ChildProcess | undefined;
  try {
    // 1. The registry: @vchat/* only, no uplink, publishing by a signed-in user.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    registry = (await runServer({
      self_path: work,
      storage: join(work, 'storage'),
      auth: { htpasswd: { file: join(work, 'htpasswd'), max_users: 10 } },
      uplinks: {},
      packages: { '@vchat/*': { access: ['$all'], publish: ['$authenticated'] } },
      log: { type: 'stdout', format: 'pretty', level: 'error' },
      web: { enable: false },
    } as never)) as unknown as Server;
    await new Promise<void>((ok) => registry!.listen(port, '127.0.0.1', ok));
    const user = await fetch(`${url}-/user/org.couchdb.user:release`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'release', password: `pw-${Date.now()}`, type: 'user' }),
    });
    expect(user.status).toBe(201);
    const { token } = (await user.json()) as { token: string };
    const npmrc = join(work, 'npmrc');
    writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
    const registryEnv = { npm_config_registry: url, npm_config_userconfig: npmrc, NPM_CONFIG_USERCONFIG: npmrc };

    // 2. The release, as a release engineer runs it (no git tags: this is a rehearsal).
    const released = await run('pnpm', ['release', '--no-git-tag'], { cwd: ROOT, env: registryEnv, timeoutMs: 420_000 });
    expect(released).toContain('packages published successfully');

    // 3. Each package is on the registry at its version, with every file its exports name.
    for (const dir of PACKAGES) {
      const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
        publishConfig: { exports: Record<string, string | Record<string, string>> };
      };
      const doc = (await (await fetch(`${url}${manifest.name.replace('/', '%2f')}`)).json()) as {
        versions: Record<string, { exports: typeof manifest.publishConfig.exports; dist: { tarball: string }; dependencies?: Record<string, string> }>;
      };
      const published = doc.versions?.[manifest.version];
      expect(published, `${manifest.name}@${manifest.version} on the registry`).toBeTruthy();
      expect(published!.exports).toEqual(manifest.publishConfig.exports);
      expect(Object.values(published!.dependencies ?? {}).filter((v) => v.startsWith('workspace:'))).toEqual([]);
      const tgz = Buffer.from(await (await fetch(published!.dist.tarball)).arrayBuffer());
      const files = tarballFiles(tgz);
      console.log(`[publish] ${manifest.name}@${manifest.version}: ${files.length} files, ${tgz.length.toLocaleString('en')} B packed`);
      const named = Object.values(published!.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e))).map((f) => f.replace(/^\.\//, ''));
      for (const f of named) expect(files, `${manifest.name} has ${f}`).toContain(f);
      expect(files.filter((f) => f.startsWith('src/')), `${manifest.name} ships no sources`).toEqual([]);
    }

    // 4. A Vite app outside the workspace: @vchat/* from the registry, everything else as usual.
    const app = join(work, 'app');
    const kit = manifestOf('packages/ui-kit');
    const pinned = { react: kit.devDependencies.react!, 'react-dom': kit.devDependencies['react-dom']!, vite: kit.devDependencies.vite! };
    const clientVersion = manifestOf('packages/client').version;
    const kitVersion = kit.version;
    const files: Record<string, string> = {
      'package.json': JSON.stringify({
        name: 'scratch', private: true, type: 'module',
        dependencies: { '@vchat/client': clientVersion, '@vchat/ui-kit': kitVersion, react: pinned.react, 'react-dom': pinned['react-dom'] },
        devDependencies: { vite: pinned.vite, '@types/react': '^19', '@types/react-dom': '^19' },
      }),
      '.npmrc': `@vchat:registry=${url}\n`,
      'pnpm-workspace.yaml': 'packages: []\n',
      'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: false, lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: ['vite/client'] }, include: ['src'] }),
      'index.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>scratch</title></head><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>',
      'src/main.ts': [
        "import '@vchat/ui-kit/style.css';",
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import { Button } from '@vchat/ui-kit';",
        "import { theme } from '@vchat/ui-kit/themes/fachat';",
        "import { createClient } from '@vchat/client';",
        "const clientReady: string = typeof createClient === 'function' ? 'client ready' : 'no client';",
        "document.documentElement.classList.add(theme);",
        "createRoot(document.getElementById('root')!).render(",
        "  createElement('main', null, createElement(Button, { variant: 'primary', onClick: () => undefined }, 'Start video chat'), createElement('p', { id: 'client' }, clientReady)),",
        ');',
        '',
      ].join('\n'),
    };
    for (const [name, text] of Object.entries(files)) {
      const path = join(app, name);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, text);
    }
    await run('pnpm', ['install', '--prefer-offline'], { cwd: app, timeoutMs: 300_000 });
    await run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: app }); // the published declarations type the app
    await run('pnpm', ['exec', 'vite', 'build'], { cwd: app });

    // 5. It renders: the Button, in fachat's brand colour.
    const previewPort = await freePort();
    preview = spawn('pnpm', ['exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'], { cwd: app, detached: true, stdio: 'ignore' });
    await expect.poll(() => fetch(`http://127.0.0.1:${previewPort}/`).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${previewPort}/`);
    const button = page.getByRole('button', { name: 'Start video chat' });
    await expect(button).toBeVisible();
    await expect(page.locator('#client')).toHaveText('client ready');
    // fachat's brand gradient (#e3005a → #d93a00), and the kit's md height: the CSS and theme came with it.
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundImage)).toBe('linear-gradient(135deg, rgb(227, 0, 90) 0%, rgb(217, 58, 0) 100%)');
    expect((await button.boundingBox())!.height).toBe(44);
    expect(errors).toEqual([]);
  } finally {
    if (preview?.pid) try { process.kill(-preview.pid, 'SIGTERM'); } catch { /* gone */ }
    await new Promise((ok) => (registry ? registry.close(ok) : ok(undefined)));
    rmSync(work, { recursive: true, force: true });
  }
});
