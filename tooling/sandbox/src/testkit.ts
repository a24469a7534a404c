/** Helpers for the sandbox's own tests (not used at run time). */
import { mkdtempSync, rmSync } from 'node:fs';
import { expect } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { client, xml, type Client } from '@xmpp/client';
import type { Element } from '@xmpp/xml';
import WebSocket from 'ws';
import { startSandbox, type Sandbox, type SandboxOptions } from './index.ts';
import { pidAlive } from './xmpp/prosody.ts';


/** A sandbox on free ports in a temp data folder, plus the folder and collected log lines. */
export interface TestSandbox extends Sandbox {
  logs: string[];
  /** Stops the sandbox; removes the temp folder unless `keepData`. */
  dispose(keepData?: boolean): Promise<void>;
}

/**
 * Starts a sandbox on free ports in a fresh temp folder (or `options.dataDir`). Hosts answer
 * with text only unless `replyKinds` says otherwise.
 */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vchat-sandbox-'));
  const logs: string[] = [];
  const sb = await startSandbox({
    port: 0,
    prosodyHttpPort: 0,
    prosodyC2sPort: 0,
    componentPort: 0,
    replyDelayMs: 100,
    replyKinds: ['text'],
    log: (l) => logs.push(l),
    ...options,
    dataDir,
  });
  ADMIN_TOKENS.set(sb.apiUrl, sb.adminToken);
  const t: TestSandbox = {
    ...sb,
    logs,
    async dispose(keepData = false) {
      await sb.stop();
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // The pid changes when Prosody is restarted: read it live, not the copy the spread made.
  Object.defineProperty(t, 'prosodyPid', { get: () => sb.prosodyPid, enumerable: true });
  return t;
}

/** Stops a test sandbox and checks that its Prosody is gone (each test file's afterAll). */
export async function stopTestSandbox(sb: TestSandbox | undefined): Promise<void> {
  const pid = sb?.prosodyPid;
  await sb?.dispose();
  if (pid) expect(await waitPidGone(pid)).toBe(true);
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

/** Admin tokens of the sandboxes started by {@link startTestSandbox}, by API URL. */
const ADMIN_TOKENS = new Map<string, string>();

/** The `X-Sandbox-Admin` header of the sandbox at `apiUrl`, for `/__sandbox/*` paths. */
function adminHeader(apiUrl: string, path: string): Record<string, string> {
  const token = ADMIN_TOKENS.get(apiUrl);
  return path.startsWith('/__sandbox/') && token ? { 'x-sandbox-admin': token } : {};
}

/**
 * POSTs `body` (object → JSON, string/Buffer as is) to `apiUrl + path`. `/__sandbox/*` paths
 * get the sandbox's admin token unless `headers` says otherwise.
 */
export async function post(apiUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  const res = await fetch(apiUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...adminHeader(apiUrl, path), ...headers }, body: payload as BodyInit });
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

/** Calls a signed-in API path; `deviceInfo` fields are added to the envelope's (e.g. paymentCookies). */
export function call(apiUrl: string, path: string, userInfo: unknown, data: unknown = {}, deviceInfo: unknown = {}): Promise<Answer> {
  return post(apiUrl, `/api/${path}`, { deviceInfo: { language: 'en', ...(deviceInfo as object) }, clientInfo: { channel: 'B1' }, userInfo, data });
}

/** A connected test chat client with every stanza it received. */
export interface XmppTestClient {
  xmpp: Client;
  stanzas: Element[];
  /** Resolves with the first stanza (received or still to come) matching `pred`; rejects after `ms`. */
  next(pred: (s: Element) => boolean, ms?: number): Promise<Element>;
  /** Stops the client. */
  stop(): Promise<void>;
}

/**
 * Connects a chat client to the sandbox's WebSocket, waits until stream management is enabled
 * (TOOLCHAIN: sending earlier can drop the session), sends initial presence and waits until
 * Prosody has handled it (its echo to us; `awaitPresence: false` skips that wait, for a session
 * whose presence is meant to be dropped). Throws when either does not happen in time.
 */
export async function connectXmpp(sb: Sandbox, username: string, password: string, opts: { awaitPresence?: boolean } = {}): Promise<XmppTestClient> {
  const xmpp = client({ service: sb.xmppWebSocketUrl, domain: sb.domain, username, password, resource: `test-${Math.random().toString(36).slice(2, 8)}` });
  const stanzas: Element[] = [];
  const waiters: Array<{ pred: (s: Element) => boolean; resolve: (s: Element) => void }> = [];
  xmpp.on('error', () => undefined);
  xmpp.on('stanza', (s: Element) => {
    stanzas.push(s);
    for (const w of [...waiters]) {
      if (w.pred(s)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(s);
      }
    }
  });
  await xmpp.start();
  const sm = (xmpp as unknown as { streamManagement: { enabled: boolean } }).streamManagement;
  for (let i = 0; i < 100 && !sm.enabled; i++) await new Promise((r) => setTimeout(r, 20));
  if (!sm.enabled) throw new Error('stream management was not enabled');
  const next = (pred: (s: Element) => boolean, ms = 8000) =>
    new Promise<Element>((resolve, reject) => {
      const hit = stanzas.find(pred);
      if (hit) return resolve(hit);
      const w = { pred, resolve };
      waiters.push(w);
      setTimeout(() => {
        const i = waiters.indexOf(w);
        if (i >= 0) {
          waiters.splice(i, 1);
          reject(new Error('timed out waiting for a stanza'));
        }
      }, ms);
    });
  // Prosody sends our own initial presence back once it has handled it (RFC 6121 §4.2.2); only
  // then is the resource available, so a headline to the bare jid (hub ReChargeSuccess) reaches it.
  // Without this wait a loaded machine could route the next admin call's stanza first and drop it.
  const self = xmpp.jid!.toString();
  const echoed = next((s) => s.is('presence') && s.attrs.from === self && s.attrs.type === undefined);
  await xmpp.send(xml('presence'));
  if (opts.awaitPresence !== false) await echoed;
  else echoed.catch(() => undefined);
  return { xmpp, stanzas, next, stop: () => xmpp.stop().then(() => undefined, () => undefined) };
}

/** The extras JSON of a chat message stanza (read raw, attachments as sent). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export function rawExtras(s: Element): any {
  const text = s.getChild('extras', 'urn:vchat:extras:0')?.getText();
  return text ? JSON.parse(text) : undefined;
}

/** POSTs a sandbox admin call and returns its JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export async function admin(sb: Sandbox, path: string, body: unknown): Promise<any> {
  const r = await post(sb.apiUrl, `/__sandbox/${path}`, body);
  return r.json;
}

/** A frame between the hub and a host page. */
export interface TestFrame {
  action: string;
  sid: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  payload: any;
}

/** A fake host page: a `ws` client to `/__sandbox/host?jid=`, with every frame it got. */
export interface FakeHostPage {
  ws: WebSocket;
  frames: TestFrame[];
  /** Resolves with the first frame (received or to come) with this action and sid; rejects after `ms`. */
  next(action: string, sid: string, ms?: number): Promise<TestFrame>;
  send(action: string, sid: string, payload?: unknown): void;
}

/** Connects a fake host page for host `jid`. */
export async function fakeHostPage(sb: Sandbox, jid: string): Promise<FakeHostPage> {
  const ws = new WebSocket(`${sb.apiUrl.replace('http', 'ws')}/__sandbox/host?jid=${encodeURIComponent(jid)}`, { headers: { 'x-sandbox-admin': sb.adminToken } });
  const frames: TestFrame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d)) as TestFrame));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    async next(action, sid, ms = 8000) {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const f = frames.find((x) => x.action === action && x.sid === sid);
        if (f) return f;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`host page: no ${action} for ${sid}`);
    },
    send: (action, sid, payload = {}) => ws.send(JSON.stringify({ action, sid, payload })),
  };
}

