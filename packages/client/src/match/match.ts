/**
 * Match controller (spec §1 "matching", §2 match popup and match list, §3 match info: mid,
 * matchType): a flow of host suggestions rather than a list that runs out.
 *
 * - The queue refills from swipe_anchor_list (online hosts first) before it runs dry,
 *   excluding every host already queued this round, so no host comes twice until the pool is
 *   used up; then the round is `exhausted` and `restart()` begins a new one.
 * - Acting on a host records a match (match_service/add_match, one id per action): "Say hi"
 *   (`say_hi`: opens the conversation and sends the greeting), a video call from the card
 *   (`video_call`) and the quick video match (`quick_video`: a random online host). The list
 *   of past matches is match_service/match_list, newest first; a new match goes on top at once.
 * - Quick video match is offered only when the config allows it (commonConfig.enableQuickMatch);
 *   the call itself goes through the app's existing call path (/video/{uid}).
 *
 * Plain TypeScript: the popup renders the atoms and calls these commands.
 */
import type { createStore } from 'jotai/vanilla';
import type { AnchorItemResult, ApiClient, MatchRecord, MatchType } from '@vchat/api-client';
import { matchListAtom, matchQueueAtom } from './atoms.ts';

type Store = ReturnType<typeof createStore>;

/** Hosts asked per refill (swipe_anchor_list count, 1..20). */
export const MATCH_PAGE = 10;
/** A refill starts when this many hosts (the card included) are left. */
export const REFILL_AT = 3;
/** Most jids sent in `exclude` (the server takes 200). */
export const MAX_EXCLUDE = 200;
/** Matches per page of the list. */
export const MATCH_LIST_PAGE = 20;

export interface MatchDeps {
  api: Pick<ApiClient, 'swipeAnchorList' | 'addMatch' | 'matchList'>;
  store: Store;
  /** The conversation commands "Say hi" uses (the messaging controller's). */
  messaging: { startChat(peer: { jid: string; nickName: string; avatarUrl?: string }): Promise<string>; sendText(tid: string, text: string): Promise<void> };
  /** Whether the config offers the quick video match (commonConfig.enableQuickMatch). */
  quickMatchEnabled: () => boolean;
  /** 0 ≤ x < 1, picks the quick-match host (tests pass a fixed one). */
  random?: () => number;
  newId?: () => string;
  log?: (message: string, extra?: unknown) => void;
}

