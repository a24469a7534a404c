import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { memoryStorage } from '../common/storage.ts';
import { createSocialController, mergeCard, relationsAtom } from './social.ts';

const H = 'anchor_100001@anchors.x';
const rel = (over = {}) => ({ jid: H, friend: 'none' as const, isFavorite: false, liked: false, likedMe: false, ...over });

function setup() {
  const store = createStore();
  const api = {
    changeRelation: vi.fn(async ({ action }: { action: string }) => rel({ friend: action === 'request' ? 'requested' : 'none' })),
    friendsRelative: vi.fn(async () => rel({ friend: 'friends' })),
    changeUserFavorite: vi.fn(async ({ favorite }: { favorite: boolean }) => ({ isFavorite: favorite })),
    friendList: vi.fn(async () => ({ list: [{ ...rel({ friend: 'incoming' }), uid: '100001', nickName: 'Leila', avatarUrl: '', name: '', birthday: '', country: '', language: 'ar', gender: 'female' as const, about: '', privateChatPrice: 60, status: 'online' as const, at: 1 }], page: 1, hasMore: false })),
    enableUserFavorite: vi.fn(async () => ({ enabled: true })),
    contactPopupInfo: vi.fn(async () => ({ popup: { anchor: { ...rel(), uid: '100001', nickName: 'Leila', avatarUrl: '', name: '', birthday: '', country: '', language: 'ar', gender: 'female' as const, about: '', privateChatPrice: 60, status: 'online' as const }, photos: [], afterS: 20 } })),
  };
  const social = createSocialController({ store, storage: memoryStorage(), api: api as never });
  return { store, social, api };
}

