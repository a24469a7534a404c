/**
 * The third-party sign-in stand-in (spec §7: a sign-in service returning a code or a credential
 * to the login callback; scopes email, profile, openid; popup types CODE and TOKEN; issue 11;
 * contract in tooling/sandbox/OAUTH.md). Three pieces, served under `/oauth/`:
 *
 * - `client.js`: the provider's script, loaded on demand by the app. It defines
 *   `google.accounts.oauth2.initCodeClient(cfg)` / `initTokenClient(cfg)`; their
 *   `requestCode()` / `requestAccessToken()` open the identity page in a popup and call
 *   `cfg.callback({ code, scope })`, `({ access_token, scope })` or `({ error })`.
 * - `authorize`: the identity page (name and e-mail of a made-up account, the scopes asked).
 * - `approve` (POST): mints a single-use code or an access token, valid 10 minutes.
 *
 * `login_service/login` with channel `google` exchanges them (credential `CODE` or `TOKEN`).
 */
import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { Db } from '../db.ts';

/** Scopes the stand-in grants (spec §7). */
export const SCOPES = ['openid', 'email', 'profile'] as const;
/** How long a code or token may be exchanged, ms. */
export const GRANT_TTL_MS = 10 * 60_000;

/** Creates the table (idempotent). */
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
  `);
}

const Scope = v.pipe(v.string(), v.maxLength(200), v.check((s) => s.split(/\s+/).filter(Boolean).every((x) => (SCOPES as readonly string[]).includes(x)) && s.trim().length > 0, `must be some of ${SCOPES.join(', ')}`));

export const ApproveSchema = v.object({
  client_id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  scope: Scope,
  response_type: v.picklist(['code', 'token']),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'name is required'), v.maxLength(80)),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('must be an e-mail address'), v.maxLength(200)),
});

/** The account's stable subject id: derived from the e-mail (the same person signs in again as the same user). */
export function subjectOf(email: string): string {
  return createHash('sha256').update(`sandbox-oauth:${email.toLowerCase()}`).digest('hex').slice(0, 24);
}

/** Mints a code or access token for an approved sign-in. */
export async function approve(db: Db, a: v.InferOutput<typeof ApproveSchema>, nowMs: number): Promise<{ code: string } | { access_token: string }> {
  const secret = randomBytes(24).toString('base64url');
  const kind = a.response_type === 'code' ? 'code' : 'token';
  await db.query('insert into oauth_grants (secret, kind, sub, email, name, scope, client_id, created_at) values ($1,$2,$3,$4,$5,$6,$7,$8)',
    [secret, kind, subjectOf(a.email), a.email, a.name, a.scope.trim(), a.client_id, nowMs]);
  return kind === 'code' ? { code: secret } : { access_token: secret };
}

/**
 * Exchanges a code (once) or an access token (until it expires) for the identity, or null when
 * unknown, expired, already used, of the other kind, or without the openid scope.
 */
export async function exchange(db: Db, kind: 'code' | 'token', secret: string, nowMs: number): Promise<{ sub: string; email: string; name: string } | null> {
  const rows = await db.query<{ sub: string; email: string; name: string; scope: string }>(
    kind === 'code'
      ? 'update oauth_grants set used = true where secret = $1 and kind = $2 and not used and created_at > $3 returning sub, email, name, scope'
      : 'select sub, email, name, scope from oauth_grants where secret = $1 and kind = $2 and created_at > $3',
    [secret, kind, nowMs - GRANT_TTL_MS],
  );
  const r = rows[0];
  if (!r || !r.scope.split(/\s+/).includes('openid')) return null;
  return { sub: r.sub, email: r.email, name: r.name };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The identity page (HTML). Parameters are checked by the caller. */
export function authorizePage(p: { clientId: string; scope: string; responseType: 'code' | 'token'; origin: string; state: string }): string {
  const scopes = p.scope.split(/\s+/).filter(Boolean).map((s) => `<li>${esc(s)}</li>`).join('');
  const cfg = JSON.stringify({ client_id: p.clientId, scope: p.scope, response_type: p.responseType, origin: p.origin, state: p.state }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in (sandbox identity provider)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1f2937}h1{font-size:20px;margin:0 0 4px}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:8px;font:inherit}
.row{display:flex;gap:8px;margin-top:16px}button{flex:1;padding:10px;border-radius:999px;border:0;font:inherit;font-weight:700;cursor:pointer}
#ok{background:#1a73e8;color:#fff}#no{background:#e5e7eb}.muted{color:#6b7280;font-size:13px}#err{color:#b91c1c}</style></head>
<body><h1>Sign in</h1><p class="muted">Sandbox stand-in for the third-party identity provider. <b>${esc(p.origin)}</b> asks for:</p><ul>${scopes}</ul>
<form id="f"><label for="name">Name</label><input id="name" name="name" value="Sam Rivera" autocomplete="off" required>
<label for="email">E-mail</label><input id="email" name="email" type="email" value="sam.rivera@example.test" autocomplete="off" required>
<p id="err" role="alert"></p><div class="row"><button type="button" id="no">Cancel</button><button type="submit" id="ok">Continue</button></div></form>
<script>
const cfg = ${cfg};
const reply = (m) => { if (window.opener) window.opener.postMessage({ source: 'sandbox-oauth', state: cfg.state, ...m }, cfg.origin); window.close(); };
document.getElementById('no').onclick = () => reply({ error: 'access_denied' });
document.getElementById('f').onsubmit = async (e) => {
  e.preventDefault();
  const body = { client_id: cfg.client_id, scope: cfg.scope, response_type: cfg.response_type, name: document.getElementById('name').value, email: document.getElementById('email').value };
  const r = await fetch('/oauth/approve', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const j = await r.json();
  if (!r.ok) { document.getElementById('err').textContent = j.error || 'Could not sign in'; return; }
  reply({ code: j.code, access_token: j.access_token, scope: cfg.scope });
};
</script></body></html>`;
}

/** The provider's script (`/oauth/client.js`), a small stand-in for the real library's popup API. */
export const CLIENT_JS = `(() => {
  const base = new URL(document.currentScript ? document.currentScript.src : '/oauth/client.js', location.href).origin;
  function client(cfg, responseType) {
    return function request() {
      const state = Math.random().toString(36).slice(2);
      const q = new URLSearchParams({ client_id: cfg.client_id || '', scope: cfg.scope || '', response_type: responseType, origin: location.origin, state });
      const w = window.open(base + '/oauth/authorize?' + q, 'oauth-' + state, 'width=500,height=600');
      if (!w) { cfg.callback({ error: 'popup_failed_to_open' }); return; }
      let finished = false;
      const done = (m) => { if (finished) return; finished = true; window.removeEventListener('message', onMessage); clearInterval(timer); cfg.callback(m); };
      const onMessage = (e) => {
        if (e.origin !== base || !e.data || e.data.source !== 'sandbox-oauth' || e.data.state !== state) return;
        const d = e.data;
        done(d.error ? { error: d.error } : responseType === 'code' ? { code: d.code, scope: d.scope } : { access_token: d.access_token, scope: d.scope });
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
