/**
 * The third-party sign-in stand-in (spec §7: a sign-in service returning a code or a credential
 * to the login callback; scopes email, profile, openid; popup types CODE and TOKEN; issue 11;
 * contract in tooling/sandbox/OAUTH.md). It behaves like a real authorization-code provider
 * with PKCE. Three pieces, served under `/oauth/`:
 *
 * - `client.js`: the provider's script, loaded on demand by the app. It defines
 *   `google.accounts.oauth2.initCodeClient(cfg)` / `initTokenClient(cfg)`; their
 *   `requestCode()` / `requestAccessToken()` open the identity page in a popup with the app's
 *   `state` (and, for codes, its PKCE `code_challenge`), check that the answer carries the same
 *   state and call `cfg.callback({ code, scope, state })`, `({ access_token, scope, state })`
 *   or `({ error })`.
 * - `authorize`: the identity page, a sign-in at the provider: e-mail and password. A new
 *   e-mail creates a provider account (scrypt password hash, random `sub`); a known one needs
 *   its password.
 * - `approve` (POST): checks the password and mints a single-use code (60 s, bound to client,
 *   state, code challenge and origin) or an opaque access token (10 min, bound to client).
 *
 * `login_service/login` with channel `google` exchanges them ({@link redeemCode} for credential
 * `CODE`, {@link verifyAccessToken} for `TOKEN`); the account is `google:<sub>` and nothing
 * else the client sends names it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { Db } from '../db.ts';
import { hashPassword, verifyPassword } from '../store.ts';

/** Scopes the stand-in grants (spec §7). */
export const SCOPES = ['openid', 'email', 'profile'] as const;
/** How long a code may be exchanged, ms (60 s). */
export const CODE_TTL_MS = 60_000;
/** How long an access token is valid, ms (10 minutes). */
export const TOKEN_TTL_MS = 10 * 60_000;
/** Shortest password of a new provider account, characters. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Client ids whose codes and tokens this backend accepts: the brands' development client ids
 * (apps/<brand>/src/brand.ts `signInClientId`). The provider issues grants to any client id (it
 * keeps no client registry); a grant issued to another client is refused at login, as a real
 * backend refuses a token minted for somebody else's app.
 */
export const ACCEPTED_CLIENT_IDS: ReadonlySet<string> = new Set(['fachat-web-dev', 'veego-web-dev', 'lumi-web-dev']);

