import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { ApiError } from '@vchat/api-client';
import { memoryStorage } from '../common/storage.ts';
import { mainUserAtom, profileAtom } from '../session/atoms.ts';
import { checkPatch, createProfileController, ProfileInputError } from './profile.ts';

const NOW = Date.UTC(2026, 10, 24);
const CARD = { jid: 'user_210001@x', uid: '210001', name: '', nickName: 'Sam', avatarUrl: '', birthday: '1995-06-15', country: '', language: 'en', gender: 'male' as const, about: '' };

function setup() {
  const store = createStore();
  store.set(mainUserAtom, { uid: '210001', jid: 'user_210001@x', role: 2, vcToken: 't', nickName: 'Guest', name: '' });
  const updatePersonalInfo = vi.fn(async (p: object) => ({ ...CARD, ...p, completeUserInfoCheck: true }));
  const upload = vi.fn(async () => ({ url: '/media/uploads/' + 'a'.repeat(32) + '.png' }));
  const storage = memoryStorage();
  const profile = createProfileController({ store, storage, upload, api: { getPersonalInfo: vi.fn(async () => CARD), updatePersonalInfo } as never });
  return { store, storage, profile, updatePersonalInfo, upload };
}

describe('profile', () => {
  it('checks fields as the server does, naming the field', () => {
    const err = (f: () => unknown) => { try { f(); } catch (e) { return e instanceof ProfileInputError ? `${e.field}:${e.reason}` : 'other'; } return 'none'; };
    expect(err(() => checkPatch({ nickName: '   ' }, NOW))).toBe('nickName:empty');
    expect(err(() => checkPatch({ nickName: 'x'.repeat(41) }, NOW))).toBe('nickName:tooLong');
    expect(err(() => checkPatch({ birthday: '2010-01-01' }, NOW))).toBe('birthday:tooYoung');
    expect(err(() => checkPatch({ birthday: '2001-02-29' }, NOW))).toBe('birthday:invalid');
    expect(err(() => checkPatch({ about: 'a'.repeat(301) }, NOW))).toBe('about:tooLong');
    expect(checkPatch({ nickName: '  Sam ', about: ' hi ' }, NOW)).toEqual({ nickName: 'Sam', about: 'hi' });
    expect(checkPatch({ birthday: '2008-11-24' }, NOW)).toEqual({ birthday: '2008-11-24' }); // 18 today
    expect(err(() => checkPatch({ birthday: '2008-11-25' }, NOW))).toBe('birthday:tooYoung');
  });

  it('saves: the server card goes to profileAtom and the nickname to the cached main user', async () => {
    const { store, storage, profile, updatePersonalInfo } = setup();
    await profile.save({ nickName: ' Sammy ' });
    expect(updatePersonalInfo).toHaveBeenCalledWith({ nickName: 'Sammy' });
    expect(store.get(profileAtom)).toMatchObject({ nickName: 'Sammy' });
    expect(store.get(mainUserAtom)?.nickName).toBe('Sammy');
    expect(JSON.parse(storage.getItem('mainUser')!).nickName).toBe('Sammy');
  });

  it("the server's own age refusal is the same input error; other refusals pass through", async () => {
    const { profile, updatePersonalInfo } = setup();
    const refused = (msg: string) => new ApiError('BACKEND_ERROR', 'backend error', { requestId: 'r', path: '/api/x', result: 0, serverMessage: msg });
    updatePersonalInfo.mockRejectedValueOnce(refused('you must be at least 18'));
    await expect(profile.save({ birthday: '1990-01-01' })).rejects.toMatchObject({ name: 'ProfileInputError', field: 'birthday', reason: 'tooYoung' });
    updatePersonalInfo.mockRejectedValueOnce(refused('nickname taken'));
    await expect(profile.save({ nickName: 'Sam' })).rejects.toBeInstanceOf(ApiError);
  });

  it('uploads an image avatar and saves its URL; refuses other files before uploading', async () => {
    const { profile, upload, updatePersonalInfo } = setup();
    const png = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
    const url = await profile.setAvatar(png);
    expect(updatePersonalInfo).toHaveBeenCalledWith({ avatarUrl: url });
    await expect(profile.setAvatar(new File(['x'], 'a.txt', { type: 'text/plain' }))).rejects.toMatchObject({ field: 'avatar', reason: 'notImage' });
    await expect(profile.setAvatar(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).rejects.toMatchObject({ reason: 'tooBig' });
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
