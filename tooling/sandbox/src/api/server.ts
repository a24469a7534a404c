/**
 * The sandbox HTTP server (node:http): product API envelope, sandbox admin endpoints
 * (loopback only) and generated avatars.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { bareJid } from '@vchat/domain';
import type { AvatarCache } from '../avatars.ts';
import { hostStateAt, hostStatusAt } from '../hosts.ts';
import { ApiError, maintenanceStatus, ROUTES, setMaintenanceStatus, type ApiDeps } from './routes.ts';
import type { UserRow } from '../store.ts';

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Actions the admin endpoints need from the XMPP side. */
export interface HostActions {
  /** Makes host `from` send a text chat message to viewer `to` now; returns its mid. */
  sendHostMessage(from: string, to: string, text: string): Promise<string>;
}

/** Everything the server needs. */
export interface ServerDeps extends ApiDeps {
  avatars: AvatarCache;
  hostActions: () => HostActions | undefined;
  log: (line: string) => void;
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (c: Buffer) => {
      if (done) return;
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e) => {
      if (!done) reject(e);
      done = true;
    });
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

const fail = (res: ServerResponse, code: number, msg: string, status = 200) => send(res, status, { result: code, msg });

function isLoopback(req: IncomingMessage): boolean {
  const a = req.socket.remoteAddress ?? '';
  return a === '127.0.0.1' || a === '::1' || a === '::ffff:127.0.0.1' || a.startsWith('127.') || a.startsWith('::ffff:127.');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** First valibot issue as "data.a.b: message". */
function issueText(prefix: string, issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return `invalid ${prefix}`;
  const path = (issue.path ?? []).map((p) => String((p as { key: unknown }).key)).join('.');
  const where = path ? `${prefix}.${path}` : prefix;
  let msg = issue.message;
  if (issue.kind === 'schema' && issue.received === 'undefined') msg = 'is required';
  else if (issue.kind === 'schema' && issue.type !== 'literal' && issue.type !== 'picklist') msg = `expected ${issue.expected}, received ${issue.received}`;
  return `invalid ${where}: ${msg}`;
}

const EnvelopeSchema = v.object({
  deviceInfo: v.optional(v.nullable(v.looseObject({}))),
  clientInfo: v.optional(v.nullable(v.looseObject({}))),
  userInfo: v.optional(v.nullable(v.looseObject({}))),
  data: v.optional(v.nullable(v.unknown())),
});

const UserInfoSchema = v.object({
  uid: v.optional(v.union([v.string(), v.number()])),
  jid: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  role: v.optional(v.unknown()),
  vcToken: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
});

async function authenticate(userInfo: unknown, deps: ApiDeps): Promise<UserRow> {
  const parsed = v.safeParse(UserInfoSchema, userInfo);
  if (!parsed.success) throw new ApiError(-2, 'invalid token');
  const claims = await deps.tokens.verify(parsed.output.vcToken);
  if (!claims) throw new ApiError(-2, 'invalid token');
  const jid = bareJid(parsed.output.jid);
  if (claims.jid.toLowerCase() !== jid.toLowerCase()) throw new ApiError(-2, 'invalid token');
  if (parsed.output.uid !== undefined && parsed.output.uid !== '' && String(parsed.output.uid) !== jid.split('@')[0]!.split('_').pop()) {
    throw new ApiError(-2, 'invalid token');
  }
  const user = await deps.store.userByJid(claims.jid);
  if (!user) throw new ApiError(-2, 'invalid token');
  return user;
}

async function handleApi(path: string, req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    return fail(res, -1, 'method not allowed: use POST', 405);
  }
  const route = Object.hasOwn(ROUTES, path) ? ROUTES[path] : undefined;
  if (!route) {
    req.resume();
    return fail(res, -3, `unknown path /api/${path}`, 404);
  }
  const text = await readBody(req);
  const json = parseJson(text);
  if (!json.ok) return fail(res, -1, 'invalid JSON body');
  if (json.value === null || typeof json.value !== 'object' || Array.isArray(json.value)) {
    return fail(res, -1, 'body must be a JSON object');
  }
  const env = v.safeParse(EnvelopeSchema, json.value);
  if (!env.success) return fail(res, -1, issueText('body', env.issues).replace('invalid body.', 'invalid '));
  let caller: UserRow | undefined;
  if (route.auth) caller = await authenticate(env.output.userInfo, deps);
  const data = env.output.data ?? {};
  const parsed = v.safeParse(route.schema, data);
  if (!parsed.success) return fail(res, -1, issueText('data', parsed.issues));
  const out = await route.run(parsed.output, caller, deps);
  send(res, 200, { result: 1, msg: 'ok', data: out });
}