describe('social controller', () => {
  it('keeps the server relation of each host in one place', async () => {
    const { store, social } = setup();
    await social.change(H, 'request');
    expect(store.get(relationsAtom)[H]?.friend).toBe('requested');
    await social.relation(H);
    expect(store.get(relationsAtom)[H]?.friend).toBe('friends');
    await social.list('incoming');
    expect(store.get(relationsAtom)[H]?.friend).toBe('incoming');
  });

  it('shows the favourite tip the first time only, and not on removal', async () => {
    const { store, social } = setup();
    expect(await social.setFavorite(H, true)).toEqual({ isFavorite: true, showTip: true });
    expect(store.get(relationsAtom)[H]?.isFavorite).toBe(true);
    expect(await social.setFavorite(H, false)).toEqual({ isFavorite: false, showTip: false });
    expect(await social.setFavorite(H, true)).toEqual({ isFavorite: true, showTip: false });
  });

  it('asks whether favourites are on once', async () => {
    const { social, api } = setup();
    expect(await social.favoritesEnabled()).toBe(true);
    await social.favoritesEnabled();
    expect(api.enableUserFavorite).toHaveBeenCalledTimes(1);
  });

  it("asks for today's suggestion once per visit, and never again once shown", async () => {
    const { social, api } = setup();
    const [a, b] = await Promise.all([social.suggestion('1'), social.suggestion('1')]);
    expect(a?.anchor.nickName).toBe('Leila');
    expect(b).toBe(a);
    expect(api.contactPopupInfo).toHaveBeenCalledTimes(1);
    social.suggestionShown('1');
    expect(await social.suggestion('1')).toBeNull();
    // Another account on this device asks for its own.
    expect((await social.suggestion('2'))?.afterS).toBe(20);
    expect(api.contactPopupInfo).toHaveBeenCalledTimes(2);
  });

  it('a failed suggestion is no suggestion, not an error', async () => {
    const { social, api } = setup();
    api.contactPopupInfo.mockRejectedValueOnce(new Error('down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await social.suggestion('1')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("a host's profile: the card wins, the vCard fills the gaps, and stands in when the card fails", async () => {
    const hostCard = { jid: H, uid: '100001', name: '', nickName: 'Leila', avatarUrl: '/media/a.svg', birthday: '', country: 'EG', language: 'ar', gender: 'female' as const, about: '', albums: ['/media/p1.svg'], videos: [] };
    const vc = { fn: 'Leila Hassan', nickName: 'Lulu', avatarUrl: '/media/b.svg', birthday: '2000-01-02', tel: '', email: '', about: 'Hello', country: 'MA', address: 'Cairo' };
    const api = {
      getHostCard: vi.fn(async () => hostCard),
      anchorAccount: vi.fn(async () => ({ anchorAccountInfo: [{ jid: H, privateChatPrice: 60 }] })),
      multiOnlineStatus: vi.fn(async () => ({ list: [{ jid: H, status: 'online' as const }] })),
    };
    const vcard = vi.fn(async () => vc);
    const social = createSocialController({ store: createStore(), storage: memoryStorage(), api: api as never, vcard });
    const p = await social.hostProfile(H);
    expect(p).toMatchObject({ price: 60, status: 'online', fn: 'Leila Hassan', address: 'Cairo' });
    expect(p.card).toMatchObject({ nickName: 'Leila', avatarUrl: '/media/a.svg', country: 'EG', birthday: '2000-01-02', about: 'Hello', albums: ['/media/p1.svg'] });
    // The HTTP card fails: the vCard stands in.
    api.getHostCard.mockRejectedValueOnce(new Error('down'));
    expect((await social.hostProfile(H)).card).toMatchObject({ nickName: 'Lulu', country: 'MA', albums: [] });
    // Both fail: the card's error.
    api.getHostCard.mockRejectedValueOnce(new Error('down'));
    vcard.mockRejectedValueOnce(new Error('xmpp not connected'));
    await expect(social.hostProfile(H)).rejects.toThrow('down');
    expect(mergeCard(H, null, null).jid).toBe(H);
  });
});

describe('resolveHost (spec §2 /video/{uid} from a cold start, issue 20.8)', () => {
  const card = { jid: 'anchor_100001@anchors.im.test', uid: '100001', name: 'Leila A', nickName: 'Leila', avatarUrl: '/a.png', birthday: '', country: '', language: 'ar', gender: 'female' as const, about: '', albums: [], videos: [] };
  const make = (getHostCard: () => Promise<unknown>, vcard?: () => Promise<unknown>) => {
    const api = { getHostCard: vi.fn(getHostCard) };
    const social = createSocialController({ store: createStore(), storage: memoryStorage(), api: api as never, chatDomain: 'im.test', ...(vcard ? { vcard: vcard as never } : {}) });
    return { social, api };
  };

  it('names the host of a bare uid on the chat domain and takes her name and avatar from her card', async () => {
    const { social, api } = make(async () => card);
    expect(await social.resolveHost('100001')).toEqual({ jid: 'anchor_100001@anchors.im.test', nickName: 'Leila', avatarUrl: '/a.png' });
    expect(api.getHostCard).toHaveBeenCalledWith({ jid: 'anchor_100001@anchors.im.test' });
  });

  it('takes a jid as it is (bare), and falls back to her vCard when the card fails', async () => {
    const { social, api } = make(async () => { throw new Error('BACKEND_ERROR'); }, async () => ({ fn: 'Mona F', nickName: 'Mona', avatarUrl: '', birthday: '', country: '', about: '', address: '' }));
    expect(await social.resolveHost('anchor_7@anchors.elsewhere/web')).toEqual({ jid: 'anchor_7@anchors.elsewhere', nickName: 'Mona' });
    expect(api.getHostCard).toHaveBeenCalledWith({ jid: 'anchor_7@anchors.elsewhere' });
  });

  it('throws the card error when neither answers, and refuses a malformed uid before asking', async () => {
    const { social, api } = make(async () => { throw new Error('user not found'); });
    await expect(social.resolveHost('999999')).rejects.toThrow('user not found');
    await expect(social.resolveHost('../etc')).rejects.toThrow('invalid uid');
    expect(api.getHostCard).toHaveBeenCalledTimes(1);
  });
});
