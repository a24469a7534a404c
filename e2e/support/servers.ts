/**
 * Starts the sandbox (API + Prosody) and `vite preview` of the built fachat app as child
 * process groups, waits until both answer, and stops them by pid (the whole group, so
 * Prosody goes too) in teardown, on the runner's exit and on signals.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { portsOf, SANDBOX_URL } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '../..');
// One pid file per server set (app port): runs on different bases never stop each other's servers.
const pidFileOf = (appPort: number) => join(ROOT, `e2e/output/servers-${appPort}.json`);

async function waitFor(url: string, ms: number, proc: ChildProcess, name: string) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`${name} exited with ${proc.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer at ${url} within ${ms} ms`);
}

function start(name: string, cmd: string, args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  const p = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = `[${name}]`;
  p.stdout?.on('data', (d: Buffer) => process.env.E2E_VERBOSE && process.stdout.write(`${tag} ${d}`));
  p.stderr?.on('data', (d: Buffer) => process.stderr.write(`${tag} ${d}`));
  return p;
}

/** Kills a process group by pid; ignores groups that are gone. */
export function killGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const t = Date.now();
  while (Date.now() - t < 3000) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

/** Kills servers a crashed earlier run left behind on the set with app port `appPort`. */
export function killLeftovers(appPort: number) {
  const PIDFILE = pidFileOf(appPort);
  if (!existsSync(PIDFILE)) return;
  try {
    const { pids } = JSON.parse(readFileSync(PIDFILE, 'utf8')) as { pids: number[] };
    for (const pid of pids) killGroup(pid);
  } catch {
    /* unreadable: nothing to do */
  }
  rmSync(PIDFILE, { force: true });
}

/** The sandbox data folder of worker slot `slot` (tests/secrets.spec.ts checks no server hands out its files). */
export const sandboxDataDirOf = (slot: number) => process.env[`E2E_SANDBOX_DATA_DIR_${slot}`];

/**
 * Starts the server set of worker slot `slot` (ports: see ports.ts): the sandbox (API and
 * Prosody) and `vite preview` of the built fachat app. Resolves once both answer, with the
 * function that stops them; throws (having stopped them) when one does not come up.
 */
