import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { ApiError, type UserSupport } from '@vchat/api-client';
import { createSupport, supportAtom } from './support.ts';

const CONTACT: UserSupport = { email: 'help@vchat.test', helpChatJid: 'support@help.localhost', faqUrl: 'https://help.vchat.test/faq', hours: '24/7' };

describe('support contact command (spec §7 get_user_support)', () => {
  it('loading, then ready with the contact; one request for two calls at once', async () => {
    const store = createStore();
    let release!: (c: UserSupport) => void;
    const userSupport = vi.fn(() => new Promise<UserSupport>((r) => (release = r)));
    const s = createSupport({ store, api: { userSupport }, log: () => {} });
    const a = s.load();
    const b = s.load();
    expect(store.get(supportAtom)).toEqual({ status: 'loading', contact: null });
    release(CONTACT);
    await Promise.all([a, b]);
    expect(userSupport).toHaveBeenCalledTimes(1);
    expect(store.get(supportAtom)).toEqual({ status: 'ready', contact: CONTACT, empty: false });
  });

  it('no channel offered is the empty state; a failure is the error state with its code', async () => {
    const store = createStore();
    const answers: Array<() => Promise<UserSupport>> = [
      async () => ({ email: '', helpChatJid: '', faqUrl: '', hours: '9-5' }),
      async () => { throw new ApiError('TIMEOUT', 'timed out', { requestId: 'r', path: 'p' }); },
    ];
    const s = createSupport({ store, api: { userSupport: () => answers.shift()!() }, log: () => {} });
    await s.load();
    expect(store.get(supportAtom)).toMatchObject({ status: 'ready', empty: true });
    await s.load();
    expect(store.get(supportAtom)).toEqual({ status: 'error', code: 'TIMEOUT' });
  });
});