/** Creates or upgrades the tables (idempotent): `oauth_accounts` (provider accounts) and `oauth_grants` (codes and tokens). */
export async function migrateOauth(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists oauth_grants (
      secret text primary key,
      kind text not null check (kind in ('code', 'token')),
      sub text not null,
      email text not null,
      name text not null,
      scope text not null,
      client_id text not null,
      created_at double precision not null,
      used boolean not null default false
    );
    alter table oauth_grants add column if not exists state text not null default '';
    alter table oauth_grants add column if not exists code_challenge text not null default '';
    alter table oauth_grants add column if not exists origin text not null default '';
    create table if not exists oauth_accounts (
      email text primary key,
      sub text not null unique,
      name text not null,
      passwd_hash text not null,
      created_at double precision not null
    );
  `);
}

/** A PKCE code_challenge of method S256: base64url (no padding) of a SHA-256 digest, 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** A PKCE code_verifier (RFC 7636 §4.1): 43..128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

const Scope = v.pipe(v.string(), v.maxLength(200), v.check((s) => s.split(/\s+/).filter(Boolean).every((x) => (SCOPES as readonly string[]).includes(x)) && s.trim().length > 0, `must be some of ${SCOPES.join(', ')}`));

/** The parameters of one sign-in attempt, as the identity page receives them and posts them back. */
const attemptEntries = {
  client_id: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(200)),
  scope: Scope,
  response_type: v.picklist(['code', 'token']),
  /** Where the answer is posted (window.opener's origin): a loopback http(s) origin. */
  origin: v.pipe(v.string(), v.check((o) => allowedOrigin(o), 'must be a loopback http(s) origin')),
  /** The app's anti-forgery value, echoed back and bound to the code. */
  state: v.pipe(v.string(), v.minLength(8, 'must be 8 to 200 visible characters'), v.maxLength(200, 'must be 8 to 200 visible characters'), v.regex(/^[\x21-\x7e]+$/, 'must be 8 to 200 visible characters')),
  code_challenge: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  code_challenge_method: v.optional(v.pipe(v.string(), v.maxLength(20)), ''),
};

/** response_type `code` needs a PKCE S256 challenge; `token` takes none. */
const pkceOk = (a: { response_type: 'code' | 'token'; code_challenge: string; code_challenge_method: string }) =>
  a.response_type === 'token' || (CHALLENGE.test(a.code_challenge) && a.code_challenge_method === 'S256');
const PKCE_MESSAGE = 'response_type code needs code_challenge (43 base64url characters) and code_challenge_method S256';

/** Query of `GET /oauth/authorize`: `client_id, scope, response_type, origin, state, code_challenge?, code_challenge_method?`. */
export const AuthorizeSchema = v.pipe(v.object(attemptEntries), v.check((a) => pkceOk(a), PKCE_MESSAGE));
export type AuthorizeRequest = v.InferOutput<typeof AuthorizeSchema>;

/**
 * Body of `POST /oauth/approve`: the attempt's parameters plus the person's `name` (used when
 * the e-mail is new), `email` (trimmed, lower-cased) and `password` (1..256 characters; at
 * least {@link MIN_PASSWORD_LENGTH} for a new account).
 */
export const ApproveSchema = v.pipe(
  v.object({
    ...attemptEntries,
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'name is required'), v.maxLength(80)),
    email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('must be an e-mail address'), v.maxLength(200)),
    password: v.pipe(v.string(), v.minLength(1, 'password is required'), v.maxLength(256, 'must be at most 256 characters')),
  }),
  v.check((a) => pkceOk(a), PKCE_MESSAGE),
);
export type ApproveRequest = v.InferOutput<typeof ApproveSchema>;

/** What `approve` answers: the grant, or why the person could not sign in at the provider. */
export type ApproveResult =
  | { ok: true; answer: { code: string; state: string } | { access_token: string; token_type: 'Bearer'; expires_in: number; state: string } }
  | { ok: false; reason: 'wrong_password' | 'weak_password' };

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** Constant-time string equality. */
function same(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** PKCE S256 (RFC 7636 §4.2): base64url(SHA-256(ASCII(verifier))), no padding. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * Signs a person in at the provider: a new e-mail creates an account (scrypt hash, random
 * 24-hex-character `sub`, never derived from the e-mail); a known one needs its password.
 * Returns the account's `sub`, or why not (`wrong_password`, `weak_password` for a new
 * account's password shorter than {@link MIN_PASSWORD_LENGTH}).
 */
export async function providerSignIn(db: Db, p: { email: string; password: string; name: string }, nowMs: number): Promise<{ sub: string } | { reason: 'wrong_password' | 'weak_password' }> {
  const [known] = await db.query<{ sub: string; passwd_hash: string }>('select sub, passwd_hash from oauth_accounts where email = $1', [p.email]);
  if (!known) {
    if (p.password.length < MIN_PASSWORD_LENGTH) return { reason: 'weak_password' };
    const sub = randomBytes(12).toString('hex');
    const [made] = await db.query<{ sub: string }>(
      'insert into oauth_accounts (email, sub, name, passwd_hash, created_at) values ($1,$2,$3,$4,$5) on conflict (email) do nothing returning sub',
      [p.email, sub, p.name, await hashPassword(p.password), nowMs],
    );
    if (made) return { sub: made.sub };
    // Created meanwhile by a concurrent first sign-in: that account's password decides.
    return providerSignIn(db, p, nowMs);
  }
  return (await verifyPassword(p.password, known.passwd_hash)) ? { sub: known.sub } : { reason: 'wrong_password' };
}

/**
 * `POST /oauth/approve` after the caller's throttle check: signs the person in at the provider
 * ({@link providerSignIn}) and mints, for response_type `code`, a single-use code valid
 * {@link CODE_TTL_MS} bound to client_id, state, code_challenge and origin, or for `token` an
 * opaque access token valid {@link TOKEN_TTL_MS} bound to client_id. Only a SHA-256 of the
 * secret is stored. Expired grants are deleted on the way.
 */
export async function approve(db: Db, a: ApproveRequest, nowMs: number): Promise<ApproveResult> {
  const who = await providerSignIn(db, a, nowMs);
  if ('reason' in who) return { ok: false, reason: who.reason };
  await db.query('delete from oauth_grants where created_at < $1', [nowMs - TOKEN_TTL_MS]);
  const secret = randomBytes(32).toString('base64url');
  const kind = a.response_type === 'code' ? 'code' : 'token';
  await db.query(
    `insert into oauth_grants (secret, kind, sub, email, name, scope, client_id, created_at, state, code_challenge, origin)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
    [sha256Hex(secret), kind, who.sub, a.email, a.name, a.scope.trim(), a.client_id, nowMs, a.state, kind === 'code' ? a.code_challenge : '', a.origin],
  );
  return {
    ok: true,
    answer: kind === 'code' ? { code: secret, state: a.state } : { access_token: secret, token_type: 'Bearer', expires_in: TOKEN_TTL_MS / 1000, state: a.state },
  };
}