/** Creates the match controller. See the module docstring. */
export function createMatchController(deps: MatchDeps) {
  const { api, store } = deps;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[match] ${m}`, x ?? ''));
  const random = deps.random ?? Math.random;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  let queue: AnchorItemResult[] = [];
  /** Every host queued this round (shown or waiting): never asked for again until a restart. */
  let known = new Set<string>();
  let shown = 0;
  let onCard: string | null = null;
  let exhausted = false;
  let refilling: Promise<void> | null = null;
  let lastError: unknown = null;
  let round = 0;

  /** A new round: nothing queued or known, nothing shown; a refill still running is ignored. */
  function clearRound() {
    round++;
    queue = [];
    known = new Set();
    exhausted = false;
    refilling = null;
    lastError = null;
    shown = 0;
    onCard = null;
  }

  function publish() {
    const current = queue[0] ?? null;
    if (current && current.jid !== onCard) shown++;
    onCard = current?.jid ?? null;
    const status = current ? 'ready' : exhausted ? 'exhausted' : refilling ? 'loading' : lastError ? 'error' : 'loading';
    store.set(matchQueueAtom, { status, current, shown, error: status === 'error' ? lastError : null });
  }

  function refill(): Promise<void> {
    if (refilling || exhausted) return refilling ?? Promise.resolve();
    const myRound = round;
    const run = (async () => {
      try {
        const exclude = [...known].slice(-MAX_EXCLUDE);
        const { list } = await api.swipeAnchorList({ count: MATCH_PAGE, exclude });
        if (myRound !== round) return;
        const fresh = list.filter((h) => !known.has(h.jid));
        for (const h of fresh) known.add(h.jid);
        if (fresh.length === 0) exhausted = true;
        queue = [...queue, ...fresh];
        lastError = null;
      } catch (e) {
        if (myRound !== round) return;
        lastError = e;
        log('refilling the suggestions failed', e);
      }
    })().finally(() => {
      if (refilling === run) refilling = null;
      if (myRound === round) publish();
    });
    refilling = run;
    publish();
    return run;
  }

  function advance() {
    if (queue.length === 0) return;
    queue = queue.slice(1);
    if (queue.length <= REFILL_AT) void refill();
    publish();
  }

  /** Records a match; the list shows it on top at once. Failures are logged, never thrown. */
  async function record(host: AnchorItemResult, matchType: MatchType): Promise<MatchRecord | null> {
    try {
      const rec = await api.addMatch({ mid: newId(), targetJid: host.jid, matchType });
      const list = store.get(matchListAtom);
      store.set(matchListAtom, { ...list, items: [rec, ...list.items.filter((m) => m.mid !== rec.mid)] });
      return rec;
    } catch (e) {
      log('recording the match failed', e);
      return null;
    }
  }

  return {
    /** Loads the first suggestions unless a round is under way (idempotent). */
    async start(): Promise<void> {
      if (queue.length > 0 || exhausted) return publish();
      await refill();
    },

    /** Skips the host on the card (button, swipe, arrow keys); refills before the queue runs dry. */
    next(): void {
      advance();
    },

    /** Starts a new round after every host was shown: the pool again, from the top. */
    async restart(): Promise<void> {
      clearRound();
      await refill();
    },

    /**
     * "Say hi" to the host on the card: records a `say_hi` match, opens (or finds) the
     * conversation, sends `greeting` there, and moves the card on. Returns the thread's tid
     * (the popup navigates to it). Throws what startChat throws ('need login'); a failed
     * greeting shows in the thread as not sent.
     */
    async sayHi(greeting: string): Promise<string> {
      const host = queue[0];
      if (!host) throw new Error('no host on the card');
      void record(host, 'say_hi');
      const tid = await deps.messaging.startChat({ jid: host.jid, nickName: host.nickName, avatarUrl: host.avatarUrl });
      advance();
      void deps.messaging.sendText(tid, greeting).catch((e: unknown) => log('the greeting was not sent', e));
      return tid;
    },

    /** A video call to the host on the card: records a `video_call` match and returns her (the popup dials). */
    callCurrent(): AnchorItemResult | null {
      const host = queue[0];
      if (!host) return null;
      void record(host, 'video_call');
      advance();
      return host;
    },

    /** Whether the quick video match is offered (config). */
    quickMatchEnabled: () => deps.quickMatchEnabled(),

    /**
     * Quick video match: a random host who is online now (asked fresh: swipe_anchor_list puts
     * online hosts first), recorded as `quick_video`. Returns her for the call path, or null
     * when nobody is online or the config does not offer it. Throws the API's error.
     */
    async quickMatch(): Promise<AnchorItemResult | null> {
      if (!deps.quickMatchEnabled()) return null;
      const { list } = await api.swipeAnchorList({ count: 20 });
      const online = list.filter((h) => h.status === 'online');
      if (online.length === 0) return null;
      const host = online[Math.min(online.length - 1, Math.floor(random() * online.length))]!;
      await record(host, 'quick_video');
      return host;
    },

    /** Loads the first page of past matches, or the next one with `more`. Errors land in the list state. */
    async loadMatches(more = false): Promise<void> {
      const cur = store.get(matchListAtom);
      if (cur.status === 'loading' || (more && !cur.hasMore)) return;
      const page = more ? cur.page + 1 : 1;
      store.set(matchListAtom, { ...cur, status: 'loading', error: null });
      try {
        const r = await api.matchList({ page, pageSize: MATCH_LIST_PAGE });
        const before = more ? store.get(matchListAtom).items : [];
        const seen = new Set(before.map((m) => m.mid));
        store.set(matchListAtom, { status: 'ready', items: [...before, ...r.list.filter((m) => !seen.has(m.mid))], page, hasMore: r.hasMore, error: null });
      } catch (e) {
        store.set(matchListAtom, { ...store.get(matchListAtom), status: 'error', error: e });
      }
    },

    /** Drops a host the viewer blocked (issue 20.16) from the card, the queue and the past matches. */
    dropHost(jid: string): void {
      const j = jid.toLowerCase();
      queue = queue.filter((h) => h.jid.toLowerCase() !== j);
      const list = store.get(matchListAtom);
      store.set(matchListAtom, { ...list, items: list.items.filter((m) => m.anchor.jid.toLowerCase() !== j) });
      if (queue.length <= REFILL_AT) void refill();
      publish();
    },

    /** Forgets everything (sign-out). */
    reset(): void {
      clearRound();
      store.set(matchQueueAtom, { status: 'idle', current: null, shown: 0, error: null });
      store.set(matchListAtom, { status: 'idle', items: [], page: 0, hasMore: false, error: null });
    },
  };
}

export type MatchController = ReturnType<typeof createMatchController>;
