/** Options of {@link startSandbox} and their environment fallbacks. */
import { newAdminToken } from './api/adminGuard.ts';
import { DEFAULT_THROTTLE, type ThrottleLimits } from './api/throttle.ts';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './api/upload.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultDataDir } from './dataDir.ts';
import type { ReplyKind } from './xmpp/anchors.ts';
import { prng } from './seedData.ts';
import { DEFAULT_CALL_TIMINGS, type CallTimings } from './calls/callConfig.ts';
import { DEFAULT_XMPP_LIMITS, type XmppLimits } from './xmpp/prosody.ts';

/** Reply kinds a simulated host can answer with. */
export const REPLY_KINDS: readonly ReplyKind[] = ['text', 'image', 'paid_image', 'sticker', 'ask_gift'];

/** Options of `startSandbox`. Every field is optional; see README for env fallbacks. */
export interface SandboxOptions {
  /** HTTP API port (SANDBOX_PORT, default 8787; 0 = pick a free port). */
  port?: number;
  /** Host/interface the HTTP API listens on (SANDBOX_HOST, default 127.0.0.1). */
  host?: string;
  /** Prosody HTTP (WebSocket) port (SANDBOX_PROSODY_HTTP_PORT, default 5280; 0 = free port). */
  prosodyHttpPort?: number;
  /** Prosody c2s port (SANDBOX_PROSODY_C2S_PORT, default 5222; 0 = free port). */
  prosodyC2sPort?: number;
  /** Prosody XEP-0114 component port (SANDBOX_COMPONENT_PORT, default 5347; 0 = free port). */
  componentPort?: number;
  /**
   * Data folder (SANDBOX_DATA_DIR, default `defaultDataDir()` of dataDir.ts: `$XDG_STATE_HOME/vchat-sandbox`,
   * else `~/.local/state/vchat-sandbox`). It holds secrets (the token-signing secret in the
   * database and the Prosody config, the admin token), so it must lie outside the workspace,
   * where no dev or preview server can serve it: a folder inside the repo is refused.
   */
  dataDir?: string;
  /** Postgres URL (DATABASE_URL); when set node-postgres is used instead of embedded PGlite. */
  databaseUrl?: string;
  /** XMPP domain (SANDBOX_DOMAIN, default "localhost"). */
  domain?: string;
  /** Returns "now" (Date or epoch ms). Defaults to the real time. */
  clock?: () => Date | number;
  /**
   * Delay before a simulated host answers, in ms. A number, or a function of the host's
   * daily state. Default: outdoor 1–2 s, dining 2–4 s, private 3–5 s (SANDBOX_REPLY_DELAY_MS).
   */
  replyDelayMs?: number | ((state: 'dining' | 'outdoor' | 'private') => number);
  /**
   * What simulated hosts answer with: `'mixed'` (default: about 60% text, 14% free photo,
   * 6% paid photo, 10% sticker, 10% ask-gift) or a list of kinds used in turn, e.g. `['text']`
   * (SANDBOX_REPLY_KINDS, comma-separated, or "mixed").
   */
  replyKinds?: 'mixed' | readonly ReplyKind[];
  /** Seed for the random choices of hosts (reply mix, photo price, sticker, gift); default random. */
  replySeed?: number;
  /** Path of the prosody binary (SANDBOX_PROSODY_BIN, default "prosody"). */
  prosodyBin?: string;
  /** Log lines to stderr (default true for the CLI, false when SANDBOX_QUIET=1). */
  log?: (line: string) => void;
  /** Calls: one billed minute in ms (default 60000; tests shorten it). */
  billingIntervalMs?: number;
  /** Calls: a session without a viewer heartbeat for this long ends (default 15000). */
  heartbeatTimeoutMs?: number;
  /** Calls: how long a request waits for the host page to connect (default 5000). */
  hostPageWaitMs?: number;
  /**
   * Calls: free-call lengths and call timers (defaults: free calls 60 s, recharge reminder
   * 40 s, matchToFlash 20 s, callback ring 60000 ms, story-line grace 30 s). Tests shorten them;
   * the API reports the values in use.
   */
  callTimings?: Partial<CallTimings>;
  /**
   * Token every `/__sandbox/*` admin request must carry in `X-Sandbox-Admin`
   * (SANDBOX_ADMIN_TOKEN; default a fresh random one per start, printed by the CLI and written
   * to `<dataDir>/admin-token`).
   */
  adminToken?: string;
  /** Wrong-password and guest-creation throttles (see `api/throttle.ts`). */
  throttle?: Partial<ThrottleLimits>;
  /**
   * Web origins whose pages may call `/api` and `/upload` (SANDBOX_ALLOWED_ORIGINS, comma-separated;
   * default the dev server's `http://127.0.0.1:5173` and `http://localhost:5173`). A request with
   * another `Origin` (`null` included) is refused before it runs; requests without one (tools,
   * tests, the Node client) are not browser pages and pass (issue 16.6).
   */
  allowedOrigins?: readonly string[];
  /**
   * Secret the app's own dev/preview proxy sends in `X-Vchat-Proxy` (SANDBOX_PROXY_SECRET; default
   * none). Only a loopback request with it has its `X-Forwarded-For` (last entry) trusted as the
   * real client address of the sign-in throttles (issue 16.6).
   */
  proxySecret?: string;
  /** What one user may upload per UTC day (default 100 files, 200 MiB; issue 16.7). */
  uploadQuota?: Partial<UploadQuota>;
  /**
   * Extra CA certificates (PEM) trusted for push services besides the system ones
   * (SANDBOX_PUSH_CA: a PEM file path). Tests use it for a loopback push service stand-in.
   */
  pushCa?: string;
  /**
   * Flood limits of users' chat sessions (Prosody): `stanzaBurst` stanzas at once, then
   * `stanzasPerSecond` per user account (more are refused with a `resource-constraint` error),
   * and `bytesPerSecond` read per connection (default `{ stanzaBurst: 300, stanzasPerSecond: 20,
   * bytesPerSecond: 100000 }`; any subset). Components are never limited.
   */
  xmppLimits?: Partial<XmppLimits>;
}

