/**
 * The sandbox HTTP server (node:http): product API envelope, media upload, sandbox admin
 * endpoints (loopback only) and generated media (avatars, gifts, stickers, photos, uploads).
 */
import { ADMIN_TOKEN_HEADER, hasDotSegment, isOpenAdminPath, originAllowed, tokenMatches } from './adminGuard.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import * as v from 'valibot';
import { bareJid } from '@vchat/domain';
import type { AvatarCache } from '../avatars.ts';
import type { RasterCache } from '../raster.ts';
import { ProsodyUnavailableError } from '../xmpp/component.ts';
import { giftSvg } from '../catalog/gifts.ts';
import { photoSvg } from '../catalog/photos.ts';
import { stickerSvg } from '../catalog/stickers.ts';
import { hostStateAt, hostStatusAt } from '../hosts.ts';
import { ADMIN_MESSAGE_TYPES } from '../xmpp/anchors.ts';
import { accountClientKey, ApiError, maintenanceStatus, ROUTES, setMaintenanceStatus, type ApiDeps, type Route } from './routes.ts';
import { MONEY_ROUTES } from '../money/routes.ts';
import { PROFILE_ROUTES } from './profile.ts';
import { SOCIAL_ROUTES } from '../social/routes.ts';
import { SAFETY_ROUTES } from '../safety/routes.ts';
import { listReports, setViewerBlock } from '../safety/safetyStore.ts';
import { MATCH_ROUTES } from '../match/routes.ts';
import { NOTICE_ROUTES } from '../social/notices.ts';
import { analyticsLog, parseBatch, parsePageHit, storeBatch, storePageHit } from '../analytics/receiver.ts';
import { PUSH_ROUTES, PushPayloadSchema, sendPush } from '../push/push.ts';
import { approve, ApproveSchema, AuthorizeSchema, authorizePage, CLIENT_JS, MIN_PASSWORD_LENGTH } from '../oauth/oauth.ts';
import { handleUpload, serveUpload, type UploadQuota } from './upload.ts';
import { nulPath } from './nul.ts';
import { handleCallsAdmin } from '../calls/admin.ts';
import type { UserRow } from '../store.ts';
import type { TokenClaims } from '../tokens.ts';
import { setWallet } from '../calls/wallet.ts';
import { serveStory } from '../media/story.ts';
import { AdminSupport, setSupport, SUPPORT_ROUTES } from '../support/support.ts';
import type { HubControl } from '../xmpp/hub.ts';

export type { HostActions } from './routes.ts';

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Everything the server needs. */
export interface ServerDeps extends ApiDeps {
  avatars: AvatarCache;
  /** WebP copies of avatars and host photos at the `/img480` size; absent: the SVG is sent. */
  rasters?: RasterCache;
  /** The call hub, once its component is online (callbacks, ReChargeSuccess). */
  hub: () => HubControl | undefined;
  /** The per-start admin token every `/__sandbox/*` request must carry (see adminGuard.ts). */
  adminToken: string;
  /** The per-start key the host page's websocket needs, written only into the host page (issue 16.5). */
  hostPageKey: string;
  /** The port the server listens on, once known (own Origin check). */
  port: () => number;
  /** Kills Prosody (SIGKILL, as a crash) or starts it again on the same ports: the fault tests (issue 19.5). */
  prosody?: { kill(): Promise<void>; start(): Promise<void> };
  /** What one user may upload per UTC day (options.uploadQuota; issue 16.7). */
  uploadQuota: UploadQuota;
  /** Origins whose pages may call `/api` and `/upload` (options.allowedOrigins; issue 16.6). */
  allowedOrigins: readonly string[];
  /** Secret of the app's own proxy (`X-Vchat-Proxy`); its `X-Forwarded-For` is trusted (issue 16.6). */
  proxySecret: string | undefined;
}

/** Header the app's own dev/preview proxy sends with {@link ServerDeps.proxySecret}. */
export const PROXY_SECRET_HEADER = 'x-vchat-proxy';

/**
 * The real client of a request: the socket's address, or, for a loopback request from the app's
 * own proxy (it carries the proxy secret), the last `X-Forwarded-For` entry (the one that proxy
 * appended; earlier ones are whatever the client sent). Issue 16.6.
 */