/** Namespace of the hub's `<call>` element. */
export const CALL_NS = 'urn:vchat:call:0';

/** A signed-in viewer with a chat connection that speaks to the hub. */
export interface CallViewer {
  info: { uid: string; jid: string; role: number; vcToken: string };
  c: XmppTestClient;
  /** Sends `<call action sid>{payload}</call>` to `hub.<domain>`. */
  send(action: string, sid: string, payload?: unknown): Promise<void>;
  /** The first hub stanza with this action and sid (received or to come). */
  next(action: string, sid: string, ms?: number): Promise<Element>;
}

/** Signs a viewer in and connects it to XMPP. */
export async function callViewer(sb: Sandbox, uid: string, password: string): Promise<CallViewer> {
  const info = await signIn(sb.apiUrl, uid, password);
  const c = await connectXmpp(sb, info.jid.split('@')[0]!, info.vcToken);
  return {
    info,
    c,
    send: (action, sid, payload = {}) =>
      c.xmpp.send(xml('message', { to: `hub.${sb.domain}`, id: `${action}-${Math.random()}` }, xml('call', { xmlns: CALL_NS, action, sid }, JSON.stringify(payload)))),
    next: (action, sid, ms) =>
      c.next((s) => s.is('message') && s.getChild('call', CALL_NS)?.attrs.action === action && s.getChild('call', CALL_NS)?.attrs.sid === sid, ms),
  };
}

/** The JSON payload of a hub `<call>` stanza. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export function callPayload(s: Element): any {
  return JSON.parse(s.getChild('call', CALL_NS)!.getText());
}

/** GETs a sandbox admin path (`anchors`, `calls?jid=…`, `messages?jid=…&peer=…`) with the admin token; returns its JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export async function adminGet(sb: { apiUrl: string }, pathAndQuery: string): Promise<any> {
  const r = await fetch(`${sb.apiUrl}/__sandbox/${pathAndQuery}`, { headers: adminHeader(sb.apiUrl, '/__sandbox/') });
  return r.json();
}

/** Stored calls where `jid` is caller or callee (`GET /__sandbox/calls`), newest first. */
export async function storedCalls(sb: Sandbox, jid: string): Promise<Array<Record<string, unknown>>> {
  return (await adminGet(sb, `calls?jid=${encodeURIComponent(jid)}`)).list;
}