const AdminMaintenance = v.object({ status: v.picklist([0, 2], 'must be 0 or 2') });
const AdminClock = v.object({ now: v.nullable(v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'))) });
const AdminMessage = v.object({
  from: v.pipe(v.string(), v.minLength(1)),
  to: v.pipe(v.string(), v.minLength(1)),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)),
});

async function handleAdmin(path: string, req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  if (!isLoopback(req)) return send(res, 403, { ok: false, error: 'sandbox admin is loopback only' });
  if (path === 'health') {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { ok: false, error: 'use GET' });
    return send(res, 200, { ok: true });
  }
  if (path === 'anchors') {
    if (req.method !== 'GET') return send(res, 405, { ok: false, error: 'use GET' });
    const now = deps.clock.now();
    const list = (await deps.store.allAnchors()).map((a) => ({
      uid: a.uid,
      jid: a.jid,
      nickName: a.nickname,
      language: a.language,
      tzOffsetMinutes: a.tz_offset,
      dailyState: hostStateAt(now, a.tz_offset),
      status: hostStatusAt(now, a.tz_offset),
    }));
    return send(res, 200, { ok: true, now: new Date(now).toISOString(), list });
  }
  if (path.startsWith('messages')) {
    if (req.method !== 'GET') return send(res, 405, { ok: false, error: 'use GET' });
    const q = new URL(req.url ?? '/', 'http://sandbox.invalid').searchParams;
    const a = q.get('jid');
    const b = q.get('peer');
    if (!a || !b) return send(res, 400, { ok: false, error: 'query parameters jid and peer are required' });
    return send(res, 200, { ok: true, list: await deps.store.messagesBetween(bareJid(a), bareJid(b)) });
  }
  const schema = path === 'maintenance' ? AdminMaintenance : path === 'clock' ? AdminClock : path === 'message' ? AdminMessage : undefined;
  if (!schema) return send(res, 404, { ok: false, error: `unknown path /__sandbox/${path}` });
  if (req.method !== 'POST') return send(res, 405, { ok: false, error: 'use POST' });
  const json = parseJson(await readBody(req));
  if (!json.ok) return send(res, 400, { ok: false, error: 'invalid JSON body' });
  const parsed = v.safeParse(schema, json.value);
  if (!parsed.success) return send(res, 400, { ok: false, error: issueText('body', parsed.issues) });
  if (path === 'maintenance') {
    const { status } = parsed.output as v.InferOutput<typeof AdminMaintenance>;
    await setMaintenanceStatus(deps.store, status);
    return send(res, 200, { ok: true, maintananceStatus: await maintenanceStatus(deps.store) });
  }
  if (path === 'clock') {
    const { now } = parsed.output as v.InferOutput<typeof AdminClock>;
    const ms = now === null ? null : Date.parse(now);
    if (ms !== null && !Number.isFinite(ms)) return send(res, 400, { ok: false, error: 'invalid body.now: must be an ISO timestamp' });
    deps.clock.set(ms);
    return send(res, 200, { ok: true, now: new Date(deps.clock.now()).toISOString(), overridden: deps.clock.overridden });
  }
  const m = parsed.output as v.InferOutput<typeof AdminMessage>;
  const actions = deps.hostActions();
  if (!actions) return send(res, 503, { ok: false, error: 'XMPP is not running' });
  try {
    const mid = await actions.sendHostMessage(m.from, m.to, m.text);
    return send(res, 200, { ok: true, mid });
  } catch (e) {
    return send(res, 400, { ok: false, error: e instanceof Error ? e.message : String(e) });
  }
}

const AVATAR_RE = /^\/media\/avatars\/([A-Za-z0-9_-]{1,64})\.svg$/;

async function handleAvatar(uid: string, req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
  const user = await deps.store.userByUid(uid);
  if (!user) return send(res, 404, 'no such avatar');
  const svg = deps.avatars.svg(uid, user.kind);
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': Buffer.byteLength(svg),
    'Cache-Control': 'public, max-age=86400',
  });
  res.end(req.method === 'HEAD' ? undefined : svg);
}

async function handle(req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  const requestId = req.headers['x-request-id'];
  if (typeof requestId === 'string' && requestId.length <= 200) res.setHeader('X-Request-Id', requestId);
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', typeof origin === 'string' ? origin : '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? 'Content-Type, X-Request-Id'));
    res.setHeader('Access-Control-Max-Age', '600');
    res.writeHead(204);
    res.end();
    return;
  }
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  } catch {
    return fail(res, -3, 'unknown path', 404);
  }
  const p = url.pathname;
  try {
    if (p.startsWith('/api/')) return await handleApi(p.slice(5).replace(/\/+$/, ''), req, res, deps);
    if (p.startsWith('/__sandbox/')) return await handleAdmin(p.slice('/__sandbox/'.length), req, res, deps);
    const avatar = AVATAR_RE.exec(p);
    if (avatar) return await handleAvatar(avatar[1]!, req, res, deps);
    return fail(res, -3, `unknown path ${p}`, 404);
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      fail(res, -1, 'request body too large (limit 1 MB)', 413);
      res.on('finish', () => req.destroy());
      return;
    }
    if (e instanceof ApiError) return fail(res, e.code, e.message);
    deps.log(`internal error on ${p}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return fail(res, -500, 'internal server error', 500);
  }
}

/** Starts the HTTP server; resolves once it listens. */
export async function startHttpServer(deps: ServerDeps, port: number, host: string): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    handle(req, res, deps).catch((e) => {
      deps.log(`unhandled HTTP error: ${String(e)}`);
      if (!res.headersSent) fail(res, -500, 'internal server error', 500);
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    server,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
