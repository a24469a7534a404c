/**
 * Issue 16.1: no dev or preview server hands out the sandbox's secrets. The dev server (`vite`,
 * what `bash scripts/start.sh` runs) used to serve any checkout file through `/@fs/`, the
 * admin token and the generated Prosody config (token-signing and component secrets) included.
 * Checked here against the files of this run's sandbox, of the default data folder when there
 * is one, and of decoys where older builds kept them (`<checkout>/.sandbox-data/`).
 */
import { expect, test } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultDataDir, secretFiles } from '@vchat/sandbox/dataDir';
import { APP_URL, DEV_PORT, WORKER_SLOT } from '../support/ports.ts';
import { sandboxDataDirOf, startDevServer } from '../support/servers.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Up to `max` files under `p` (p itself when it is a file). */
function filesUnder(p: string, max = 6): string[] {
  if (!existsSync(p)) return [];
  if (statSync(p).isFile()) return [p];
  const out: string[] = [];
  for (const name of readdirSync(p)) {
    if (out.length >= max) break;
    out.push(...filesUnder(join(p, name), max - out.length));
  }
  return out;
}

/** Text a response must never contain: the first 24 printable characters of a file. */
function marker(file: string): string | undefined {
  const text = readFileSync(file).toString('latin1').replace(/[^\x20-\x7e]/g, '');
  return text.length >= 12 ? text.slice(0, 24) : undefined;
}

test('the dev server and vite preview refuse every secret file of the sandbox', async ({ request }) => {
  test.setTimeout(90_000);
  const runDir = sandboxDataDirOf(WORKER_SLOT);
  expect(runDir, 'global setup exports the data folder').toBeTruthy();
  const decoyDir = join(ROOT, '.sandbox-data', `e2e-decoy-${process.pid}`);
  mkdirSync(join(decoyDir, 'prosody'), { recursive: true });
  writeFileSync(join(decoyDir, 'admin-token'), 'decoy-admin-token-0123456789abcdef\n');
  writeFileSync(join(decoyDir, 'prosody', 'prosody.cfg.lua'), 'vctoken_secret = "decoy-secret-0123456789abcdef"\n');
  const dev = await startDevServer(DEV_PORT);
  try {
    const files = [...new Set([...secretFiles(runDir!), ...secretFiles(defaultDataDir()), ...secretFiles(decoyDir)].flatMap((p) => filesUnder(p)))];
    expect(files.length, 'the run has its admin token, Prosody config and database').toBeGreaterThanOrEqual(5);
    const rel = (f: string) => (f.startsWith(ROOT + '/') ? f.slice(ROOT.length + 1) : undefined);
    let asked = 0;
    for (const file of files) {
      const secret = marker(file);
      const targets: Array<[string, string]> = [
        [dev.url, `/@fs${file}`],
        [dev.url, `/@fs${file}?raw`],
        [dev.url, `/@fs${file}?raw&import`],
        [APP_URL, `/@fs${file}?raw`],
      ];
      const r = rel(file);
      if (r) targets.push([dev.url, `/${r}?raw`], [dev.url, `/${r}`], [APP_URL, `/${r}`]);
      for (const [base, path] of targets) {
        const res = await request.get(base + path, { failOnStatusCode: false, maxRedirects: 0 });
        asked++;
        expect([403, 404], `${base}${path} answered ${res.status()}`).toContain(res.status());
        if (secret) expect(await res.text(), `${base}${path}`).not.toContain(secret);
      }
    }
    console.log(`[figure] secret files asked through dev and preview: ${files.length} files, ${asked} requests, 0 served`);
    // The app itself is still served by both.
    expect((await request.get(dev.url + '/')).status()).toBe(200);
    expect((await request.get(APP_URL + '/')).status()).toBe(200);
  } finally {
    dev.stop();
    rmSync(decoyDir, { recursive: true, force: true });
    try {
      rmSync(join(ROOT, '.sandbox-data'), { recursive: false });
    } catch {
      /* not empty (a real older data folder): left alone */
    }
  }
});
