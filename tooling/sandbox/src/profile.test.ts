/**
 * Profile write (issue 10: edit profile with avatar upload persists): a guest completes their
 * profile, uploads an avatar and sets it; bad fields are refused with nothing written; another
 * viewer sees the public fields only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post, signIn, startTestSandbox, type TestSandbox, stopTestSandbox } from './testkit.ts';

let sb: TestSandbox;
let guest: { uid: string; jid: string; role: number; vcToken: string };

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  sb = await startTestSandbox();
  const r = await post(sb.apiUrl, '/api/login_service/login', { data: { openId: 'profile-test-guest-0001', token: 't', channel: 'sandbox', credential: 'sandbox' } });
  expect(r.json.data.completeUserInfoCheck).toBe(false);
  const u = r.json.data.userInfo;
  guest = { uid: u.id, jid: u.jid, role: u.role, vcToken: u.vcToken };
});

afterAll(() => stopTestSandbox(sb));

const update = (data: unknown) => call(sb.apiUrl, 'common_service/update_manual_personal_info_v2', guest, data);
const card = async () => (await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', guest, {})).json.data;

async function upload(file: Buffer, filename: string): Promise<string> {
  const form = new FormData();
  form.append('token', guest.vcToken);
  form.append('filename', filename);
  form.append('file', new Blob([new Uint8Array(file)]), filename);
  const res = await fetch(`${sb.apiUrl}/upload`, { method: 'POST', body: form });
  return ((await res.json()) as { data: { url: string } }).data.url;
}

describe('update_manual_personal_info_v2', () => {
  it('completes the profile: nickname, birthday and gender make completeUserInfoCheck true, and it persists', async () => {
    const r = await update({ nickName: '  Sam  ', birthday: '1995-06-15', gender: 'male', about: 'Hi there', country: 'IN', language: 'hi' });
    expect(r.json.result).toBe(1);
    expect(r.json.data).toMatchObject({ nickName: 'Sam', birthday: '1995-06-15', gender: 'male', about: 'Hi there', country: 'IN', language: 'hi', completeUserInfoCheck: true });
    expect(await card()).toMatchObject({ nickName: 'Sam', birthday: '1995-06-15', about: 'Hi there' });
    const again = await post(sb.apiUrl, '/api/login_service/login', { data: { openId: 'profile-test-guest-0001', token: 't', channel: 'sandbox', credential: 'sandbox' } });
    expect(again.json.data.completeUserInfoCheck).toBe(true);
  });

  it('sets an uploaded avatar; refuses one that is not an upload of this sandbox', async () => {
    const url = await upload(PNG, 'me.png');
    const r = await update({ avatarUrl: url });
    expect(r.json.data.avatarUrl).toBe(url);
    expect((await card()).avatarUrl).toBe(url);
    for (const bad of ['https://elsewhere.example/a.png', '/media/avatars/200001.svg', `/media/uploads/${'0'.repeat(32)}.png`, `${url}?x=1`]) {
      const refused = await update({ avatarUrl: bad });
      expect(refused.json.result, bad).not.toBe(1);
    }
    expect((await card()).avatarUrl).toBe(url);
  });

  it('refuses bad fields and writes none of the request', async () => {
    const before = await card();
    for (const data of [
      { nickName: '' },
      { nickName: 'x'.repeat(41) },
      { nickName: 'Bob', birthday: '2015-01-01' }, // under 18: the nickname is not written either
      { birthday: '1990-02-30' },
      { birthday: '15/06/1995' },
      { gender: 'robot' },
      { about: 'a\u0000b' },
      { country: 'India' },
    ]) {
      const r = await update(data);
      expect(r.json.result, JSON.stringify(data)).not.toBe(1);
    }
    expect(await card()).toEqual(before);
  });

  it('another viewer sees the public fields only', async () => {
    const other = await signIn(sb.apiUrl, '200001', 'viewer-one');
    const seen = (await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', other, { jid: guest.jid })).json.data;
    expect(seen.nickName).toBe('Sam');
    expect(seen.birthday).toBe('');
  });

  it("a host's card carries her albums and videos, and they are served", async () => {
    const host = (await call(sb.apiUrl, 'anchorlist_services/anchor_list_hot', guest, { page: 1, pageSize: 1 })).json.data.list[0];
    const c = (await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', guest, { jid: host.jid })).json.data;
    expect(c.albums.length).toBeGreaterThanOrEqual(4);
    expect(c.albums.length).toBeLessThanOrEqual(6);
    for (const url of c.albums) expect((await fetch(sb.apiUrl + url)).status, url).toBe(200);
    expect(Array.isArray(c.videos)).toBe(true);
    const own = await card();
    expect(own.albums).toBeUndefined(); // viewers have none
  });
});
