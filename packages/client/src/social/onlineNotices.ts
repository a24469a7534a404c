/**
 * "She is online now" (spec §7 anchor_online_notice; §3 local-only online_info): while a user
 * is signed in, asks the server which friends and favourite hosts came online, at sign-in and
 * every {@link ONLINE_NOTICE_POLL_MS}, and when the UI asks (`check`: returning to the goddess
 * wall or the messages; at most once per {@link ONLINE_NOTICE_MIN_GAP_MS}). Each one is online
 * at once (and in the `notice` database), gets an online_info line in her thread (messaging),
 * and joins `onlineNoticeQueueAtom`, which the UI announces one at a time and `dismiss`es.
 */
import { atom, type createStore } from 'jotai/vanilla';
import type { AnchorItemResult } from '@vchat/api-client';
import type { Clock } from '../platform.ts';

/** Ms between asks while signed in (spec §7 anchor_online_notice). */
export const ONLINE_NOTICE_POLL_MS = 60_000;
/** The shortest gap between two asks the UI causes, ms. */
export const ONLINE_NOTICE_MIN_GAP_MS = 3_000;

/** Hosts who came online and are not announced yet, oldest first. */
export const onlineNoticeQueueAtom = atom<readonly AnchorItemResult[]>([]);

export interface OnlineNoticeDeps {
  store: ReturnType<typeof createStore>;
  cameOnline: () => Promise<AnchorItemResult[]>;
  hostsCameOnline: (hosts: ReadonlyArray<{ jid: string; line: string }>) => Promise<void>;
  /** The online_info line of a host, in the interface language. */
  line: (nickName: string) => string;
  clock: Clock;
  log: (message: string, extra?: unknown) => void;
}

/** Creates the online notices; `start()` at sign-in, `stop()` at sign-out. */
export function createOnlineNotices(deps: OnlineNoticeDeps) {
  const { store, clock } = deps;
  let timer: unknown = null;
  let last = -Infinity;
  let running = false;

  async function ask(): Promise<void> {
    last = clock.now();
    try {
      const list = await deps.cameOnline();
      if (!running) return;
      await deps.hostsCameOnline(list.map((h) => ({ jid: h.jid, line: deps.line(h.nickName) })));
      const q = store.get(onlineNoticeQueueAtom);
      const fresh = list.filter((h) => !q.some((o) => o.jid === h.jid));
      if (fresh.length) store.set(onlineNoticeQueueAtom, [...q, ...fresh]);
    } catch (e) {
      deps.log('anchor_online_notice failed', e);
    }
  }

  return {
    /** Asks now and every {@link ONLINE_NOTICE_POLL_MS} until `stop`. */
    start(): void {
      if (running) return;
      running = true;
      void ask();
      timer = clock.setInterval(() => void ask(), ONLINE_NOTICE_POLL_MS);
    },
    /** Stops asking and forgets the queue (sign-out). */
    stop(): void {
      running = false;
      if (timer !== null) clock.clearInterval(timer);
      timer = null;
      last = -Infinity;
      store.set(onlineNoticeQueueAtom, []);
    },
    /** Asks now unless an ask was under {@link ONLINE_NOTICE_MIN_GAP_MS} ago (or signed out). */
    check(): Promise<void> {
      if (!running || clock.now() - last < ONLINE_NOTICE_MIN_GAP_MS) return Promise.resolve();
      return ask();
    },
    /** Takes the host off the queue (announced, opened or dismissed). */
    dismiss(jid: string): void {
      store.set(onlineNoticeQueueAtom, store.get(onlineNoticeQueueAtom).filter((h) => h.jid !== jid));
    },
  };
}

export type OnlineNotices = ReturnType<typeof createOnlineNotices>;