/** Options after defaults and env fallbacks are applied. */
export interface ResolvedOptions {
  port: number;
  host: string;
  prosodyHttpPort: number;
  prosodyC2sPort: number;
  componentPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  domain: string;
  clock: () => number;
  replyDelayMs: (state: 'dining' | 'outdoor' | 'private') => number;
  /** Delay of automatic greetings: `replyDelayMs` when given, else 1–3 s. */
  autoMessageDelayMs: () => number;
  /** The kind of the next host reply. */
  nextReplyKind: () => ReplyKind;
  /** Random numbers for host replies (seeded by `replySeed` when given). */
  random: () => number;
  prosodyBin: string;
  log: (line: string) => void;
  billingIntervalMs: number;
  heartbeatTimeoutMs: number;
  hostPageWaitMs: number;
  callTimings: CallTimings;
  adminToken: string;
  throttle: ThrottleLimits;
  pushCa: string | undefined;
  allowedOrigins: readonly string[];
  proxySecret: string | undefined;
  uploadQuota: UploadQuota;
  xmppLimits: XmppLimits;
}

/** Origins allowed by default: the brand app's dev server (`pnpm dev`, port 5173). */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://127.0.0.1:5173', 'http://localhost:5173'];

/** An origin list from SANDBOX_ALLOWED_ORIGINS (`scheme://host[:port]` each, no path). */
function originsOf(raw: string): string[] {
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  for (const o of list) {
    let ok = false;
    try {
      ok = new URL(o).origin === o;
    } catch {
      /* not a URL */
    }
    if (!ok) throw new Error(`SANDBOX_ALLOWED_ORIGINS: ${o} is not an origin (scheme://host[:port])`);
  }
  return list;
}

function envInt(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number 0..65535`);
  return n;
}

const randomBetween = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

/** Default reply delays of simulated hosts (spec'd by the sandbox contract). */
export function defaultReplyDelay(state: 'dining' | 'outdoor' | 'private'): number {
  switch (state) {
    case 'outdoor':
      return randomBetween(1000, 2000);
    case 'dining':
      return randomBetween(2000, 4000);
    default:
      return randomBetween(3000, 5000);
  }
}

function replyKindPicker(kinds: 'mixed' | readonly ReplyKind[], random: () => number): () => ReplyKind {
  if (kinds !== 'mixed') {
    const list = kinds.length ? [...kinds] : (['text'] as ReplyKind[]);
    let i = 0;
    return () => list[i++ % list.length]!;
  }
  return () => {
    const r = random();
    if (r < 0.6) return 'text';
    if (r < 0.74) return 'image';
    if (r < 0.8) return 'paid_image';
    if (r < 0.9) return 'sticker';
    return 'ask_gift';
  };
}

function envReplyKinds(): 'mixed' | ReplyKind[] | undefined {
  const raw = process.env.SANDBOX_REPLY_KINDS?.trim();
  if (!raw) return undefined;
  if (raw === 'mixed') return 'mixed';
  const list = raw.split(',').map((k) => k.trim());
  for (const k of list) if (!(REPLY_KINDS as readonly string[]).includes(k)) throw new Error(`SANDBOX_REPLY_KINDS: unknown kind ${k} (use ${REPLY_KINDS.join(', ')} or mixed)`);
  return list as ReplyKind[];
}

/** The admin token to use: a given one (16..128 of [A-Za-z0-9_-]) or a fresh random one. */
function adminTokenOf(given: string | undefined): string {
  if (given === undefined || given === '') return newAdminToken();
  if (!/^[\w-]{16,128}$/.test(given)) throw new Error('SANDBOX_ADMIN_TOKEN must be 16..128 characters of A-Z a-z 0-9 _ -');
  return given;
}

/** Throttle limits from SANDBOX_GUESTS_PER_HOUR / SANDBOX_PASSWORD_TRIES (whole numbers ≥ 1). */
function envThrottle(): Partial<ThrottleLimits> {
  const out: Partial<ThrottleLimits> = {};
  for (const [env, key] of [['SANDBOX_GUESTS_PER_HOUR', 'guestsPerAddress'], ['SANDBOX_PASSWORD_TRIES', 'wrongPasswordsPerAccount']] as const) {
    const raw = process.env[env];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${env} must be a whole number ≥ 1`);
    out[key] = n;
  }
  return out;
}

