/**
 * The third-party sign-in stand-in (issue 11; OAUTH.md): the provider's script, the identity
 * page's checks, codes used once, tokens reused until they expire, the same person back as the
 * same user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestSandbox, type TestSandbox, stopTestSandbox } from './testkit.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({});
});
afterAll(() => stopTestSandbox(sb));

const approve = async (body: Record<string, string>) => {
  const r = await fetch(`${sb.apiUrl}/oauth/approve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: r.status, json: (await r.json()) as Record<string, string> };
};
const base = { client_id: 'fachat-web', scope: 'openid email profile', name: 'Sam Rivera', email: 'Sam.Rivera@example.test' };
const login = (token: string, credential: string) => post(sb.apiUrl, '/api/login_service/login', { data: { openId: '', token, channel: 'google', credential } });

describe('third-party sign-in stand-in', () => {
  it('serves the provider script and an identity page that checks what it is asked', async () => {
    const js = await fetch(`${sb.apiUrl}/oauth/client.js`);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(await js.text()).toContain('initCodeClient');
    const ok = `${sb.apiUrl}/oauth/authorize?client_id=x&scope=openid%20email%20profile&response_type=code&origin=${encodeURIComponent('http://127.0.0.1:5173')}&state=s`;
    const page = await fetch(ok);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<li>email</li>');
    for (const bad of [ok.replace('response_type=code', 'response_type=id_token'), ok.replace('scope=openid', 'scope=admin'), ok.replace(encodeURIComponent('http://127.0.0.1:5173'), encodeURIComponent('https://evil.example'))]) {
      expect((await fetch(bad)).status).toBe(400);
    }
  });

  it('popup type CODE: a code signs in once; the same person comes back as the same user', async () => {
    const { json } = await approve({ ...base, response_type: 'code' });
    const first = await login(json.code!, 'CODE');
    expect(first.json.result).toBe(1);
    const uid = first.json.data.userInfo.id;
    expect((await login(json.code!, 'CODE')).json.result).toBe(0); // used
    const again = await approve({ ...base, email: 'sam.rivera@example.test', response_type: 'code' });
    expect((await login(again.json.code!, 'CODE')).json.data.userInfo.id).toBe(uid);
    expect((await login(json.code!, 'TOKEN')).json.result).toBe(0); // not a token
  });

  it('popup type TOKEN: an access token signs in until it expires; bad input is refused', async () => {
    const { json } = await approve({ ...base, email: 'kim@example.test', response_type: 'token' });
    expect((await login(json.access_token!, 'TOKEN')).json.result).toBe(1);
    expect((await login(json.access_token!, 'TOKEN')).json.result).toBe(1);
    expect((await login('made-up', 'TOKEN')).json.result).toBe(0);
    expect((await login(json.access_token!, 'JWT')).json.result).toBe(0);
    expect((await approve({ ...base, email: 'not-an-email', response_type: 'code' })).status).toBe(400);
    const noOpenId = await approve({ ...base, scope: 'email profile', response_type: 'code' });
    expect((await login(noOpenId.json.code!, 'CODE')).json.result).toBe(0);
  });
});
