import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UserSupportSchema } from './schemas.ts';
import { createApiClient } from './index.ts';

describe('get_user_support (spec §7)', () => {
  it('reads the support contact; a missing channel is empty; a wrong shape fails', () => {
    expect(v.parse(UserSupportSchema, { email: 'help@vchat.test', helpChatJid: 'support@help.localhost', faqUrl: 'https://help.vchat.test/faq' }))
      .toEqual({ email: 'help@vchat.test', helpChatJid: 'support@help.localhost', faqUrl: 'https://help.vchat.test/faq', hours: '' });
    expect(v.parse(UserSupportSchema, {})).toEqual({ email: '', helpChatJid: '', faqUrl: '', hours: '' });
    // The sandbox's default on its local domain (support@localhost) is an address too.
    expect(v.parse(UserSupportSchema, { email: 'support@localhost' }).email).toBe('support@localhost');
    expect(v.safeParse(UserSupportSchema, { faqUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.safeParse(UserSupportSchema, { faqUrl: '//evil.test/x' }).success).toBe(false);
    expect(v.safeParse(UserSupportSchema, { email: 'not an address' }).success).toBe(false);
    expect(v.safeParse(UserSupportSchema, { helpChatJid: 'support@help.localhost/res' }).success).toBe(false);
  });

  it('posts to /api/common_service/get_user_support in the envelope and returns the validated data', async () => {
    const seen: Array<{ url: string; body: Record<string, unknown> }> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      seen.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ result: 1, data: { email: 'help@vchat.test', faqUrl: '/faq' } }), { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({
      baseURL: 'http://sandbox.test/api', source: 'web_fachat', fetch,
      deviceInfo: () => ({ language: 'en', fingerprint: 'f', screen: '375x812', timezone: 'UTC', platform: 'web', clientId: 'c' }),
      session: () => ({ uid: '1', jid: 'user_1@localhost', role: 2, vcToken: 'tok' }),
    });
    await expect(api.userSupport()).resolves.toEqual({ email: 'help@vchat.test', helpChatJid: '', faqUrl: '/faq', hours: '' });
    expect(seen[0]!.url).toContain('/api/common_service/get_user_support');
    expect(seen[0]!.body).toMatchObject({ data: {}, userInfo: { uid: '1', vcToken: 'tok' } });
  });
});
