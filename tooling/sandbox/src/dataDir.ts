/**
 * The sandbox's data folder and the secrets in it (issue 16.1). The folder holds the
 * token-signing secret (database setting `jwt_secret`, and the generated Prosody config with
 * the component secrets) and the admin token, so:
 * - it lies outside the workspace (Vite's dev server serves workspace files through `/@fs/`);
 * - it is mode 0700 and its secret files 0600 (no other local user reads them);
 * - a data folder an older build kept at `<repo>/.sandbox-data` is moved out once.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prosodyPaths } from './xmpp/prosody.ts';

/** The monorepo root: the nearest ancestor folder holding pnpm-workspace.yaml. */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const up = dirname(dir);
    if (up === dir) return resolve(start, '..', '..', '..');
    dir = up;
  }
}

/**
 * The default data folder: `$XDG_STATE_HOME/vchat-sandbox`, else `~/.local/state/vchat-sandbox`.
 * Outside the workspace on purpose (issue 16.1): Vite's dev server can read any file of the
 * workspace through `/@fs/`, and this folder holds the token-signing and component secrets.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const state = env.XDG_STATE_HOME && isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : join(homedir(), '.local', 'state');
  return join(state, 'vchat-sandbox');
}

/** True when `path` is `dir` itself or lies inside it. */
export function isInside(path: string, dir: string): boolean {
  const rel = relative(resolve(dir), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Throws when `dataDir` lies inside the workspace (`repoRoot`): the dev server would hand its
 * secrets to any page that asks (issue 16.1).
 */
export function assertDataDirOutside(dataDir: string, repoRoot: string = findRepoRoot()): void {
  if (isInside(dataDir, repoRoot)) {
    throw new Error(
      `the sandbox data folder ${dataDir} lies inside the workspace ${repoRoot}, where the dev server can serve its secrets; ` +
        'choose a folder outside it (SANDBOX_DATA_DIR), or leave it unset for ' + defaultDataDir(),
    );
  }
}

/** Where older builds kept the data, inside the workspace. */
export const LEGACY_DATA_DIR_NAME = '.sandbox-data';

/**
 * Files and folders of a data folder that hold secrets: the admin token, the Prosody config
 * (token and component secrets), the database (token-signing secret, VAPID keys, password
 * hashes) and Prosody's own data. Absolute paths; some may not exist yet.
 */
export function secretFiles(dataDir: string): string[] {
  const p = prosodyPaths(dataDir);
  return [join(dataDir, 'admin-token'), p.config, join(dataDir, 'db'), p.data];
}

/**
 * Makes the data folder ready: refuses one inside the workspace, moves a legacy
 * `<repo>/.sandbox-data` to the default folder when that is the one in use and does not exist
 * yet, creates it (0700) and tightens its mode. Throws when the folder lies in the workspace.
 */
export function prepareDataDir(dataDir: string, log: (line: string) => void, repoRoot: string = findRepoRoot()): void {
  assertDataDirOutside(dataDir, repoRoot);
  const legacy = join(repoRoot, LEGACY_DATA_DIR_NAME);
  if (dataDir === defaultDataDir() && existsSync(legacy) && !existsSync(dataDir)) {
    mkdirSync(dirname(dataDir), { recursive: true, mode: 0o700 });
    try {
      renameSync(legacy, dataDir);
    } catch {
      // Another file system: copy, then remove the old copy.
      cpSync(legacy, dataDir, { recursive: true });
      rmSync(legacy, { recursive: true, force: true });
    }
    log(`moved the data folder out of the workspace: ${legacy} -> ${dataDir}`);
  } else if (existsSync(legacy)) {
    log(`warning: ${legacy} (an older build's data folder) holds secrets the dev server can serve; delete it`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}