/** {@link DEFAULT_XMPP_LIMITS} with the given fields (each a number > 0) over them. */
function xmppLimitsOf(given: Partial<XmppLimits> = {}): XmppLimits {
  const out = { ...DEFAULT_XMPP_LIMITS, ...given };
  for (const [k, v] of Object.entries(out)) if (!(typeof v === 'number' && v > 0 && Number.isFinite(v))) throw new Error(`xmppLimits.${k} must be a number > 0`);
  return out;
}

/** Applies defaults and environment fallbacks to {@link SandboxOptions}. */
export function resolveOptions(o: SandboxOptions = {}): ResolvedOptions {
  const clock = o.clock;
  const envDelay = process.env.SANDBOX_REPLY_DELAY_MS ? Number(process.env.SANDBOX_REPLY_DELAY_MS) : undefined;
  const delay = o.replyDelayMs ?? (envDelay !== undefined && Number.isFinite(envDelay) ? envDelay : undefined);
  const random = o.replySeed !== undefined ? prng(o.replySeed) : Math.random;
  return {
    port: o.port ?? envInt('SANDBOX_PORT') ?? 8787,
    host: o.host ?? process.env.SANDBOX_HOST ?? '127.0.0.1',
    prosodyHttpPort: o.prosodyHttpPort ?? envInt('SANDBOX_PROSODY_HTTP_PORT') ?? 5280,
    prosodyC2sPort: o.prosodyC2sPort ?? envInt('SANDBOX_PROSODY_C2S_PORT') ?? 5222,
    componentPort: o.componentPort ?? envInt('SANDBOX_COMPONENT_PORT') ?? 5347,
    dataDir: resolve(o.dataDir ?? (process.env.SANDBOX_DATA_DIR || defaultDataDir())),
    databaseUrl: o.databaseUrl ?? (process.env.DATABASE_URL || undefined),
    domain: o.domain ?? process.env.SANDBOX_DOMAIN ?? 'localhost',
    clock: clock ? () => Number(clock()) : () => Date.now(),
    replyDelayMs:
      typeof delay === 'number' ? () => delay : typeof delay === 'function' ? delay : defaultReplyDelay,
    autoMessageDelayMs:
      typeof delay === 'number' ? () => delay : typeof delay === 'function' ? () => delay('outdoor') : () => randomBetween(1000, 3000),
    nextReplyKind: replyKindPicker(o.replyKinds ?? envReplyKinds() ?? 'mixed', random),
    random,
    prosodyBin: o.prosodyBin ?? process.env.SANDBOX_PROSODY_BIN ?? 'prosody',
    log: o.log ?? (process.env.SANDBOX_QUIET === '1' ? () => {} : (line) => process.stderr.write(`[sandbox] ${line}\n`)),
    billingIntervalMs: o.billingIntervalMs ?? 60_000,
    heartbeatTimeoutMs: o.heartbeatTimeoutMs ?? 15_000,
    hostPageWaitMs: o.hostPageWaitMs ?? 5_000,
    callTimings: { ...DEFAULT_CALL_TIMINGS, ...o.callTimings },
    adminToken: adminTokenOf(o.adminToken ?? process.env.SANDBOX_ADMIN_TOKEN),
    throttle: { ...DEFAULT_THROTTLE, ...envThrottle(), ...o.throttle },
    pushCa: o.pushCa ?? (process.env.SANDBOX_PUSH_CA ? readFileSync(process.env.SANDBOX_PUSH_CA, 'utf8') : undefined),
    allowedOrigins: o.allowedOrigins ?? (process.env.SANDBOX_ALLOWED_ORIGINS ? originsOf(process.env.SANDBOX_ALLOWED_ORIGINS) : DEFAULT_ALLOWED_ORIGINS),
    proxySecret: o.proxySecret ?? (process.env.SANDBOX_PROXY_SECRET || undefined),
    uploadQuota: { ...DEFAULT_UPLOAD_QUOTA, ...o.uploadQuota },
    xmppLimits: xmppLimitsOf(o.xmppLimits),
  };
}
