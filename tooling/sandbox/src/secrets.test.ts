/**
 * Where the sandbox keeps its secrets (issue 16.1): the token-signing secret (database and
 * Prosody config), the component secrets and the admin token live in a data folder outside the
 * workspace, readable by the owner only. A folder inside the workspace is refused: the dev
 * server reads any workspace file through `/@fs/` (e2e/tests/secrets.spec.ts asks it to).
 */
import { mkdtempSync, rmSync, statSync, existsSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDataDir, findRepoRoot, isInside, prepareDataDir, secretFiles } from './dataDir.ts';
import { resolveOptions } from './options.ts';
import { startTestSandbox, stopTestSandbox, type TestSandbox } from './testkit.ts';

const mode = (p: string) => statSync(p).mode & 0o777;

describe('data folder (issue 16.1)', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox();
  });
  afterAll(() => stopTestSandbox(sb));

  it('defaults to a folder outside the workspace', () => {
    const saved = process.env.SANDBOX_DATA_DIR;
    delete process.env.SANDBOX_DATA_DIR;
    try {
      const dir = resolveOptions({}).dataDir;
      expect(dir).toBe(defaultDataDir());
      expect(isInside(dir, findRepoRoot())).toBe(false);
    } finally {
      if (saved !== undefined) process.env.SANDBOX_DATA_DIR = saved;
    }
    expect(defaultDataDir({ XDG_STATE_HOME: '/var/state' })).toBe('/var/state/vchat-sandbox');
  });

  it('refuses a data folder inside the workspace', () => {
    const inside = join(findRepoRoot(), '.sandbox-data');
    expect(() => prepareDataDir(inside, () => undefined)).toThrow(/inside the workspace/);
    expect(() => prepareDataDir(join(findRepoRoot(), 'tooling', 'x'), () => undefined)).toThrow(/inside the workspace/);
  });

  it('keeps the folder 0700 and the admin token and Prosody config 0600', () => {
    expect(mode(sb.dataDir)).toBe(0o700);
    const [token, config] = secretFiles(sb.dataDir);
    expect(mode(token!)).toBe(0o600);
    expect(mode(config!)).toBe(0o600);
    expect(readFileSync(config!, 'utf8')).toContain('vctoken_secret');
  });

  it('moves an older build\'s <repo>/.sandbox-data out of a workspace once', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'vchat-ws-'));
    const state = mkdtempSync(join(tmpdir(), 'vchat-state-'));
    const saved = process.env.XDG_STATE_HOME;
    process.env.XDG_STATE_HOME = state;
    try {
      mkdirSync(join(scratch, '.sandbox-data'));
      writeFileSync(join(scratch, '.sandbox-data', 'admin-token'), 'old');
      prepareDataDir(defaultDataDir(), () => undefined, scratch);
      expect(existsSync(join(scratch, '.sandbox-data'))).toBe(false);
      expect(readFileSync(join(defaultDataDir(), 'admin-token'), 'utf8')).toBe('old');
      expect(mode(defaultDataDir())).toBe(0o700);
    } finally {
      if (saved === undefined) delete process.env.XDG_STATE_HOME;
      else process.env.XDG_STATE_HOME = saved;
      rmSync(scratch, { recursive: true, force: true });
      rmSync(state, { recursive: true, force: true });
    }
  });
});
