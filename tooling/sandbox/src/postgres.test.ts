/**
 * The sandbox against a server database (DATABASE_URL → node-postgres): a throwaway
 * PostgreSQL cluster is created with Debian's initdb in a temp folder on a free port, the
 * sandbox seeds it, answers from it, and finds its data again after a restart.
 * scripts/setup.sh installs PostgreSQL, so this runs in CI; without initdb it fails with
 * a message saying what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signIn, startTestSandbox } from './testkit.ts';

function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  const bin = version ? join(root, version, 'bin') : '';
  if (!bin || !existsSync(join(bin, 'initdb'))) throw new Error('PostgreSQL is not installed: run scripts/setup.sh (apt-get install postgresql)');
  return bin;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Runs a PostgreSQL tool as the postgres user when we are root (PostgreSQL refuses root). */
function asPg(bin: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const r = root ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' }) : spawnSync(bin, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

let dir = '';
let port = 0;
let bin = '';

beforeAll(async () => {
  bin = pgBin();
  dir = mkdtempSync(join(tmpdir(), 'vchat-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  port = await freePort();
  asPg(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  asPg(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(dir, 'log'), '-w', 'start']);
}, 120_000);

afterAll(() => {
  if (dir && existsSync(join(dir, 'data'))) {
    try {
      asPg(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* already stopped */
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('server database by URL (DATABASE_URL)', () => {
  it('seeds, serves and keeps data across a sandbox restart', async () => {
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const first = await startTestSandbox({ databaseUrl });
    let guestJid: string;
    try {
      const viewer = await signIn(first.apiUrl, '200001', 'viewer-one');
      const hot = await post(first.apiUrl, '/api/anchorlist_services/anchor_list_hot', { userInfo: viewer, data: { pageSize: 50, language: 'ar' } });
      expect(hot.json.result).toBe(1);
      expect(hot.json.data.list.length).toBeGreaterThanOrEqual(10);
      expect(hot.json.data.list.every((a: { language: string }) => a.language === 'ar')).toBe(true);
      const guest = await post(first.apiUrl, '/api/login_service/login', { data: { openId: 'pg-test-guest-000000001', token: '', channel: 'sandbox', credential: 'sandbox' } });
      guestJid = guest.json.data.userInfo.jid;
      expect(first.logs.some((l) => /seeded a fresh database/.test(l))).toBe(true);
    } finally {
      await first.dispose();
    }
    const second = await startTestSandbox({ databaseUrl });
    try {
      expect(second.logs.some((l) => /seeded a fresh database/.test(l))).toBe(false);
      const again = await post(second.apiUrl, '/api/login_service/login', { data: { openId: 'pg-test-guest-000000001', token: '', channel: 'sandbox', credential: 'sandbox' } });
      expect(again.json.data.userInfo.jid).toBe(guestJid);
    } finally {
      await second.dispose();
    }
  }, 120_000);
});
