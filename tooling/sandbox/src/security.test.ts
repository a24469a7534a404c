/**
 * The sandbox's admin surface and sign-in paths against a probe (issue 8.5, 8.6): the admin
 * token, foreign Origins, dot segments, another viewer's profile, list paging, and the
 * wrong-password and guest throttles (small limits here; the defaults are in api/throttle.ts).
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post, signIn, startTestSandbox, type TestSandbox, stopTestSandbox } from './testkit.ts';

let sb: TestSandbox;

beforeAll(async () => {
  sb = await startTestSandbox({ throttle: { wrongPasswordsPerAccount: 3, wrongPasswordsPerAddress: 100, guestsPerAddress: 2 } });
});

afterAll(() => stopTestSandbox(sb));

const port = () => Number(new URL(sb.apiUrl).port);
const viewerGems = async (uid: string) => (await post(sb.apiUrl, '/__sandbox/wallet', { uid })).json.wallet.gems as number;

/** A request with its path exactly as given (fetch would normalise dot segments away). */
function raw(path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: port(), path, method: opts.method ?? 'POST', headers: opts.headers ?? {} }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const RAISE = JSON.stringify({ uid: '200002', gemsBalance: 999999 });

describe('admin surface (issue 8.5)', () => {
  it('refuses a cross-origin text/plain POST (the probe that raised a balance), with or without the token', async () => {
    const before = await viewerGems('200002');
    const probe = await raw('/__sandbox/gems', { headers: { 'content-type': 'text/plain', origin: 'http://evil.example' }, body: RAISE });
    expect(probe.status).toBe(403);
    expect(probe.headers['access-control-allow-origin']).toBeUndefined();
    const withToken = await raw('/__sandbox/gems', { headers: { 'content-type': 'text/plain', origin: 'http://evil.example', 'x-sandbox-admin': sb.adminToken }, body: RAISE });
    expect(withToken.status).toBe(403);
    const preflight = await raw('/__sandbox/gems', { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(await viewerGems('200002')).toBe(before);
  });

  it('needs the per-start token: none or a wrong one → 401; the right one works', async () => {
    const before = await viewerGems('200002');
    expect((await raw('/__sandbox/gems', { headers: { 'content-type': 'application/json' }, body: RAISE })).status).toBe(401);
    expect((await raw('/__sandbox/gems', { headers: { 'content-type': 'application/json', 'x-sandbox-admin': 'x'.repeat(32) }, body: RAISE })).status).toBe(401);
    expect((await raw('/__sandbox/anchors', { method: 'GET' })).status).toBe(401);
    expect(await viewerGems('200002')).toBe(before);
    const ok = await raw('/__sandbox/gems', { headers: { 'content-type': 'application/json', 'x-sandbox-admin': sb.adminToken }, body: JSON.stringify({ uid: '200002', gemsBalance: before + 1 }) });
    expect(ok.status).toBe(200);
    expect(await viewerGems('200002')).toBe(before + 1);
    // What a person opens in a tab stays open: health and the host page.
    expect((await raw('/__sandbox/health', { method: 'GET' })).status).toBe(200);
    // The token is the one the CLI prints and the data folder keeps (0600).
    expect(readFileSync(join(sb.dataDir, 'admin-token'), 'utf8').trim()).toBe(sb.adminToken);
  });

  it('refuses dot segments, plain or encoded, before routing', async () => {
    const before = await viewerGems('200002');
    for (const path of ['/api/%2e%2e/__sandbox/gems', '/api/%2E%2E/__sandbox/gems', '/api/../__sandbox/gems', '/api/..%2f__sandbox/gems', '/media/%2e%2e/__sandbox/gems']) {
      const r = await raw(path, { headers: { 'content-type': 'text/plain', 'x-sandbox-admin': sb.adminToken }, body: RAISE });
      expect(r.status, path).toBe(400);
    }
    expect(await viewerGems('200002')).toBe(before);
  });

  it('refuses a host page websocket opened from a foreign origin; its own origin connects', async () => {
    const jid = 'anchor_100001@anchors.localhost';
    const url = `${sb.apiUrl.replace('http', 'ws')}/__sandbox/host?jid=${encodeURIComponent(jid)}`;
    const outcome = (origin: string, query = '') =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url + query, { origin });
        ws.once('open', () => {
          ws.close();
          resolve('open');
        });
        ws.once('error', () => resolve('refused'));
        ws.once('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      });
    expect(await outcome('http://evil.example')).toMatch(/^refused/);
    // Its own origin connects with the key written into the host page (issue 16.5; probe.test.ts).
    const key = /name="vchat-host-key" content="([\w-]+)"/.exec(await (await fetch(`${sb.apiUrl}/__sandbox/host.html`)).text())?.[1];
    expect(await outcome(`http://127.0.0.1:${port()}`, `&key=${key}`)).toBe('open');
    expect(await outcome('http://evil.example', `&key=${key}`)).toMatch(/^refused/);
  });
});

describe('profiles, paging and throttles (issue 8.6)', () => {
  it('gives another viewer\'s public fields only; oneself and hosts in full', async () => {
    const me = await signIn(sb.apiUrl, '200001', 'viewer-one');
    const other = (await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', me, { jid: 'user_200002@localhost' })).json.data;
    expect(other).toMatchObject({ jid: 'user_200002@localhost', uid: '200002', nickName: 'Sam', birthday: '' });
    expect(other.name).toBe('Sam'); // the nickname, never the real name "Sam Patel"
    expect(JSON.stringify(other)).not.toContain('Patel');
    expect(JSON.stringify(other)).not.toContain('1998-11-02');
    const own = (await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', me, {})).json.data;
    expect(own).toMatchObject({ name: 'Alex Morgan', birthday: '1994-05-17' });
    const host = (await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', me, { jid: 'anchor_100001@anchors.localhost' })).json.data;
    expect(host.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/); // hosts' age shows on the wall
  });

  it('bounds page: 1e20 or 1001 is a bad request (-1), not a 500', async () => {
    const me = await signIn(sb.apiUrl, '200001', 'viewer-one');
    for (const page of [1e20, 1001, 0, 1.5]) {
      const r = await call(sb.apiUrl, 'anchorlist_services/anchor_list_hot', me, { page });
      expect(r.status, String(page)).toBe(200);
      expect(r.json.result, String(page)).toBe(-1);
      expect(r.json.msg).toMatch(/data\.page/);
    }
    expect((await call(sb.apiUrl, 'anchorlist_services/anchor_list_new', me, { page: 1000 })).json).toMatchObject({ result: 1, data: { list: [] } });
  });

  it('refuses an account after 3 wrong passwords, even the right one, until the window passes', async () => {
    const login = (passwd: string) => post(sb.apiUrl, '/api/login_service/user_pwd_login', { data: { uid: '200003', passwd } });
    for (let i = 0; i < 3; i++) expect((await login('guess')).json).toEqual({ result: 0, msg: 'wrong account id or password' });
    const locked = await login('viewer-three');
    expect(locked.json.result).toBe(0);
    expect(locked.json.msg).toMatch(/^too many wrong passwords: try again in \d+ s$/);
    // Another account is not affected.
    expect((await post(sb.apiUrl, '/api/login_service/user_pwd_login', { data: { uid: '200001', passwd: 'viewer-one' } })).json.result).toBe(1);
  });

  it('lets one address create 2 guests; the third is refused, a returning guest still signs in', async () => {
    const guest = (openId: string) => post(sb.apiUrl, '/api/login_service/login', { data: { openId, token: '', channel: 'sandbox', credential: 'sandbox' } });
    expect((await guest('throttle-guest-a-000000')).json.result).toBe(1);
    expect((await guest('throttle-guest-b-000000')).json.result).toBe(1);
    const third = await guest('throttle-guest-c-000000');
    expect(third.json.result).toBe(0);
    expect(third.json.msg).toMatch(/^too many new accounts from this address: try again in \d+ s$/);
    expect((await guest('throttle-guest-a-000000')).json.result).toBe(1);
  });
});