interface GrantRow {
  sub: string;
  scope: string;
  client_id: string;
  created_at: number;
  state: string;
  code_challenge: string;
}

const hasOpenId = (scope: string) => scope.split(/\s+/).includes('openid');

/**
 * Redeems a code for credential `CODE` (`login_service/login`). The code is consumed by ANY
 * attempt, so a wrong verifier or state burns it. Then it must be younger than
 * {@link CODE_TTL_MS}, issued to an {@link ACCEPTED_CLIENT_IDS} client with the `openid` scope,
 * carry the same `state`, and S256(`codeVerifier`) must equal its code_challenge. Returns the
 * provider account's `sub`, or null.
 */
export async function redeemCode(db: Db, p: { code: string; codeVerifier: string; state: string }, nowMs: number): Promise<{ sub: string } | null> {
  if (!p.code) return null;
  const [g] = await db.query<GrantRow>(
    `update oauth_grants set used = true where secret = $1 and kind = 'code' and not used
     returning sub, scope, client_id, created_at, state, code_challenge`,
    [sha256Hex(p.code)],
  );
  if (!g) return null;
  if (!(g.created_at > nowMs - CODE_TTL_MS)) return null;
  if (!ACCEPTED_CLIENT_IDS.has(g.client_id) || !hasOpenId(g.scope)) return null;
  if (!g.state || !same(p.state, g.state)) return null;
  if (!CHALLENGE.test(g.code_challenge) || !VERIFIER.test(p.codeVerifier) || !same(s256(p.codeVerifier), g.code_challenge)) return null;
  return { sub: g.sub };
}

/**
 * Verifies an access token for credential `TOKEN` (`login_service/login`), server-side: it must
 * be one the provider issued less than {@link TOKEN_TTL_MS} ago to an
 * {@link ACCEPTED_CLIENT_IDS} client with the `openid` scope. Reusable until it expires.
 * Returns the provider account's `sub`, or null.
 */
