/**
 * Match as a flow (issue "Phone first" 11): refills without repeats until the pool is used
 * up, then a new round; matches recorded and listed newest first; quick video match.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import type { AnchorItemResult, MatchRecord, MatchType } from '@vchat/api-client';
import { createMatchController, MATCH_PAGE } from './match.ts';
import { matchListAtom, matchQueueAtom } from './atoms.ts';

const host = (i: number, status: AnchorItemResult['status'] = 'online'): AnchorItemResult => ({
  jid: `anchor_${100000 + i}@anchors.localhost`, uid: String(100000 + i), name: '', nickName: `Host ${i}`, avatarUrl: `/media/avatars/${i}.svg`,
  birthday: '', country: '', language: 'en', gender: 'female', about: '', privateChatPrice: 60, status,
});

/** A server with `size` hosts that honours count and exclude like the sandbox. */
function fakeServer(size: number) {
  const pool = Array.from({ length: size }, (_, i) => host(i, i % 3 === 0 ? 'online' : i % 3 === 1 ? 'busy' : 'offline'));
  const asked: { count?: number; exclude?: string[] }[] = [];
  const matches: MatchRecord[] = [];
  let fail = false;
  const api = {
    async swipeAnchorList(p: { count?: number; exclude?: string[] } = {}) {
      asked.push(p);
      if (fail) throw new Error('down');
      const skip = new Set(p.exclude ?? []);
      const rank = { online: 0, busy: 1, offline: 2 };
      return { list: pool.filter((h) => !skip.has(h.jid)).sort((a, b) => rank[a.status] - rank[b.status]).slice(0, p.count ?? 10) };
    },
    async addMatch(p: { mid: string; targetJid: string; matchType: MatchType }) {
      const rec = { mid: p.mid, matchType: p.matchType, createdAt: Date.now() + matches.length, anchor: pool.find((h) => h.jid === p.targetJid)! };
      matches.unshift(rec);
      return rec;
    },
    async matchList(p: { page?: number; pageSize?: number } = {}) {
      const size = p.pageSize ?? 20;
      const page = p.page ?? 1;
      return { list: matches.slice((page - 1) * size, page * size), page, hasMore: matches.length > page * size };
    },
  };
  return { api, asked, matches, pool, setFail: (f: boolean) => (fail = f) };
}

function setup(size = 25, quick = true) {
  const store = createStore();
  const server = fakeServer(size);
  const chats: { jid: string; text?: string }[] = [];
  let id = 0;
  const match = createMatchController({
    api: server.api, store, quickMatchEnabled: () => quick, random: () => 0.99, newId: () => `mid-${++id}`, log: () => {},
    messaging: {
      startChat: async (peer) => (chats.push({ jid: peer.jid }), `tid-${peer.jid}`),
      sendText: async (tid, text) => void chats.push({ jid: tid.slice(4), text }),
    },
  });
  const state = () => store.get(matchQueueAtom);
  return { store, server, match, state, chats };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('match queue', () => {
  it('shows every host of the pool once, refilling before it runs dry, then says the round is over', async () => {
    const s = setup(25);
    await s.match.start();
    expect(s.state()).toMatchObject({ status: 'ready', shown: 1 });
    const seen: string[] = [];
    for (let i = 0; i < 40 && s.state().status === 'ready'; i++) {
      seen.push(s.state().current!.jid);
      s.match.next();
      await settle();
      await settle();
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(s.state()).toMatchObject({ status: 'exhausted', current: null });
    // Each refill excluded what was already queued: no host was asked for twice.
    expect(s.server.asked.every((q) => q.count === MATCH_PAGE)).toBe(true);
    expect(s.server.asked.at(-1)?.exclude).toHaveLength(25);
  });

  it('online hosts come first', async () => {
    const s = setup(25);
    await s.match.start();
    expect(s.state().current?.status).toBe('online');
  });

  it('a new round starts over with the whole pool', async () => {
    const s = setup(4);
    await s.match.start();
    for (let i = 0; i < 6; i++) {
      s.match.next();
      await settle();
    }
    expect(s.state().status).toBe('exhausted');
    await s.match.restart();
    expect(s.state()).toMatchObject({ status: 'ready', shown: 1 });
    expect(s.server.asked.at(-1)?.exclude).toEqual([]);
  });

  it('a failed first load is an error state; start again retries', async () => {
    const s = setup(10);
    s.server.setFail(true);
    await s.match.start();
    expect(s.state().status).toBe('error');
    s.server.setFail(false);
    await s.match.start();
    expect(s.state().status).toBe('ready');
  });
});

describe('matches', () => {
  it('"Say hi" records a say_hi match, opens the chat with the greeting and moves on', async () => {
    const s = setup();
    await s.match.start();
    const first = s.state().current!;
    const tid = await s.match.sayHi('Hi! 👋');
    await settle();
    expect(tid).toBe(`tid-${first.jid}`);
    expect(s.chats).toEqual([{ jid: first.jid }, { jid: first.jid, text: 'Hi! 👋' }]);
    expect(s.server.matches[0]).toMatchObject({ matchType: 'say_hi', anchor: { jid: first.jid } });
    expect(s.store.get(matchListAtom).items[0]?.anchor.jid).toBe(first.jid);
    expect(s.state().current?.jid).not.toBe(first.jid);
  });

  it('lists past matches newest first, paged', async () => {
    const s = setup();
    await s.match.start();
    for (let i = 0; i < 25; i++) {
      expect(s.match.callCurrent()).not.toBeNull();
      await settle();
      await settle();
    }
    await s.match.loadMatches();
    const list = s.store.get(matchListAtom);
    expect(list).toMatchObject({ status: 'ready', page: 1, hasMore: true });
    expect(list.items).toHaveLength(20);
    expect(list.items[0]!.createdAt).toBeGreaterThan(list.items[1]!.createdAt);
    await s.match.loadMatches(true);
    expect(s.store.get(matchListAtom).items).toHaveLength(25);
    expect(s.store.get(matchListAtom).items.every((m) => m.matchType === 'video_call')).toBe(true);
  });

  it('quick video match picks an online host and records it; off when the config says so', async () => {
    const s = setup(25);
    const h = await s.match.quickMatch();
    expect(h?.status).toBe('online');
    expect(s.server.matches[0]).toMatchObject({ matchType: 'quick_video', anchor: { jid: h!.jid } });
    const off = setup(25, false);
    expect(await off.match.quickMatch()).toBeNull();
    expect(off.server.asked).toHaveLength(0);
  });

  it('quick video match with nobody online gives null', async () => {
    const s = setup(1);
    s.server.pool[0]!.status = 'offline';
    expect(await s.match.quickMatch()).toBeNull();
  });
});
