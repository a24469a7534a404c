import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { ApiError } from '@vchat/api-client';
import { configAtom } from '../session/atoms.ts';
import { blockedHostsAtom, blockedJidsAtom, callRatingsAtom, createSafetyController, ratingsCheckedAtom, viewerBlockAtom } from './safety.ts';

const H = 'anchor_100001@anchors.x';
const card = (jid = H) => ({ jid, uid: '100001', nickName: 'Leila', avatarUrl: '', name: '', birthday: '', country: '', language: 'ar', gender: 'female' as const, about: '', privateChatPrice: 60, status: 'online' as const });

function setup() {
  const store = createStore();
  const api = {
    blockUser: vi.fn(async ({ jid }: { jid: string }) => ({ jid, blocked: true })),
    unblockUser: vi.fn(async ({ jid }: { jid: string }) => ({ jid, blocked: false })),
    blockList: vi.fn(async () => ({ list: [{ ...card(), blockedAt: 5 }] })),
    report: vi.fn(async () => ({ id: '7' })),
    rateCall: vi.fn(async ({ sid, stars, tags }: { sid: string; stars: number; tags?: string[] }) => ({ sid, stars, tags: tags ?? [] })),
    callRatings: vi.fn(async ({ sids }: { sids: string[] }) => ({ list: sids.includes('old') ? [{ sid: 'old', stars: 3, tags: [] }] : [] })),
  };
  const onBlocked = vi.fn();
  const safety = createSafetyController({ store, api: api as never, onBlocked });
  return { store, api, safety, onBlocked };
}

describe('safety controller (issue 20.16-20.18)', () => {
  it('blocks a host: she is in the block list at once and the wall, match and notices are told to drop her', async () => {
    const { store, safety, api, onBlocked } = setup();
    await safety.block(H, card());
    expect(api.blockUser).toHaveBeenCalledWith({ jid: H });
    expect(store.get(blockedHostsAtom).rows.map((h) => h.jid)).toEqual([H]);
    expect(store.get(blockedJidsAtom).has(H)).toBe(true);
    expect(safety.isBlocked(H.toUpperCase())).toBe(true);
    expect(onBlocked).toHaveBeenCalledWith(H);
    await safety.unblock(H);
    expect(store.get(blockedHostsAtom).rows).toEqual([]);
    expect(safety.isBlocked(H)).toBe(false);
  });

  it('keeps the list as it was when the server refuses the block', async () => {
    const { store, safety, api, onBlocked } = setup();
    api.blockUser.mockRejectedValueOnce(new ApiError('BACKEND_ERROR', 'too many blocks: try again later', { requestId: 'r1', path: 'friends_service/block_user', result: 0, serverMessage: 'too many blocks: try again later' }));
    await expect(safety.block(H, card())).rejects.toThrow('too many blocks');
    expect(store.get(blockedHostsAtom).rows).toEqual([]);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('loads the block list, and records a load failure in its state', async () => {
    const { store, safety, api } = setup();
    await safety.loadBlocked();
    expect(store.get(blockedHostsAtom)).toMatchObject({ status: 'ready', rows: [{ jid: H, blockedAt: 5 }] });
    api.blockList.mockRejectedValueOnce(new Error('offline'));
    await safety.loadBlocked();
    expect(store.get(blockedHostsAtom).status).toBe('error');
  });

  it('reports with a trimmed note cut to 500 characters, and without an empty note or mid', async () => {
    const { safety, api } = setup();
    expect(await safety.report({ jid: H, reason: 'scam', mid: 'm1', note: `  ${'x'.repeat(600)}  ` })).toBe('7');
    expect(api.report).toHaveBeenLastCalledWith({ jid: H, reason: 'scam', mid: 'm1', note: 'x'.repeat(500) });
    await safety.report({ jid: H, reason: 'spam', note: '   ' });
    expect(api.report).toHaveBeenLastCalledWith({ jid: H, reason: 'spam' });
  });

  it('offers a rating only for calls connected 30 s or more and not rated yet; refuses stars outside 1..5', async () => {
    const { store, safety, api } = setup();
    const call = { sid: 's1', connectingTime: 1_000, endTime: 31_000 };
    expect(safety.canRate(call)).toBe(true);
    expect(safety.canRate({ ...call, endTime: 30_999 })).toBe(false);
    expect(safety.canRate({ ...call, connectingTime: 0 })).toBe(false);
    await expect(safety.rate('s1', 0)).rejects.toThrow(RangeError);
    await expect(safety.rate('s1', 6)).rejects.toThrow(RangeError);
    expect(api.rateCall).not.toHaveBeenCalled();
    expect(await safety.rate('s1', 5, ['fun', 'fun', 'friendly'])).toEqual({ sid: 's1', stars: 5, tags: ['fun', 'friendly'] });
    expect(store.get(callRatingsAtom).s1?.stars).toBe(5);
    expect(safety.canRate(call)).toBe(false);
    await safety.loadRatings(['s1', 'old']);
    expect(api.callRatings).toHaveBeenCalledWith({ sids: ['old'] });
    expect(store.get(callRatingsAtom).old).toEqual({ sid: 'old', stars: 3, tags: [] });
  });

  it('reads the viewer\'s own block from the config', () => {
    const { store } = setup();
    expect(store.get(viewerBlockAtom)).toEqual({ blocked: false });
    store.set(configAtom, { mainInfo: { componentInfo: { hubDomain: 'h', giftDomain: 'g', helpDomain: 'x' }, blockInfo: { blocked: true, reason: 'spam' }, commonConfig: {} } } as never);
    expect(store.get(viewerBlockAtom)).toEqual({ blocked: true, reason: 'spam' });
  });
});

describe('rating asks (issue 20.17)', () => {
  it('asks for the ratings of the call lines on screen in one request, once per sid', async () => {
    const { safety, api, store } = setup();
    safety.requestRating('old');
    safety.requestRating('s2');
    safety.requestRating('old');
    await new Promise((r) => setTimeout(r, 0));
    expect(api.callRatings).toHaveBeenCalledTimes(1);
    expect(api.callRatings).toHaveBeenCalledWith({ sids: ['old', 's2'] });
    expect(store.get(callRatingsAtom).old?.stars).toBe(3);
    // Both were answered: 's2' is known to be unrated (its call line may offer "Rate").
    expect([...store.get(ratingsCheckedAtom)]).toEqual(['old', 's2']);
    expect(store.get(callRatingsAtom).s2).toBeUndefined();
    safety.requestRating('s2');
    await new Promise((r) => setTimeout(r, 0));
    expect(api.callRatings).toHaveBeenCalledTimes(1);
  });
});