export function clientAddress(req: IncomingMessage, proxySecret: string | undefined): string {
  const socket = req.socket.remoteAddress ?? '';
  if (!proxySecret || !isLoopback(req) || !tokenMatches(req.headers[PROXY_SECRET_HEADER], proxySecret)) return socket;
  const xff = req.headers['x-forwarded-for'];
  const last = (Array.isArray(xff) ? xff.join(',') : (xff ?? '')).split(',').map((a) => a.trim()).filter(Boolean).pop();
  return last && isIP(last) ? last : socket;
}

/**
 * Whether a browser page of `origin` may call `/api` or `/upload`: no Origin (not a page: tools,
 * tests, the Node client), one of the allowed app origins, or the sandbox's own. `null` and
 * every other origin are refused (issue 16.6).
 */
export function apiOriginAllowed(origin: string | string[] | undefined, deps: Pick<ServerDeps, 'allowedOrigins' | 'port'>): boolean {
  if (origin === undefined) return true;
  if (typeof origin !== 'string') return false;
  return deps.allowedOrigins.includes(origin) || originAllowed(origin, deps.port());
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
  if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.expected === 'never') msg = 'unknown field';
  else if (issue.kind === 'schema' && issue.received === 'undefined') msg = 'is required';
  else if (issue.kind === 'schema' && issue.type !== 'literal' && issue.type !== 'picklist') msg = `expected ${issue.expected}, received ${issue.received}`;
  return `invalid ${where}: ${msg}`;
}

/** Every product route: the slice's, the money side's (money/routes.ts) and the profile's (profile.ts). */
const ALL_ROUTES: Record<string, Route> = { ...ROUTES, ...MONEY_ROUTES, ...PROFILE_ROUTES, ...SOCIAL_ROUTES, ...NOTICE_ROUTES, ...PUSH_ROUTES, ...MATCH_ROUTES, ...SAFETY_ROUTES, ...SUPPORT_ROUTES };

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

async function authenticate(userInfo: unknown, deps: ApiDeps): Promise<{ user: UserRow; token: TokenClaims }> {
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
  return { user, token: claims };
}

/** Whether a request's userInfo carries a token at all (a visitor's is `{}`). */
function sentToken(userInfo: unknown): boolean {
  return typeof userInfo === 'object' && userInfo !== null && 'vcToken' in userInfo;
}

async function handleApi(path: string, req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    return fail(res, -1, 'method not allowed: use POST', 405);
  }
  const route = Object.hasOwn(ALL_ROUTES, path) ? ALL_ROUTES[path] : undefined;
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
  const nul = nulPath(json.value);
  if (nul) return fail(res, -1, `invalid ${nul}: must not contain NUL characters`, 400);
  const env = v.safeParse(EnvelopeSchema, json.value);
  if (!env.success) return fail(res, -1, issueText('body', env.issues).replace('invalid body.', 'invalid '));
  let caller: UserRow | undefined;
  let token: TokenClaims | undefined;
  if (route.auth === true || (route.auth === 'optional' && sentToken(env.output.userInfo))) {
    ({ user: caller, token } = await authenticate(env.output.userInfo, deps));
  }
  const data = env.output.data ?? {};
  const parsed = v.safeParse(route.schema, data);
  if (!parsed.success) return fail(res, -1, issueText('data', parsed.issues));
  const out = await route.run(parsed.output, caller, deps, { address: clientAddress(req, deps.proxySecret), deviceInfo: env.output.deviceInfo, token });
  send(res, 200, { result: 1, msg: 'ok', data: out });
}

const AdminMaintenance = v.object({ status: v.picklist([0, 2], 'must be 0 or 2') });
const AdminClock = v.object({ now: v.nullable(v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'))) });
const AdminMessage = v.object({
  from: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(300))),
  to: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  text: v.optional(v.pipe(v.string(), v.maxLength(4000))),
  type: v.optional(v.union([v.picklist(ADMIN_MESSAGE_TYPES), v.pipe(v.number(), v.integer())], `must be one of ${ADMIN_MESSAGE_TYPES.join(', ')} or a type number`)),
  attachment: v.optional(v.unknown()),
  sensitiveInfo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  filtered: v.optional(v.pipe(v.string(), v.maxLength(4000))),
  nickName: v.optional(v.pipe(v.string(), v.maxLength(200))),
  payPrice: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
  mid: v.optional(v.pipe(v.string(), v.regex(/^[\w.:@-]{1,200}$/, 'must be 1-200 of letters, digits and . _ : @ -'))),
});
const AdminConfirm = v.strictObject({});
const AdminGems = v.object({
  uid: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  gemsBalance: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000)),
  paid: v.optional(v.boolean()),
});

