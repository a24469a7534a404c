import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import type { AnchorItemResult } from '@vchat/api-client';
import { createDiscover, STATUS_REFRESH_MS } from './discover.ts';
import type { Clock } from '../platform.ts';

const host = (n: number, status: 'online' | 'busy' | 'offline' = 'online') => ({ jid: `anchor_${n}@anchors.localhost`, nickName: `H${n}`, status }) as AnchorItemResult;

describe('goddess wall lists (spec §7 anchor_list_hot / anchor_list_new)', () => {
  it('pages a tab, keeps it for the next visit, refreshes statuses while watched', async () => {
    const store = createStore();
    const intervals: Array<{ fn: () => void; live: boolean }> = [];
    const clock: Clock = {
      now: () => 0, setTimeout: () => 0, clearTimeout: () => {},
      setInterval: (fn, ms) => (expect(ms).toBe(STATUS_REFRESH_MS), intervals.push({ fn, live: true }), intervals.length - 1),
      clearInterval: (i) => void (intervals[i as number]!.live = false),
    };
    const asked: string[] = [];
    const d = createDiscover({
      store, clock, log: () => {},
      api: {
        anchorListHot: async (q) => (asked.push(`hot:${q.language}:${q.page}`), { list: q.page === 1 ? [host(1), host(2)] : [host(2), host(3)], hasMore: q.page === 1, page: q.page ?? 1 }),
        anchorListNew: async (q) => (asked.push(`new:${q.language}:${q.page}`), { list: [host(9)], hasMore: false, page: 1 }),
        multiOnlineStatus: async ({ jids }) => ({ list: jids.map((jid) => ({ jid, status: 'busy' as const, dailyState: 'offline' as const })) }),
      },
    });
    const stop = d.watch('hot', 'all');
    await new Promise((r) => setTimeout(r, 0));
    const hot = d.list('hot', 'all');
    await hot.loadMore();
    expect(store.get(hot.atom).rows?.map((a) => a.jid)).toEqual([host(1).jid, host(2).jid, host(3).jid]);
    intervals[0]!.fn();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.get(hot.atom).rows?.map((a) => a.status)).toEqual(['busy', 'busy', 'busy']);
    stop();
    expect(intervals[0]!.live).toBe(false);
    d.watch('hot', 'all')();
    expect(asked).toEqual(['hot:all:1', 'hot:all:2']);
  });
});