export async function startServers(slot = 0) {
  const ports = portsOf(slot);
  const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
  const appUrl = `http://127.0.0.1:${ports.app}`;
  const PIDFILE = pidFileOf(ports.app);
  killLeftovers(ports.app);
  const dataDir = mkdtempSync(join(tmpdir(), 'vchat-e2e-'));
  // The sandbox's admin token for this run: the children get it, and so do the test workers
  // (Playwright passes globalSetup's environment on), through SANDBOX_ADMIN_TOKEN.
  const adminToken = (process.env.SANDBOX_ADMIN_TOKEN ||= randomBytes(16).toString('hex'));
  process.env[`E2E_SANDBOX_DATA_DIR_${slot}`] = dataDir;
  // The app servers' proxy secret (the sandbox trusts their X-Forwarded-For) and the origins
  // whose pages may call the API: this set's preview, the other brands' and the dev server.
  process.env.SANDBOX_PROXY_SECRET ||= randomBytes(24).toString('hex');
  const origins = [ports.app, ports.veego, ports.lumi, ports.dev].map((p) => `http://127.0.0.1:${p}`);
  const sandboxDir = join(ROOT, 'tooling/sandbox');
  const sandbox = start(
    `sandbox-${slot}`,
    join(sandboxDir, 'node_modules/.bin/tsx'),
    ['src/cli.ts'],
    {
      SANDBOX_PORT: String(ports.sandbox),
      SANDBOX_PROSODY_HTTP_PORT: String(ports.prosodyHttp),
      SANDBOX_PROSODY_C2S_PORT: String(ports.prosodyC2s),
      SANDBOX_COMPONENT_PORT: String(ports.component),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_ADMIN_TOKEN: adminToken,
      SANDBOX_ALLOWED_ORIGINS: origins.join(','),
      // Every page of the suite is one address (127.0.0.1) to the sandbox, and the suite makes
      // over 20 quick accounts in an hour (more with CI's retries): the default guest throttle
      // (20 an hour per address, issue 16.6) would refuse the later ones. Its own tests are the
      // sandbox's (security.test.ts).
      SANDBOX_GUESTS_PER_HOUR: '500',
    },
    sandboxDir,
  );
  const appDir = join(ROOT, 'apps/fachat');
  const preview = start(
    `preview-${slot}`,
    join(appDir, 'node_modules/.bin/vite'),
    // E2E_APP_DIST: serve a build made elsewhere (`vite build --outDir <dir>`), so two runs on
    // one machine (other E2E_PORT_BASE) never serve each other's half-written build.
    ['preview', '--port', String(ports.app), '--strictPort', ...(process.env.E2E_APP_DIST ? ['--outDir', process.env.E2E_APP_DIST] : [])],
    { SANDBOX_URL: sandboxUrl, PROSODY_WS: `ws://127.0.0.1:${ports.prosodyHttp}` },
    appDir,
  );
  mkdirSync(dirname(PIDFILE), { recursive: true });
  writeFileSync(PIDFILE, JSON.stringify({ pids: [sandbox.pid, preview.pid] }));
  const stop = () => {
    killGroup(preview.pid);
    killGroup(sandbox.pid);
    rmSync(PIDFILE, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    await waitFor(`${sandboxUrl}/__sandbox/health`, 60_000, sandbox, 'sandbox');
    await waitFor(appUrl, 30_000, preview, 'preview');
    // The host suggestion (exclusive girl page) would cover the wall in tests that do not ask
    // for it; the test of that page turns it on for itself.
    const r = await fetch(`${sandboxUrl}/__sandbox/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-admin': adminToken },
      body: JSON.stringify({ contactPopupAfterS: 0 }),
    });
    if (!r.ok) throw new Error(`sandbox config: HTTP ${r.status}`);
  } catch (e) {
    stop();
    throw e;
  }
  return stop;
}

/**
 * Starts the fachat dev server (`vite`, as `pnpm dev` does) on `port` for a test; returns its URL
 * and a stop function (kills the process group). The caller stops it in `finally`.
 */
export async function startDevServer(port: number): Promise<{ url: string; stop: () => void }> {
  const appDir = join(ROOT, 'apps/fachat');
  const p = start('dev', join(appDir, 'node_modules/.bin/vite'), ['--port', String(port), '--strictPort', '--logLevel', 'error'], { SANDBOX_URL }, appDir);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => killGroup(p.pid);
  process.once('exit', stop);
  try {
    await waitFor(url, 30_000, p, 'dev');
  } catch (e) {
    stop();
    throw e;
  }
  return { url, stop };
}

/**
 * Starts `vite preview` of another brand's build (veego, lumi) on `port` for a test; returns
 * its URL and a stop function (kills the process group). The caller stops it in `finally`.
 */
export async function startBrandPreview(brand: 'veego' | 'lumi', port: number): Promise<{ url: string; stop: () => void }> {
  const appDir = join(ROOT, 'apps', brand);
  if (!existsSync(join(appDir, 'dist/index.html'))) throw new Error(`apps/${brand} is not built (pnpm exec turbo run build)`);
  return startPreview(appDir, port, `preview-${brand}`);
}

/**
 * Starts `vite preview` of the built Vite app in `appDir` (its own node_modules/.bin/vite) on
 * `port`; returns its URL and a stop function (kills the process group). The caller stops it
 * in `finally`.
 */
export async function startPreview(appDir: string, port: number, name: string): Promise<{ url: string; stop: () => void }> {
  const p = start(name, join(appDir, 'node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { SANDBOX_URL }, appDir);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => killGroup(p.pid);
  process.once('exit', stop);
  try {
    await waitFor(url, 30_000, p, name);
  } catch (e) {
    stop();
    throw e;
  }
  return { url, stop };
}
