/** Helpers for the sandbox's own tests (not used at run time). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox, type SandboxOptions } from './index.ts';
import { pidAlive } from './xmpp/prosody.ts';

/** A sandbox on free ports in a temp data folder, plus the folder and collected log lines. */
export interface TestSandbox extends Sandbox {
  logs: string[];
  /** Stops the sandbox; removes the temp folder unless `keepData`. */
  dispose(keepData?: boolean): Promise<void>;
}

/** Starts a sandbox on free ports in a fresh temp folder (or `options.dataDir`). */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vchat-sandbox-'));
  const logs: string[] = [];
  const sb = await startSandbox({
    port: 0,
    prosodyHttpPort: 0,
    prosodyC2sPort: 0,
    componentPort: 0,
    replyDelayMs: 100,
    log: (l) => logs.push(l),
    ...options,
    dataDir,
  });
  return {
    ...sb,
    logs,
    async dispose(keepData = false) {
      await sb.stop();
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves true once `pid` is gone (polls up to `ms`). */
export async function waitPidGone(pid: number, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!pidAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !pidAlive(pid);
}

/** A raw HTTP answer. */
export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  json: any;
  text: string;
}

/** POSTs `body` (object → JSON, string/Buffer as is) to `apiUrl + path`. */
export async function post(apiUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  const res = await fetch(apiUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload as BodyInit });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** Signs in with uid/password and returns the `userInfo` block to send with signed-in calls. */
export async function signIn(apiUrl: string, uid: string, passwd: string): Promise<{ uid: string; jid: string; role: number; vcToken: string }> {
  const r = await post(apiUrl, '/api/login_service/user_pwd_login', { data: { uid, passwd } });
  if (r.json?.result !== 1) throw new Error(`sign-in failed: ${r.text}`);
  const u = r.json.data.userInfo;
  return { uid: u.id, jid: u.jid, role: u.role, vcToken: u.vcToken };
}

/** Calls a signed-in API path. */
export function call(apiUrl: string, path: string, userInfo: unknown, data: unknown = {}): Promise<Answer> {
  return post(apiUrl, `/api/${path}`, { deviceInfo: { language: 'en' }, clientInfo: { channel: 'B1' }, userInfo, data });
}
