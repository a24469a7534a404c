/**
 * The third-party sign-in stand-in (issue 11; OAUTH.md) as an authorization-code flow with
 * PKCE: the provider's script and identity page, provider accounts with passwords (an e-mail
 * alone signs nobody in), codes used once, within 60 s, with their state and verifier, tokens
 * checked server-side, the quick guest kept in its own namespace (and older guest rows moved
 * there once).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestSandbox, type TestSandbox, stopTestSandbox, waitPidGone } from './testkit.ts';

/** Added to the real time: moves the sandbox's `clock` (code and token lifetimes, throttle windows). */
let skewMs = 0;
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ clock: () => Date.now() + skewMs });
});
afterAll(() => stopTestSandbox(sb));

const APP = 'http://127.0.0.1:5173';
const CLIENT = 'fachat-web-dev';

/** A fresh PKCE pair (RFC 7636 S256) and state, as the app makes them. */
function attempt() {
  const codeVerifier = randomBytes(48).toString('base64url');
  return { codeVerifier, challenge: createHash('sha256').update(codeVerifier).digest('base64url'), state: randomBytes(24).toString('base64url') };
}

type Attempt = ReturnType<typeof attempt>;

const approveRaw = async (body: Record<string, string>, headers: Record<string, string> = {}) => {
  const r = await fetch(`${sb.apiUrl}/oauth/approve`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: r.status, headers: r.headers, json: (await r.json()) as Record<string, string> };
};

/** The identity page's POST for a code (or a token with `response_type: 'token'`). */
const approve = (a: Attempt, person: { email: string; password: string }, extra: Record<string, string> = {}) =>
  approveRaw({
    client_id: CLIENT, scope: 'openid email profile', response_type: 'code', name: 'Sam Rivera', origin: APP,
    state: a.state, code_challenge: a.challenge, code_challenge_method: 'S256', ...person, ...extra,
  });

const login = (data: Record<string, string>) => post(sb.apiUrl, '/api/login_service/login', { data: { openId: '', channel: 'google', ...data } });
const loginCode = (code: string, a: Pick<Attempt, 'codeVerifier' | 'state'>, openId = '') => login({ token: code, credential: 'CODE', codeVerifier: a.codeVerifier, state: a.state, openId });
const guest = (openId: string) => post(sb.apiUrl, '/api/login_service/login', { data: { openId, token: '', channel: 'sandbox', credential: 'sandbox' } });

/** Signs a person in through the whole code flow; returns the uid. */
async function signInAs(person: { email: string; password: string }): Promise<string> {
  const a = attempt();
  const ok = await approve(a, person);
  expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  const r = await loginCode(ok.json.code!, a);
  expect(r.json.result, r.text).toBe(1);
  return r.json.data.userInfo.id as string;
}

const INVALID = { result: 0, msg: 'invalid or expired sign-in code' };
const victim = { email: 'victim@example.test', password: 'victim-secret-1' };

