import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post, signIn, startTestSandbox, waitPidGone, type TestSandbox, adminGet, stopTestSandbox } from './testkit.ts';
import { ROUTES } from './api/routes.ts';
import { prng } from './seedData.ts';

let sb: TestSandbox;
let viewer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  sb = await startTestSandbox();
  viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
});

afterAll(() => stopTestSandbox(sb));

describe('envelope', () => {
  it('answers success with result 1 and echoes X-Request-Id', async () => {
    const r = await post(sb.apiUrl, '/api/system_maintenance/maintenance_status', {}, { 'X-Request-Id': 'abcdefghijklmnopqrstu' });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ result: 1, msg: 'ok', data: { maintananceStatus: 0 } });
    expect(r.headers.get('x-request-id')).toBe('abcdefghijklmnopqrstu');
  });

  it('refuses bad JSON and non-object bodies with -1', async () => {
    for (const body of ['{oops', '', 'null', '[]', '"text"', '42', 'true']) {
      const r = await post(sb.apiUrl, '/api/login_service/user_pwd_login', body);
      expect(r.status).toBe(200);
      expect(r.json.result).toBe(-1);
      expect(r.json.msg).toMatch(/JSON|object/);
    }
  });

  it('names the field that fails the data schema', async () => {
    const r = await post(sb.apiUrl, '/api/login_service/user_pwd_login', { data: { uid: 200001, passwd: 'x' } });
    expect(r.json).toEqual({ result: -1, msg: expect.stringContaining('data.uid') });
    const r2 = await post(sb.apiUrl, '/api/login_service/user_pwd_login', { data: { uid: '200001' } });
    expect(r2.json.result).toBe(-1);
    expect(r2.json.msg).toContain('data.passwd');
    const r3 = await call(sb.apiUrl, 'anchorlist_services/anchor_list_hot', viewer, { pageSize: 500 });
    expect(r3.json.result).toBe(-1);
    expect(r3.json.msg).toContain('data.pageSize');
    const r4 = await call(sb.apiUrl, 'common_service/multi_online_status', viewer, { jids: Array.from({ length: 101 }, (_, i) => `a${i}@x`) });
    expect(r4.json.result).toBe(-1);
    expect(r4.json.msg).toContain('data.jids');
  });

  it('gives -3 with HTTP 404 for unknown paths and 405 for non-POST', async () => {
    const r = await post(sb.apiUrl, '/api/nope/nothing', {});
    expect(r.status).toBe(404);
    expect(r.json.result).toBe(-3);
    const g = await fetch(`${sb.apiUrl}/api/login_service/login`);
    expect(g.status).toBe(405);
  });

  it('answers CORS preflight permissively', async () => {
    const r = await fetch(`${sb.apiUrl}/api/login_service/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-request-id' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(r.headers.get('access-control-allow-headers')).toContain('x-request-id');
  });

  it('refuses bodies over 1 MB', async () => {
    const r = await post(sb.apiUrl, '/api/login_service/login', JSON.stringify({ data: { pad: 'x'.repeat(1_100_000) } }));
    expect(r.status).toBe(413);
    expect(r.json.result).toBe(-1);
  });

  it('survives garbage bodies on every path', async () => {
    const rand = prng(7);
    const junk = (depth = 0): unknown => {
      const k = depth > 3 ? 8 : Math.floor(rand() * 9);
      if (k === 0) return null;
      if (k === 1) return rand() * 1e9;
      if (k === 2) return 'x'.repeat(Math.floor(rand() * 50));
      if (k === 3) return [junk(depth + 1), junk(depth + 1)];
      if (k === 4) return { a: junk(depth + 1), data: junk(depth + 1) };
      if (k === 5) return true;
      if (k === 6) return { uid: junk(depth + 1), passwd: junk(depth + 1), page: junk(depth + 1), jids: junk(depth + 1), jid: junk(depth + 1), count: junk(depth + 1) };
      if (k === 7) return -1;
      return {};
    };
    // Its own session: logout revokes the token it is called with.
    const garbler = await signIn(sb.apiUrl, '200001', 'viewer-one');
    for (const path of Object.keys(ROUTES)) {
      for (let i = 0; i < 12; i++) {
        const body = i === 0 ? randomBytes(64) : { deviceInfo: junk(), clientInfo: junk(), userInfo: i % 2 ? garbler : junk(), data: junk() };
        const r = await post(sb.apiUrl, `/api/${path}`, body);
        expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(200);
        expect([1, 0, -1, -2]).toContain(r.json.result);
        if (r.json.result !== 1) expect(typeof r.json.msg).toBe('string');
      }
    }
    const h = await fetch(`${sb.apiUrl}/__sandbox/health`);
    expect(await h.json()).toEqual({ ok: true });
  });
});

describe('sign-in and tokens', () => {
  it('refuses a wrong password with result 0', async () => {
    const r = await post(sb.apiUrl, '/api/login_service/user_pwd_login', { data: { uid: '200001', passwd: 'nope' } });
    expect(r.json).toEqual({ result: 0, msg: 'wrong account id or password' });
    const r2 = await post(sb.apiUrl, '/api/login_service/user_pwd_login', { data: { uid: '100001', passwd: '' } });
    expect(r2.json.result).toBe(0);
  });

  it('returns the login response with component domains', async () => {
    const r = await post(sb.apiUrl, '/api/login_service/user_pwd_login', { data: { uid: '200002', passwd: 'viewer-two' } });
    expect(r.json.result).toBe(1);
    expect(r.json.data).toEqual({
      userInfo: { id: '200002', jid: 'user_200002@localhost', role: 2, vcToken: expect.any(String) },
      completeUserInfoCheck: true,
      componentInfo: { hubDomain: 'hub.localhost', giftDomain: 'gift.localhost', helpDomain: 'help.localhost' },
    });
  });

  it('requires a valid token on signed-in paths', async () => {
    const missing = await post(sb.apiUrl, '/api/account_service/combine_info', { data: {} });
    expect(missing.json).toEqual({ result: -2, msg: 'invalid token' });
    const bad = await call(sb.apiUrl, 'account_service/combine_info', { ...viewer, vcToken: 'abc.def.ghi' });
    expect(bad.json.result).toBe(-2);
    const otherJid = await call(sb.apiUrl, 'account_service/combine_info', { ...viewer, uid: '200002', jid: 'user_200002@localhost' });
    expect(otherJid.json.result).toBe(-2);
    const forged = await new SignJWT({ jid: viewer.jid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user_200001')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-sandbox-secret-not-the-sandbox-secret'));
    const f = await call(sb.apiUrl, 'account_service/combine_info', { ...viewer, vcToken: forged });
    expect(f.json.result).toBe(-2);
  });

  it('answers account and config for a signed-in viewer', async () => {
    const r = await call(sb.apiUrl, 'account_service/combine_info', viewer);
    expect(r.json.result).toBe(1);
    expect(r.json.data.accountInfo).toEqual({ paid: true, gemsBalance: 500, silverBalance: 0, silverSpent: 0 });
    expect(r.json.data.configInfo.mainInfo.componentInfo.hubDomain).toBe('hub.localhost');
    expect(r.json.data.configInfo.mainInfo.blockInfo).toEqual({ blocked: false });
    const a = await call(sb.apiUrl, 'account_service/account', viewer, { action: 1 });
    expect(a.json.data).toEqual({ paid: true, gemsBalance: 500, silverBalance: 0, silverSpent: 0 });
    // Logout revokes the token it is called with (probe.test.ts), so it gets a session of its own.
    const session = await signIn(sb.apiUrl, '200001', 'viewer-one');
    const out = await call(sb.apiUrl, 'login_service/logout', session);
    expect(out.json).toEqual({ result: 1, msg: 'ok', data: {} });
    expect((await call(sb.apiUrl, 'account_service/account', session, { action: 1 })).json.result).toBe(-2);
    expect((await call(sb.apiUrl, 'account_service/account', viewer, { action: 1 })).json.result).toBe(1);
  });

  it('signs in through the sandbox third-party channel, finding the same viewer again', async () => {
    const body = { data: { openId: 'api-test-guest-00000000042', token: 't', channel: 'sandbox', credential: 'sandbox' } };
    const a = await post(sb.apiUrl, '/api/login_service/login', body);
    const b = await post(sb.apiUrl, '/api/login_service/login', body);
    expect(a.json.result).toBe(1);
    expect(a.json.data.userInfo.jid).toBe(b.json.data.userInfo.jid);
    expect(a.json.data.completeUserInfoCheck).toBe(false);
    const me = await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', { ...a.json.data.userInfo, uid: a.json.data.userInfo.id }, {});
    expect(me.json.data.nickName).toMatch(/^Guest \d{4}$/);
    const acc = await call(sb.apiUrl, 'account_service/account', { ...a.json.data.userInfo, uid: a.json.data.userInfo.id }, { action: 1 });
    expect(acc.json.data.gemsBalance).toBe(300);
    const other = await post(sb.apiUrl, '/api/login_service/login', { data: { ...body.data, channel: 'facebook' } });
    expect(other.json).toEqual({ result: 0, msg: 'unsupported sign-in channel' });
    // The google channel (the third-party stand-in, OAUTH.md) takes only its own credentials.
    const google = await post(sb.apiUrl, '/api/login_service/login', { data: { ...body.data, channel: 'google' } });
    expect(google.json).toEqual({ result: 0, msg: 'credential must be CODE or TOKEN' });
    const empty = await post(sb.apiUrl, '/api/login_service/login', { data: { ...body.data, openId: '' } });
    expect(empty.json.result).toBe(-1);
  });
});

describe('profiles, status, maintenance, media', () => {
  it('returns user cards and "user not found"', async () => {
    const host = await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', viewer, { jid: 'anchor_100001@anchors.localhost' });
    expect(host.json.data).toMatchObject({ jid: 'anchor_100001@anchors.localhost', uid: '100001', gender: 'female', avatarUrl: '/media/avatars/100001.svg' });
    expect(host.json.data.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const me = await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', viewer, {});
    expect(me.json.data.jid).toBe('user_200001@localhost');
    const none = await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', viewer, { jid: 'anchor_1@anchors.localhost' });
    expect(none.json).toEqual({ result: 0, msg: 'user not found' });
  });

  it('reports online status of hosts and offline for unknown jids', async () => {
    const r = await call(sb.apiUrl, 'common_service/multi_online_status', viewer, { jids: ['anchor_100001@anchors.localhost', 'ghost@localhost'] });
    expect(r.json.data.list).toHaveLength(2);
    expect(['online', 'busy', 'offline']).toContain(r.json.data.list[0].status);
    expect(r.json.data.list[1]).toEqual({ jid: 'ghost@localhost', status: 'offline', dailyState: 'offline' });
  });

  it('follows the admin clock for daily states', async () => {
    const anchors = (await adminGet(sb, `anchors`)) as { list: Array<{ jid: string; tzOffsetMinutes: number }> };
    const host = anchors.list[0]!;
    const { instantForLocalTime } = await import('./hosts.ts');
    for (const [hh, state, status] of [[10, 'outdoor', 'online'], [14, 'private', 'busy'], [3, 'sleeping', 'offline'], [8, 'dining', 'online']] as const) {
      const iso = new Date(instantForLocalTime(Date.now(), host.tzOffsetMinutes, hh, 30)).toISOString();
      const c = await post(sb.apiUrl, '/__sandbox/clock', { now: iso });
      expect(c.json.ok).toBe(true);
      const r = await call(sb.apiUrl, 'common_service/multi_online_status', viewer, { jids: [host.jid] });
      expect(r.json.data.list[0]).toEqual({ jid: host.jid, status, dailyState: state });
    }
    await post(sb.apiUrl, '/__sandbox/clock', { now: null });
    const bad = await post(sb.apiUrl, '/__sandbox/clock', { now: 'yesterday' });
    expect(bad.status).toBe(400);
  });

  it('switches maintenance through the admin endpoint', async () => {
    expect((await post(sb.apiUrl, '/__sandbox/maintenance', { status: 2 })).json.ok).toBe(true);
    expect((await post(sb.apiUrl, '/api/system_maintenance/maintenance_status', {})).json.data).toEqual({ maintananceStatus: 2 });
    await post(sb.apiUrl, '/__sandbox/maintenance', { status: 0 });
    expect((await post(sb.apiUrl, '/api/system_maintenance/maintenance_status', {})).json.data).toEqual({ maintananceStatus: 0 });
    expect((await post(sb.apiUrl, '/__sandbox/maintenance', { status: 1 })).status).toBe(400);
  });

  it('serves generated avatars', async () => {
    const r = await fetch(`${sb.apiUrl}/media/avatars/100001.svg`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(await r.text()).toMatch(/^<svg/);
    expect((await fetch(`${sb.apiUrl}/media/avatars/999.svg`)).status).toBe(404);
  });
});

describe('persistence', () => {
  it('keeps users, settings and tokens across a restart', async () => {
    const dir = (await import('node:fs')).mkdtempSync(`${(await import('node:os')).tmpdir()}/vchat-persist-`);
    const first = await startTestSandbox({ dataDir: dir });
    const login = await post(first.apiUrl, '/api/login_service/login', { data: { openId: 'persist-me-guest-000001', token: '', channel: 'sandbox', credential: 'sandbox' } });
    const user = { ...login.json.data.userInfo, uid: login.json.data.userInfo.id };
    await post(first.apiUrl, '/__sandbox/maintenance', { status: 2 });
    const pid1 = first.prosodyPid;
    await first.dispose(true);
    expect(await waitPidGone(pid1)).toBe(true);

    const second = await startTestSandbox({ dataDir: dir });
    try {
      const me = await call(second.apiUrl, 'common_service/get_manual_personal_info_v2', user, {});
      expect(me.json.result).toBe(1);
      expect(me.json.data.jid).toBe(user.jid);
      expect((await post(second.apiUrl, '/api/system_maintenance/maintenance_status', {})).json.data.maintananceStatus).toBe(2);
      const again = await post(second.apiUrl, '/api/login_service/login', { data: { openId: 'persist-me-guest-000001', token: '', channel: 'sandbox', credential: 'sandbox' } });
      expect(again.json.data.userInfo.jid).toBe(user.jid);
    } finally {
      const pid2 = second.prosodyPid;
      await second.dispose(true);
      (await import('node:fs')).rmSync(dir, { recursive: true, force: true });
      expect(await waitPidGone(pid2)).toBe(true);
    }
  });
});
