/**
 * Release engineers (issue 22.2): the nine shared packages publish, and a project outside the
 * workspace can use them. A throwaway registry (verdaccio, on loopback, storage in a temp
 * folder) takes `pnpm release` (turbo run build:lib, then changeset publish). A scratch Vite
 * app in a temp folder installs the nine packages from that registry (the rest from npm's
 * configured registry); each installed package has its version, its dist `exports`, no
 * `workspace:` range, every file its `exports` name and no sources. The app uses
 * `@vchat/client` and `@vchat/ui-kit`, type-checks against their declarations, builds, and
 * renders a Button in the fachat theme, which Chromium shows with the brand's colour.
 */
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runServer } from 'verdaccio';
import { PORTS } from '../support/ports.ts';
import { killGroup, startPreview } from '../support/servers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGES = ['domain', 'api-client', 'xmpp-chat', 'call-engine', 'chat-db', 'i18n', 'client', 'ui-kit', 'features'];

interface Manifest {
  name: string;
  version: string;
  devDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  publishConfig: { exports: Record<string, string | Record<string, string>> };
}
/** A package.json. */
const manifestAt = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** Runs a command to its end; rejects with its output when it fails. Its process group is killed on a timeout. */
function run(cmd: string, args: string[], opts: { cwd: string; env?: Record<string, string>; timeoutMs?: number }): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const timer = setTimeout(() => killGroup(child.pid), opts.timeoutMs ?? 300_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) ok(out);
      else fail(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out.slice(-4000)}`));
    });
  });
}

/** Every file under `dir` (path relative to it → bytes). */
function filesUnder(dir: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(join(dir, f));
    if (stat.isFile()) files.set(f, stat.size);
  }
  return files;
}

test('the shared packages publish to a registry, and a Vite app outside the workspace builds and renders a themed Button from them', async ({ page }) => {
  test.setTimeout(600_000); // builds nine packages, publishes them, installs and builds an app, on two cores
  const work = mkdtempSync(join(tmpdir(), 'vchat-publish-'));
  let registry: Server | undefined;
  let preview: { url: string; stop: () => void } | undefined;
  try {
    // 1. The registry: @vchat/* only, no uplink, publishing by a signed-in user.
    const port = PORTS.registry;
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

    // 3. A Vite app outside the workspace: @vchat/* from the registry, everything else as usual.
    const app = join(work, 'app');
    const workspace = Object.fromEntries(PACKAGES.map((dir) => [dir, manifestAt(join(ROOT, 'packages', dir))]));
    const kit = workspace['ui-kit']!;
    const pinned = { react: kit.devDependencies.react!, 'react-dom': kit.devDependencies['react-dom']!, vite: kit.devDependencies.vite! };
    const files: Record<string, string> = {
      'package.json': JSON.stringify({
        name: 'scratch', private: true, type: 'module',
        dependencies: { ...Object.fromEntries(Object.values(workspace).map((m) => [m.name, m.version])), react: pinned.react, 'react-dom': pinned['react-dom'] },
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

    // 4. Each package came from the registry at its version, with every file its exports name.
    for (const source of Object.values(workspace)) {
      const dir = join(app, 'node_modules', source.name);
      const published = manifestAt(dir);
      expect(published.version, `${source.name} installed at its version`).toBe(source.version);
      expect(published.exports).toEqual(source.publishConfig.exports);
      expect(Object.values(published.dependencies ?? {}).filter((v) => v.startsWith('workspace:'))).toEqual([]);
      const sizes = filesUnder(dir);
      const files = [...sizes.keys()];
      const bytes = [...sizes.values()].reduce((sum, n) => sum + n, 0);
      console.log(`[publish] ${source.name}@${source.version}: ${files.length} files, ${bytes.toLocaleString('en')} B unpacked`);
      const named = Object.values(published.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e))).map((f) => f.replace(/^\.\//, ''));
      for (const f of named) expect(files, `${source.name} has ${f}`).toContain(f);
      expect(files.filter((f) => f.startsWith('src/')), `${source.name} ships no sources`).toEqual([]);
    }

    // 5. The app type-checks against the published declarations, and builds.
    await run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: app });
    await run('pnpm', ['exec', 'vite', 'build'], { cwd: app });

    // 6. It renders: the Button, in fachat's brand colour.
    preview = await startPreview(app, PORTS.scratchApp, 'preview-scratch');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(preview.url);
    const button = page.getByRole('button', { name: 'Start video chat' });
    await expect(button).toBeVisible();
    await expect(page.locator('#client')).toHaveText('client ready');
    // fachat's brand gradient (#e3005a → #d93a00), and the kit's md height: the CSS and theme came with it.
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundImage)).toBe('linear-gradient(135deg, rgb(227, 0, 90) 0%, rgb(217, 58, 0) 100%)');
    expect((await button.boundingBox())!.height).toBe(44);
    expect(errors).toEqual([]);
  } finally {
    preview?.stop();
    await new Promise((ok) => (registry ? registry.close(ok) : ok(undefined)));
    rmSync(work, { recursive: true, force: true });
  }
});
