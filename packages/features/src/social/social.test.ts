import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { memoryStorage } from '../common/storage.ts';
import { createSocialController, relationsAtom } from './social.ts';

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
});
