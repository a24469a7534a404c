import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import type { AnchorItemResult } from '@vchat/api-client';
import { createOnlineNotices, onlineNoticeQueueAtom, ONLINE_NOTICE_POLL_MS } from './onlineNotices.ts';
import type { Clock } from '../platform.ts';

/** A clock whose time and intervals the test moves. */
function manualClock() {
  let now = 1_000_000;
  const intervals = new Map<number, { fn: () => void; ms: number; next: number }>();
  let id = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: () => 0,
    clearTimeout: () => {},
    setInterval: (fn, ms) => (intervals.set(++id, { fn, ms, next: now + ms }), id),
    clearInterval: (i) => void intervals.delete(i as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const t of intervals.values()) {
      while (t.next <= now) {
        t.next += t.ms;
        t.fn();
      }
    }
  };
  return { clock, advance, count: () => intervals.size };
}

const host = (n: number) => ({ jid: `anchor_${n}@anchors.localhost`, nickName: `Host ${n}` }) as AnchorItemResult;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('online notices (spec §7 anchor_online_notice)', () => {
  it('asks at start and every minute, adds each host once, writes her line, stops at sign-out', async () => {
    const store = createStore();
    const { clock, advance, count } = manualClock();
    const answers = [[host(1)], [host(1), host(2)], []];
    let asks = 0;
    const lines: string[] = [];
    const n = createOnlineNotices({
      store, clock, log: () => {},
      cameOnline: async () => answers[asks++] ?? [],
      hostsCameOnline: async (hs) => void lines.push(...hs.map((h) => h.line)),
      line: (name) => `${name} is online`,
    });
    n.start();
    await flush();
    expect(store.get(onlineNoticeQueueAtom).map((h) => h.jid)).toEqual([host(1).jid]);
    advance(ONLINE_NOTICE_POLL_MS);
    await flush();
    expect(asks).toBe(2);
    expect(store.get(onlineNoticeQueueAtom).map((h) => h.jid)).toEqual([host(1).jid, host(2).jid]);
    expect(lines).toEqual(['Host 1 is online', 'Host 1 is online', 'Host 2 is online']);
    n.dismiss(host(1).jid);
    expect(store.get(onlineNoticeQueueAtom).map((h) => h.jid)).toEqual([host(2).jid]);
    n.stop();
    expect(count()).toBe(0);
    expect(store.get(onlineNoticeQueueAtom)).toEqual([]);
    advance(ONLINE_NOTICE_POLL_MS * 3);
    expect(asks).toBe(2);
  });

  it('a check from the UI asks at most once per 3 s, and not when signed out', async () => {
    const store = createStore();
    const { clock, advance } = manualClock();
    let asks = 0;
    const n = createOnlineNotices({ store, clock, log: () => {}, cameOnline: async () => (asks++, []), hostsCameOnline: async () => {}, line: (s) => s });
    await n.check();
    expect(asks).toBe(0);
    n.start();
    await n.check();
    expect(asks).toBe(1);
    advance(3_000);
    await n.check();
    expect(asks).toBe(2);
  });

  it('a failed ask is logged and changes nothing', async () => {
    const store = createStore();
    const logged: string[] = [];
    const n = createOnlineNotices({
      store, clock: manualClock().clock, log: (m) => void logged.push(m),
      cameOnline: async () => { throw new Error('HTTP 500'); }, hostsCameOnline: async () => {}, line: (s) => s,
    });
    n.start();
    await flush();
    expect(logged).toEqual(['anchor_online_notice failed']);
    expect(store.get(onlineNoticeQueueAtom)).toEqual([]);
  });
});