export async function verifyAccessToken(db: Db, token: string, nowMs: number): Promise<{ sub: string } | null> {
  if (!token) return null;
  const [g] = await db.query<GrantRow>(
    "select sub, scope, client_id, created_at, state, code_challenge from oauth_grants where secret = $1 and kind = 'token' and created_at > $2",
    [sha256Hex(token), nowMs - TOKEN_TTL_MS],
  );
  if (!g || !ACCEPTED_CLIENT_IDS.has(g.client_id) || !hasOpenId(g.scope)) return null;
  return { sub: g.sub };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The identity page (HTML): e-mail and password at the provider. Parameters are checked by the caller ({@link AuthorizeSchema}). */
export function authorizePage(p: AuthorizeRequest): string {
  const scopes = p.scope.split(/\s+/).filter(Boolean).map((s) => `<li>${esc(s)}</li>`).join('');
  const cfg = JSON.stringify({
    client_id: p.client_id, scope: p.scope, response_type: p.response_type, origin: p.origin, state: p.state,
    code_challenge: p.code_challenge, code_challenge_method: p.code_challenge_method,
  }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in (sandbox identity provider)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1f2937}h1{font-size:20px;margin:0 0 4px}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:8px;font:inherit}
.row{display:flex;gap:8px;margin-top:16px}button{flex:1;padding:10px;border-radius:999px;border:0;font:inherit;font-weight:700;cursor:pointer}
#ok{background:#1a73e8;color:#fff}#no{background:#e5e7eb}.muted{color:#6b7280;font-size:13px}#err{color:#b91c1c}</style></head>
<body><h1>Sign in</h1><p class="muted">Sandbox stand-in for the third-party identity provider. <b>${esc(p.origin)}</b> asks for:</p><ul>${scopes}</ul>
<p class="muted">A new e-mail creates an account at this provider with the password you choose (at least ${MIN_PASSWORD_LENGTH} characters); a known one needs its password.</p>
<form id="f"><label for="name">Name</label><input id="name" name="name" value="Sam Rivera" autocomplete="name" required>
<label for="email">E-mail</label><input id="email" name="email" type="email" placeholder="you@example.test" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<p id="err" role="alert"></p><div class="row"><button type="button" id="no">Cancel</button><button type="submit" id="ok">Continue</button></div></form>
<script>
const cfg = ${cfg};
const reply = (m) => { if (window.opener) window.opener.postMessage({ source: 'sandbox-oauth', state: cfg.state, ...m }, cfg.origin); window.close(); };
const err = document.getElementById('err');
document.getElementById('no').onclick = () => reply({ error: 'access_denied' });
document.getElementById('f').onsubmit = async (e) => {
  e.preventDefault();
  const ok = document.getElementById('ok');
  ok.disabled = true;
  err.textContent = '';
  try {
    const body = { ...cfg, name: document.getElementById('name').value, email: document.getElementById('email').value, password: document.getElementById('password').value };
    const r = await fetch('/oauth/approve', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const j = await r.json();
    if (!r.ok) { err.textContent = j.error || 'Could not sign in'; document.getElementById('password').value = ''; return; }
    reply({ code: j.code, access_token: j.access_token, scope: cfg.scope });
  } catch {
    err.textContent = 'Could not reach the provider';
  } finally {
    ok.disabled = false;
  }
};
</script></body></html>`;
}

/**
 * The provider's script (`/oauth/client.js`), a small stand-in for the real library's popup
 * API. `cfg`: `{ client_id, scope, callback, state?, code_challenge?, code_challenge_method? }`
 * (a code client without `code_challenge` answers `{ error: 'invalid_request' }`; without
 * `state` one is made up). Answers whose state differs from the one sent are ignored.
 */
export const CLIENT_JS = `(() => {
  const base = new URL(document.currentScript ? document.currentScript.src : '/oauth/client.js', location.href).origin;
  const random = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  function client(cfg, responseType) {
    return function request() {
      const state = typeof cfg.state === 'string' && cfg.state ? cfg.state : random();
      if (responseType === 'code' && !cfg.code_challenge) { cfg.callback({ error: 'invalid_request' }); return; }
      const q = new URLSearchParams({ client_id: cfg.client_id || '', scope: cfg.scope || '', response_type: responseType, origin: location.origin, state });
      if (responseType === 'code') { q.set('code_challenge', cfg.code_challenge); q.set('code_challenge_method', cfg.code_challenge_method || 'S256'); }
      const w = window.open(base + '/oauth/authorize?' + q, 'oauth-' + random(), 'width=500,height=640');
      if (!w) { cfg.callback({ error: 'popup_failed_to_open' }); return; }
      let finished = false;
      const done = (m) => { if (finished) return; finished = true; window.removeEventListener('message', onMessage); clearInterval(timer); cfg.callback(m); };
      const onMessage = (e) => {
        if (e.origin !== base || e.source !== w || !e.data || e.data.source !== 'sandbox-oauth' || e.data.state !== state) return;
        const d = e.data;
        done(d.error ? { error: d.error, state } : responseType === 'code' ? { code: d.code, scope: d.scope, state } : { access_token: d.access_token, scope: d.scope, state });
      };
      window.addEventListener('message', onMessage);
      // A popup closed without an answer (the message, if any, arrives first).
      const timer = setInterval(() => { if (w.closed) setTimeout(() => done({ error: 'popup_closed' }), 300); }, 500);
    };
  }
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.oauth2 = {
    initCodeClient: (cfg) => ({ requestCode: client(cfg, 'code') }),
    initTokenClient: (cfg) => ({ requestAccessToken: client(cfg, 'token') }),
  };
})();
`;

/** Whether an opener origin may receive codes: loopback http(s) only (a registered origin, in a real provider). */
export function allowedOrigin(origin: string): boolean {
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname) && u.origin === origin;
  } catch {
    return false;
  }
}