const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0, `must be 0..${max}`), v.maxValue(max, `must be 0..${max}`));
const AdminWallet = v.strictObject({
  uid: v.pipe(v.union([v.string(), v.number()], 'must be a uid (string or number)'), v.transform(String)),
  gems: v.optional(count(1_000_000_000)),
  paid: v.optional(v.boolean()),
  firstCallRemaining: v.optional(count(1_000_000)),
  paidUserFreeTimes: v.optional(count(1_000_000)),
  silverCallTimes: v.optional(count(1_000_000)),
});
const AdminConfig = v.strictObject({
  enableCallback: v.optional(v.boolean()),
  enablePaidUserFreeCall: v.optional(v.boolean()),
  enableSilverClub: v.optional(v.boolean()),
  enableLuckyBox: v.optional(v.boolean()),
  enableUserTaskEntrance: v.optional(v.boolean()),
  enableFavorite: v.optional(v.boolean()),
  enableQuickMatch: v.optional(v.boolean()),
  contactPopupAfterS: v.optional(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0..3600'), v.maxValue(3600, 'must be 0..3600'))),
  /** One billed minute, ms (issue 19.4 tests); null returns to the start option. */
  billingIntervalMs: v.optional(v.nullable(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1000, 'must be 1000..600000'), v.maxValue(600_000, 'must be 1000..600000')))),
});
/** `POST /__sandbox/viewer_block {"uid", "blocked", "reason"?}`: the viewer's config blockInfo (issue 20.18). */
const AdminViewerBlock = v.strictObject({
  uid: v.pipe(v.union([v.string(), v.number()], 'must be a uid (string or number)'), v.transform(String)),
  blocked: v.boolean('must be true or false'),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'must be at most 500 characters')), ''),
});
/** `POST /__sandbox/prosody {"action":"kill"|"start"}`: a chat server crash and its return (fault tests). */
const AdminProsody = v.strictObject({ action: v.picklist(['kill', 'start'], 'must be kill or start') });

const AdminCallback = v.strictObject({
  host: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(300, 'must be at most 300 characters')),
  viewer: v.pipe(v.union([v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(300, 'must be at most 300 characters')), v.number()], 'must be a uid or a jid'), v.transform(String)),
  storyLine: v.optional(v.boolean()),
});

