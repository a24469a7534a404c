/**
 * common_service/get_user_support (spec §7; issue 20.6): the support contact, stored in the
 * sandbox database, served to signed-in viewers in the envelope; set by the admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, post, signIn, startTestSandbox, stopTestSandbox, type TestSandbox } from '../testkit.ts';

let sb: TestSandbox;
let viewer: { uid: string; jid: string; role: number; vcToken: string };

beforeAll(async () => {
  sb = await startTestSandbox({});
  viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
});
afterAll(() => stopTestSandbox(sb));

const support = () => call(sb.apiUrl, 'common_service/get_user_support', viewer);

describe('get_user_support', () => {
  it('serves the default contact (email, help chat jid, FAQ link) in the envelope to a signed-in viewer', async () => {
    const r = await support();
    expect(r.json).toMatchObject({ result: 1, data: { email: expect.stringMatching(/@/), helpChatJid: expect.stringMatching(/^support@help\./), faqUrl: expect.stringMatching(/^https:\/\//) } });
  });

  it('refuses a caller without a valid token', async () => {
    const r = await post(sb.apiUrl, '/api/common_service/get_user_support', { deviceInfo: {}, clientInfo: {}, userInfo: { ...viewer, vcToken: 'forged' }, data: {} });
    expect(r.json?.result).not.toBe(1);
  });

  it('an admin stores a contact (kept in the database) or none at all; a bad one is refused; reset brings the default back', async () => {
    const set = await admin(sb, 'support', { email: 'help@vchat.test', faqUrl: '/media/faq.html', hours: '24/7' });
    expect(set).toMatchObject({ ok: true, email: 'help@vchat.test', helpChatJid: '', faqUrl: '/media/faq.html', hours: '24/7' });
    expect((await support()).json.data).toEqual({ email: 'help@vchat.test', helpChatJid: '', faqUrl: '/media/faq.html', hours: '24/7' });
    expect((await admin(sb, 'support', { faqUrl: 'javascript:alert(1)' })).ok).toBe(false);
    expect((await admin(sb, 'support', { phone: '123' })).ok).toBe(false);
    await admin(sb, 'support', {});
    expect((await support()).json.data).toEqual({ email: '', helpChatJid: '', faqUrl: '', hours: '' });
    await admin(sb, 'support', { reset: true });
    expect((await support()).json.data.email).toMatch(/@/);
  });
});