describe('third-party sign-in stand-in', () => {
  it('serves the provider script and an identity page (e-mail and password) that checks what it is asked', async () => {
    const js = await fetch(`${sb.apiUrl}/oauth/client.js`);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    const script = await js.text();
    expect(script).toContain('initCodeClient');
    expect(script).toContain('code_challenge');
    const a = attempt();
    const q = new URLSearchParams({ client_id: CLIENT, scope: 'openid email profile', response_type: 'code', origin: APP, state: a.state, code_challenge: a.challenge, code_challenge_method: 'S256' });
    const page = await fetch(`${sb.apiUrl}/oauth/authorize?${q}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('<li>email</li>');
    expect(html).toContain('type="password"');
    const variant = (k: string, val: string | null) => {
      const p = new URLSearchParams(q);
      if (val === null) p.delete(k);
      else p.set(k, val);
      return `${sb.apiUrl}/oauth/authorize?${p}`;
    };
    for (const bad of [
      variant('response_type', 'id_token'), variant('scope', 'admin'), variant('origin', 'https://evil.example'),
      variant('state', null), variant('state', 's'), variant('code_challenge', null), variant('code_challenge_method', 'plain'),
    ]) {
      expect((await fetch(bad)).status, bad).toBe(400);
    }
    // A token needs no challenge.
    expect((await fetch(variant('response_type', 'token').replace(/&code_challenge=[^&]*/, ''))).status).toBe(200);
  });

  it('knowing only an e-mail, nobody signs in as its linked account', async () => {
    const uid = await signInAs(victim);
    // The old stand-in's subject: sha256('sandbox-oauth:' + email), 24 hex characters.
    const oldSub = createHash('sha256').update(`sandbox-oauth:${victim.email}`).digest('hex').slice(0, 24);
    // (a) The quick-guest channel with a chosen openId naming the linked account.
    const forged = await guest(`google:${oldSub}`);
    expect(forged.json.result).toBe(-1);
    expect(forged.json.data?.userInfo?.id).not.toBe(uid);
    const bare = await guest(oldSub); // a well-formed openId: a new guest, never the linked account
    expect(bare.json.result).toBe(1);
    expect(bare.json.data.userInfo.id).not.toBe(uid);
    // (b) The identity page with the e-mail and a wrong password (or none): no code.
    const a = attempt();
    const wrong = await approve(a, { email: victim.email, password: 'guess-guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ ok: false, error: 'wrong e-mail or password' });
    expect(wrong.json.code).toBeUndefined();
    expect((await approve(a, { email: 'VICTIM@example.test', password: '' })).status).toBe(400);
    // (c) The google channel with an openId and no valid code.
    expect((await login({ openId: `google:${oldSub}`, token: '', credential: 'CODE' })).json).toEqual(INVALID);
    expect((await login({ openId: `google:${oldSub}`, token: 'made-up', credential: 'TOKEN' })).json).toEqual(INVALID);
  });

  it('throttles wrong passwords per e-mail: after 5, even the right one waits 15 minutes', async () => {
    const person = { email: 'throttled@example.test', password: 'right-password' };
    const uid = await signInAs(person);
    for (let i = 0; i < 5; i++) expect((await approve(attempt(), { ...person, password: `wrong-${i}-pw` })).status).toBe(401);
    const locked = await approve(attempt(), person);
    expect(locked.status).toBe(429);
    expect(locked.json.error).toMatch(/^too many wrong passwords: try again in \d+ s$/);
    expect(locked.json.code).toBeUndefined();
    // Another e-mail is not affected.
    await signInAs({ email: 'other@example.test', password: 'other-password' });
    skewMs += 15 * 60_000 + 1000;
    try {
      expect(await signInAs(person)).toBe(uid);
    } finally {
      skewMs = 0;
    }
  });

  it('the same person (same e-mail and password) comes back as the same user; a new e-mail is a new user', async () => {
    const person = { email: 'Sam.Rivera@example.test', password: 'sam-password-1' };
    const uid = await signInAs(person);
    expect(await signInAs({ ...person, email: 'sam.rivera@example.test' })).toBe(uid);
    const a = attempt();
    const answer = await approve(a, person);
    expect(answer.json).toEqual({ code: expect.any(String), state: a.state }); // the state comes back
    expect(await signInAs({ email: 'kim@example.test', password: 'kim-password-1' })).not.toBe(uid);
    // A new account needs a password of at least 8 characters.
    expect((await approve(attempt(), { email: 'short@example.test', password: 'short' })).status).toBe(400);
  });

  it('a code signs in once, whatever openId comes with it', async () => {
    const uid = await signInAs(victim);
    const a = attempt();
    const { json } = await approve(a, victim);
    const first = await loginCode(json.code!, a, 'guest:someone-else-entirely');
    expect(first.json.result).toBe(1);
    expect(first.json.data.userInfo.id).toBe(uid);
    expect((await loginCode(json.code!, a)).json).toEqual(INVALID);
    expect((await login({ token: json.code!, credential: 'TOKEN' })).json).toEqual(INVALID); // not a token
  });

  it('a code with a wrong verifier or a wrong state is refused, and burnt', async () => {
    const a = attempt();
    const one = await approve(a, victim);
    expect((await loginCode(one.json.code!, { ...a, codeVerifier: attempt().codeVerifier })).json).toEqual(INVALID);
    expect((await loginCode(one.json.code!, a)).json).toEqual(INVALID); // burnt by the wrong try
    const b = attempt();
    const two = await approve(b, victim);
    expect((await loginCode(two.json.code!, { ...b, state: attempt().state })).json).toEqual(INVALID);
    expect((await loginCode(two.json.code!, b)).json).toEqual(INVALID);
    const c = attempt();
    const three = await approve(c, victim);
    expect((await login({ token: three.json.code!, credential: 'CODE' })).json).toEqual(INVALID); // no verifier, no state
    expect((await loginCode(three.json.code!, c)).json).toEqual(INVALID);
  });

  it('a code expires after 60 s; one for another client or without openid is refused', async () => {
    const a = attempt();
    const { json } = await approve(a, victim);
    skewMs = 61_000;
    try {
      expect((await loginCode(json.code!, a)).json).toEqual(INVALID);
    } finally {
      skewMs = 0;
    }
    const b = attempt();
    const other = await approve(b, victim, { client_id: 'someone-elses-app' });
    expect(other.status).toBe(200);
    expect((await loginCode(other.json.code!, b)).json).toEqual(INVALID);
    const c = attempt();
    const noOpenId = await approve(c, victim, { scope: 'email profile' });
    expect((await loginCode(noOpenId.json.code!, c)).json).toEqual(INVALID);
  });

  it('popup type TOKEN: an opaque access token signs in for 10 minutes, only for this backend', async () => {
    const uid = await signInAs(victim);
    const a = attempt();
    const { status, json } = await approve(a, victim, { response_type: 'token', code_challenge: '', code_challenge_method: '' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ token_type: 'Bearer', expires_in: 600, state: a.state });
    const token = json.access_token!;
    for (let i = 0; i < 2; i++) {
      const r = await login({ token, credential: 'TOKEN' });
      expect(r.json.result).toBe(1);
      expect(r.json.data.userInfo.id).toBe(uid);
    }
    expect((await login({ token, credential: 'CODE', codeVerifier: a.codeVerifier, state: a.state })).json).toEqual(INVALID); // not a code
    expect((await login({ token: 'made-up', credential: 'TOKEN' })).json).toEqual(INVALID);
    expect((await login({ token, credential: 'JWT' })).json.result).toBe(0);
    const foreign = await approve(attempt(), victim, { response_type: 'token', client_id: 'someone-elses-app' });
    expect((await login({ token: foreign.json.access_token!, credential: 'TOKEN' })).json).toEqual(INVALID);
    skewMs = 10 * 60_000 + 1000;
    try {
      expect((await login({ token, credential: 'TOKEN' })).json).toEqual(INVALID);
    } finally {
      skewMs = 0;
    }
  });

  it('approve answers the identity page only: a foreign Origin is refused and gets no CORS headers', async () => {
    const a = attempt();
    const r = await approveRaw(
      { client_id: CLIENT, scope: 'openid', response_type: 'code', name: 'X', email: victim.email, password: victim.password, origin: APP, state: a.state, code_challenge: a.challenge, code_challenge_method: 'S256' },
      { origin: 'http://evil.example' },
    );
    expect(r.status).toBe(403);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    const own = await approve(a, victim);
    expect(own.status).toBe(200);
  });
});

describe('quick guest (channel sandbox)', () => {
  it('takes only a 22..128-character openId of A-Z a-z 0-9 _ - and finds the same guest again', async () => {
    for (const bad of ['', 'short-id', 'google:0123456789abcdef01234567', 'guest:0123456789abcdef0123456789', `web-${'x'.repeat(126)}`, 'web guest with spaces 123']) {
      const r = await guest(bad);
      expect(r.json.result, bad).toBe(-1);
      expect(r.json.msg).toMatch(/^invalid data.openId/);
    }
    const id = `web-${crypto.randomUUID()}`;
    const a = await guest(id);
    expect(a.json.result).toBe(1);
    expect((await guest(id)).json.data.userInfo.id).toBe(a.json.data.userInfo.id);
    expect((await guest(`web-${crypto.randomUUID()}`)).json.data.userInfo.id).not.toBe(a.json.data.userInfo.id);
  });

  it('moves the guests of an older database to the guest namespace once; they sign in as before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vchat-oauth-'));
    const openId = `web-${crypto.randomUUID()}`;
    try {
      const first = await startTestSandbox({ dataDir: dir });
      const uid = (await post(first.apiUrl, '/api/login_service/login', { data: { openId, token: '', channel: 'sandbox', credential: 'sandbox' } })).json.data.userInfo.id as string;
      const pid1 = first.prosodyPid;
      await first.dispose(true);
      expect(await waitPidGone(pid1)).toBe(true);

      // Make it look like a data folder from before: the client's openId stored as is, no marker.
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(join(dir, 'db'));
      await db.query('update users set open_id = $1 where uid = $2', [openId, uid]);
      await db.query("insert into users (uid, jid, kind, nickname, open_id, joined) values ('299999', 'user_299999@localhost', 'viewer', 'Linked', 'google:0123456789abcdef01234567', 0)");
      await db.exec("delete from settings where key = 'guest_open_id_keys_v1'");
      await db.close();

      const second = await startTestSandbox({ dataDir: dir });
      try {
        const again = await post(second.apiUrl, '/api/login_service/login', { data: { openId, token: '', channel: 'sandbox', credential: 'sandbox' } });
        expect(again.json.data.userInfo.id).toBe(uid);
      } finally {
        const pid2 = second.prosodyPid;
        await second.dispose(true);
        expect(await waitPidGone(pid2)).toBe(true);
      }
      const check = await PGlite.create(join(dir, 'db'));
      const rows = (await check.query<{ uid: string; open_id: string }>("select uid, open_id from users where uid in ($1, '299999') order by uid", [uid])).rows;
      await check.close();
      expect(rows).toEqual([
        { uid, open_id: `guest:${createHash('sha256').update(openId).digest('hex')}` },
        { uid: '299999', open_id: 'google:0123456789abcdef01234567' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