/** Tells the viewer's clients about a raised balance (hub ReChargeSuccess); never fails the admin call. */
async function notifyRecharge(deps: ServerDeps, jid: string, before: number, after: number): Promise<void> {
  if (after <= before) return;
  try {
    await deps.hub()?.rechargeSuccess(jid, after);
  } catch (e) {
    deps.log(`ReChargeSuccess to ${jid} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

async function handleAdmin(path: string, req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  if (!isLoopback(req)) return send(res, 403, { ok: false, error: 'sandbox admin is loopback only' });
  if (!originAllowed(req.headers.origin, deps.port())) return send(res, 403, { ok: false, error: 'sandbox admin refuses requests from other origins' });
  if (!isOpenAdminPath(path, req.method) && !tokenMatches(req.headers[ADMIN_TOKEN_HEADER], deps.adminToken)) {
    return send(res, 401, { ok: false, error: `sandbox admin needs the ${ADMIN_TOKEN_HEADER} header (the token printed at start)` });
  }
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
  if (path === 'calls' || path === 'host.html') return handleCallsAdmin(path, req, res, deps.store, deps.hostPageKey);
  if (path === 'push') {
    // Sends a push to every subscription of a viewer through the web-push library (PUSH.md).
    if (req.method !== 'POST') return send(res, 405, { ok: false, error: 'use POST' });
    const json = parseJson(await readBody(req));
    if (!json.ok) return send(res, 400, { ok: false, error: 'invalid JSON body' });
    const parsed = v.safeParse(v.object({ uid: v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ...PushPayloadSchema.entries }), json.value);
    if (!parsed.success) return send(res, 400, { ok: false, error: issueText('body', parsed.issues) });
    const { uid, ...payload } = parsed.output;
    const results = await sendPush(deps.store, uid, payload, { agent: deps.pushAgent });
    return send(res, 200, { ok: true, results });
  }
  if (path === 'reports') {
    // Reports of hosts and messages (issue 20.16), newest first.
    if (req.method !== 'GET') return send(res, 405, { ok: false, error: 'use GET' });
    const list = (await listReports(deps.store.db)).map((r) => ({
      id: r.id, reporterUid: r.reporter_uid, hostJid: r.host_jid, mid: r.mid, reason: r.reason, note: r.note, createdAt: Number(r.created_at),
    }));
    return send(res, 200, { ok: true, list });
  }
  if (path === 'analytics') {
    if (req.method !== 'GET') return send(res, 405, { ok: false, error: 'use GET' });
    return send(res, 200, { ok: true, ...(await analyticsLog(deps.store.db)) });
  }
  if (path.startsWith('messages')) {
    if (req.method !== 'GET') return send(res, 405, { ok: false, error: 'use GET' });
    const q = new URL(req.url ?? '/', 'http://sandbox.invalid').searchParams;
    const a = q.get('jid');
    const b = q.get('peer');
    if (!a || !b) return send(res, 400, { ok: false, error: 'query parameters jid and peer are required' });
    return send(res, 200, { ok: true, list: await deps.store.messagesBetween(bareJid(a), bareJid(b)) });
  }
  const schemas: Record<string, v.GenericSchema> = {
    maintenance: AdminMaintenance,
    clock: AdminClock,
    message: AdminMessage,
    confirm: AdminConfirm,
    gems: AdminGems,
    wallet: AdminWallet,
    config: AdminConfig,
    callback: AdminCallback,
    prosody: AdminProsody,
    viewer_block: AdminViewerBlock,
    support: AdminSupport,
  };
  const schema = Object.hasOwn(schemas, path) ? schemas[path] : undefined;
  if (!schema) return send(res, 404, { ok: false, error: `unknown path /__sandbox/${path}` });
  if (req.method !== 'POST') return send(res, 405, { ok: false, error: 'use POST' });
  const json = parseJson(await readBody(req));
  if (!json.ok) return send(res, 400, { ok: false, error: 'invalid JSON body' });
  const nul = nulPath(json.value);
  if (nul) return send(res, 400, { ok: false, error: `invalid body.${nul}: must not contain NUL characters` });
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
  if (path === 'support') {
    const contact = await setSupport(deps.store, deps.domain, parsed.output as v.InferOutput<typeof AdminSupport>);
    return send(res, 200, { ok: true, ...contact });
  }
  if (path === 'gems') {
    const g = parsed.output as v.InferOutput<typeof AdminGems>;
    const u = await deps.store.setGems(g.uid, g.gemsBalance, g.paid);
    if (!u) return send(res, 404, { ok: false, error: `no user ${g.uid}` });
    if (u.kind === 'viewer') await notifyRecharge(deps, u.jid, u.gems_before, u.gems);
    return send(res, 200, { ok: true, uid: u.uid, gemsBalance: u.gems, paid: u.paid });
  }
  if (path === 'wallet') {
    const { uid, ...patch } = parsed.output as v.InferOutput<typeof AdminWallet>;
    const out = await setWallet(deps.store.db, uid, patch);
    if (!out) return send(res, 404, { ok: false, error: `no viewer ${uid}` });
    await notifyRecharge(deps, out.wallet.jid, out.gemsBefore, out.wallet.gems);
    return send(res, 200, { ok: true, wallet: out.wallet });
  }
  if (path === 'config') {
    const config = deps.callConfig.update(parsed.output as v.InferOutput<typeof AdminConfig>);
    return send(res, 200, { ok: true, config });
  }
  if (path === 'viewer_block') {
    const b = parsed.output as v.InferOutput<typeof AdminViewerBlock>;
    const u = await deps.store.userByUid(b.uid);
    if (!u || u.kind !== 'viewer') return send(res, 404, { ok: false, error: `no viewer ${b.uid}` });
    await setViewerBlock(deps.store.db, u.uid, b.blocked ? b.reason : null, deps.now());
    return send(res, 200, { ok: true, uid: u.uid, blockInfo: b.blocked ? { blocked: true, reason: b.reason } : { blocked: false } });
  }
  if (path === 'prosody') {
    if (!deps.prosody) return send(res, 503, { ok: false, error: 'Prosody is not controlled by this sandbox' });
    const { action } = parsed.output as v.InferOutput<typeof AdminProsody>;
    await (action === 'kill' ? deps.prosody.kill() : deps.prosody.start());
    return send(res, 200, { ok: true, action });
  }
  if (path === 'callback') {
    const c = parsed.output as v.InferOutput<typeof AdminCallback>;
    const hub = deps.hub();
    if (!hub) return send(res, 503, { ok: false, error: 'XMPP is not running' });
    const r = await hub.callback({ host: c.host, viewer: c.viewer, storyLine: c.storyLine ?? false });
    return r.ok ? send(res, 200, { ok: true, sid: r.sid }) : send(res, r.status, { ok: false, error: r.reason, reason: r.reason });
  }
  const actions = deps.hostActions();
  if (!actions) return send(res, 503, { ok: false, error: 'XMPP is not running' });
  if (path === 'confirm') {
    try {
      await actions.confirm();
      return send(res, 200, { ok: true });
    } catch (e) {
      return send(res, 503, { ok: false, error: e instanceof Error ? e.message : String(e) });
    }
  }
  const m = parsed.output as v.InferOutput<typeof AdminMessage>;
  try {
    const hasAttachment = typeof json.value === 'object' && json.value !== null && Object.hasOwn(json.value, 'attachment');
    const mid = await actions.sendAdminMessage({ ...m, hasAttachment });
    return send(res, 200, { ok: true, mid });
  } catch (e) {
    if (e instanceof ProsodyUnavailableError) return send(res, 503, { ok: false, error: e.message });
    return send(res, 400, { ok: false, error: e instanceof Error ? e.message : String(e) });
  }
}

const AVATAR_RE = /^avatars\/([A-Za-z0-9_-]{1,64})\.svg$/;
const SVG_RE = /^(gifts|stickers|photos)\/([A-Za-z0-9-]{1,64})\.svg$/;

/** Sends a generated SVG with the headers every sandbox SVG gets. */
function sendSvg(req: IncomingMessage, res: ServerResponse, svg: string): void {
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': Buffer.byteLength(svg),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Cache-Control': 'public, max-age=86400',
  });
  res.end(req.method === 'HEAD' ? undefined : svg);
}

/** Sends a generated picture at the `/img480` size: a WebP rendered from `svg` (the SVG itself without `deps.rasters`, or when rendering fails). */
async function sendSized(req: IncomingMessage, res: ServerResponse, deps: ServerDeps, key: string, svg: string): Promise<void> {
  if (!deps.rasters) return sendSvg(req, res, svg);
  let webp: Buffer;
  try {
    webp = await deps.rasters.webp(key, () => svg);
  } catch (e) {
    deps.log(`could not render ${key} to WebP, sending the SVG: ${e instanceof Error ? e.message : String(e)}`);
    return sendSvg(req, res, svg);
  }
  res.writeHead(200, { 'Content-Type': 'image/webp', 'Content-Length': webp.length, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=86400' });
  res.end(req.method === 'HEAD' ? undefined : webp);
}

/**
 * `GET /media/...`: avatars, gifts, stickers, photos, uploads (each also at `<path>/img480`:
 * avatars and photos there as a 480 px WebP, like the image CDN; the rest as they are);
 * `/media/locked/*` is 403.
 */
async function handleMedia(path: string, req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  // The app asks avatars and host images at the /img480 size (spec §9).
  const sized = path.endsWith('/img480');
  if (sized) path = path.slice(0, -'/img480'.length);
  if (path.startsWith('uploads/')) return serveUpload(path.slice('uploads/'.length), req, res, deps.dataDir);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
  if (path.startsWith('locked/')) return send(res, 403, { error: 'locked' });
  if (path === 'download/app-release.apk') {
    // A placeholder, not an app: the sandbox has no mobile build to hand out.
    const body = Buffer.from('vchat sandbox stand-in for the Android package\n');
    res.writeHead(200, { 'Content-Type': 'application/vnd.android.package-archive', 'Content-Disposition': 'attachment; filename="app-release.apk"', 'Content-Length': body.length });
    return void res.end(req.method === 'HEAD' ? undefined : body);
  }
  if (path === 'download/app-store.html') {
    return send(res, 200, '<!doctype html><meta charset="utf-8"><title>App Store (sandbox)</title><p>The App Store page of the app would open here.</p>', { 'Content-Type': 'text/html; charset=utf-8' });
  }
  if (path.startsWith('story/')) {
    if (serveStory(path.slice('story/'.length), req, res, deps.stories)) return;
    return fail(res, -3, `unknown path /media/${path}`, 404);
  }
  const avatar = AVATAR_RE.exec(path);
  if (avatar) {
    const user = await deps.store.userByUid(avatar[1]!);
    if (!user) return send(res, 404, 'no such avatar');
    const svg = deps.avatars.svg(avatar[1]!, user.kind);
    return sized ? sendSized(req, res, deps, path, svg) : sendSvg(req, res, svg);
  }
  const m = SVG_RE.exec(path);
  const svg = !m ? undefined : m[1] === 'gifts' ? giftSvg(m[2]!) : m[1] === 'stickers' ? stickerSvg(m[2]!) : photoSvg(m[2]!);
  if (!svg) return fail(res, -3, `unknown path /media/${path}`, 404);
  return sized && m![1] === 'photos' ? sendSized(req, res, deps, path, svg) : sendSvg(req, res, svg);
}

/**
 * The third-party sign-in stand-in (oauth/oauth.ts; OAUTH.md):
 * - `GET client.js`: the provider's script.
 * - `GET authorize?client_id&scope&response_type&origin&state[&code_challenge&code_challenge_method]`:
 *   the identity page (HTML), or 400 (text) when a parameter is missing or wrong.
 * - `POST approve` (JSON {@link ApproveSchema}): 200 `{ code, state }` or `{ access_token,
 *   token_type, expires_in, state }`; 400 `{ ok: false, error }` for a bad body or a too short
 *   new password; 401 `wrong e-mail or password`; 403 when the request's `Origin` is neither the
 *   sandbox's own nor the attempt's `origin`; 429 after too many wrong passwords for the e-mail
 *   (the account window of `deps.throttle`, 5 per 15 min by default) or the client address.
 */
async function handleOauth(path: string, url: URL, req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  if (path === 'client.js') {
    if (req.method !== 'GET') return send(res, 405, 'method not allowed');
    return send(res, 200, CLIENT_JS, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  }
  if (path === 'authorize') {
    if (req.method !== 'GET') return send(res, 405, 'method not allowed');
    const parsed = v.safeParse(AuthorizeSchema, Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      return send(res, 400, `${issueText('request', parsed.issues)} (client_id, scope (openid email profile), response_type (code or token), a loopback origin, state, and for code a PKCE S256 code_challenge are required)`);
    }
    return send(res, 200, authorizePage(parsed.output), {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
  }
  if (path === 'approve') {
    // Only the identity page posts here: its answers are not for other origins to read.
    res.removeHeader('Access-Control-Allow-Origin');
    res.removeHeader('Access-Control-Allow-Credentials');
    if (req.method !== 'POST') return send(res, 405, { ok: false, error: 'use POST' });
    const json = parseJson(await readBody(req));
    if (!json.ok) return send(res, 400, { ok: false, error: 'invalid JSON body' });
    const parsed = v.safeParse(ApproveSchema, json.value);
    if (!parsed.success) return send(res, 400, { ok: false, error: issueText('body', parsed.issues) });
    const a = parsed.output;
    // The identity page is served by the sandbox, or through the app's dev proxy at the app's own origin.
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== a.origin && !originAllowed(origin, deps.port())) {
      return send(res, 403, { ok: false, error: 'approve is for the identity page only' });
    }
    const t = deps.throttle;
    // Per e-mail AND real client, as password sign-in (issue 16.6): a stranger cannot lock the owner out.
    const address = clientAddress(req, deps.proxySecret);
    const account = accountClientKey(`oauth:${a.email}`, address);
    const wait = Math.max(t.passwordsByAccount.retryAfterS(account), t.passwordsByAddress.retryAfterS(address));
    if (wait > 0) return send(res, 429, { ok: false, error: `too many wrong passwords: try again in ${wait} s` }, { 'Retry-After': String(wait) });
    const r = await approve(deps.store.db, a, deps.now());
    if (!r.ok) {
      if (r.reason === 'weak_password') return send(res, 400, { ok: false, error: `invalid body.password: a new account needs at least ${MIN_PASSWORD_LENGTH} characters` });
      t.passwordsByAccount.hit(account);
      t.passwordsByAddress.hit(address);
      return send(res, 401, { ok: false, error: 'wrong e-mail or password' });
    }
    t.passwordsByAccount.clear(account);
    return send(res, 200, r.answer, { 'Cache-Control': 'no-store' });
  }
  return send(res, 404, 'unknown path');
}

async function handle(req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  const requestId = req.headers['x-request-id'];
  if (typeof requestId === 'string' && requestId.length <= 200) res.setHeader('X-Request-Id', requestId);
  const raw = req.url ?? '/';
  if (hasDotSegment(raw)) return fail(res, -1, 'dot segments are not allowed in paths', 400);
  // The admin surface answers no cross-origin request: no CORS headers, no preflight.
  if (raw.startsWith('/__sandbox/')) {
    if (req.method === 'OPTIONS') return send(res, 403, { ok: false, error: 'sandbox admin refuses requests from other origins' });
    return await handleAdminRequest(raw, req, res, deps);
  }
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  // Only the app's pages may call the API or upload (issue 16.6): another page's request
  // (a "simple" text/plain POST needs no preflight) is refused before it runs.
  const product = raw.startsWith('/api/') || raw === '/upload' || raw.startsWith('/upload?') || raw.startsWith('/upload/');
  if (product && !apiOriginAllowed(origin, deps)) {
    req.resume();
    return fail(res, -1, 'origin not allowed', 403);
  }
  if (typeof origin === 'string' && apiOriginAllowed(origin, deps)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  } else if (origin === undefined) {
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
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
    if (p === '/upload' || p === '/upload/') return await handleUpload(req, res, deps);
    if (p.startsWith('/media/')) return await handleMedia(p.slice('/media/'.length), req, res, deps);
    if (p.startsWith('/oauth/')) return await handleOauth(p.slice('/oauth/'.length), url, req, res, deps);
    if (p === '/analytics/sync' || p === '/analytics/debug') {
      if (req.method !== 'POST') return send(res, 405, { ok: false, error: 'use POST' });
      const batch = parseBatch(await readBody(req));
      if (!batch.ok) return send(res, 400, { ok: false, error: batch.error });
      const r = await storeBatch(deps.store.db, batch.events, batch.version, p.endsWith('debug'), deps.now());
      return send(res, 200, { ok: true, accepted: batch.events.length, fresh: r.fresh });
    }
    if (p === '/analytics/page') {
      if (req.method !== 'POST') return send(res, 405, { ok: false, error: 'use POST' });
      const hit = parsePageHit(await readBody(req));
      if (!hit.ok) return send(res, 400, { ok: false, error: hit.error });
      await storePageHit(deps.store.db, hit.hit, deps.now());
      return send(res, 200, { ok: true });
    }
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

/** Routes a `/__sandbox/*` request (no CORS headers), with the same error handling as the rest. */
async function handleAdminRequest(raw: string, req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  let p: string;
  try {
    p = new URL(raw, 'http://sandbox.invalid').pathname;
  } catch {
    return send(res, 404, { ok: false, error: 'unknown path' });
  }
  try {
    return await handleAdmin(p.slice('/__sandbox/'.length), req, res, deps);
  } catch (e) {
    if (e instanceof BodyTooLarge) {
      send(res, 413, { ok: false, error: 'request body too large (limit 1 MB)' });
      res.on('finish', () => req.destroy());
      return;
    }
    deps.log(`internal error on ${p}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return send(res, 500, { ok: false, error: 'internal server error' });
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
