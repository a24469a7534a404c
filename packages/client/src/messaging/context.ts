/**
 * What the messaging modules share (spec §3 threads and messages, §4 read state): the injected
 * parts, the signed-in user, and the small steps every module takes: re-read the thread list
 * and the open thread, find a thread's peer, mark a thread read and tell its host
 * (XEP-0333 displayed, settings readReceipt). messaging.ts makes one and hands it to
 * incoming.ts, outgoing.ts and threads.ts.
 */
import type { createStore } from 'jotai/vanilla';
import { bareJid, isAnchorJid, OFFICIAL_THREAD_TID, type MainUser, type Message, type ServerDomains, type Thread } from '@vchat/domain';
import type { ChatConnection } from '@vchat/xmpp-chat';
import type { ChatStore } from '@vchat/chat-db';
import type { ApiClient } from '@vchat/api-client';
import { openMessagesAtom, openTidAtom, showTranslateAtom, threadsAtom, threadsLoadedAtom } from './atoms.ts';
import type { Wallet } from '../wallet/wallet.ts';
import { memoryStorage, type KeyValueStorage } from '../common/storage.ts';
import type { ServerSenders } from './history.ts';
import { MessageInputError } from './errors.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Least time between two rounds of read markers (read sync and displayed marker), ms: the
 * newest message then is marked; those before it are read with it (XEP-0333).
 */
export const READ_MARKER_INTERVAL_MS = 1000;

/** The chat-db commands messaging uses (the real store, or the client's lazy one). */
export type MessagingStore = Pick<
  ChatStore,
  | 'listThreads' | 'latestMessages' | 'olderMessages' | 'putIncoming' | 'ensureOfficialThread' | 'openThreadWith'
  | 'markThreadRead' | 'flagMessagesRead' | 'getThread' | 'addOutgoing' | 'setMessageState' | 'patchMessage' | 'getMessage' | 'putCall' | 'putOnlineUsers' | 'getOnlineUsers'
  | 'updateThreadPeer' | 'deleteMessages' | 'listCalls' | 'pendingOutgoing'
>;

export interface MessagingDeps {
  chat: ChatConnection;
  chatStore: MessagingStore;
  store: Store;
  /** API calls used here; missing ones disable the feature (tests). */
  api?: Partial<Pick<ApiClient, 'translate' | 'unlockMedia' | 'sendMsgLock' | 'triggerAutoMessage' | 'multiOnlineStatus' | 'giftList' | 'stickerList'>>;
  /** Uploads a file and returns its URL (api-client's uploadFile bound to the host and token). */
  upload?: (file: Blob, filename: string, onProgress: (fraction: number) => void) => Promise<{ url: string }>;
  /** Delay of the outbox's check against the database after a reload, ms (default OUTBOX_RECOVERY_DELAY_MS; tests 0). */
  outboxRecoveryDelayMs?: number;
  /** First pause of the outbox after a refusal of type `wait`, ms (default WAIT_PAUSE_MS of outgoing.ts). */
  waitPauseMs?: number;
  /** Where the outbox, show_translate and the message settings persist; default in memory. */
  storage?: KeyValueStorage;
  /** pkgName sent in extras. */
  packageName: string;
  /** Text of the official thread's welcome message (translated). */
  officialWelcome: () => string;
  /** The balance owner: gift purchases and unlocks hand it the server's new balance. */
  wallet: Pick<Wallet, 'applyBalance'>;
  /** Gift component domain (login componentInfo.giftDomain). */
  giftDomain?: () => string;
  /**
   * The server senders (login componentInfo.helpDomain / hubDomain): official and system
   * notices are taken only from the help domain, call records only from the hub (spec §3, §6).
   */
  serverDomains: () => ServerDomains;
  /**
   * Called once the viewer's first text to a host has been sent (issue 10: the host may answer
   * with a friend request, friends_service/auto_add_friend). Errors are the callee's.
   */
  onFirstMessageToHost?: (hostJid: string) => void;
  /** Translation target: the first browser language code (spec §9). */
  translateTarget?: () => string;
  /** An attribution_refresh control message (type 100, official sender) arrived; it is not stored. */
  onAttributionRefresh?: () => void;
  /**
   * Whether hosts are told their messages were read (settings readReceipt, spec §3): an
   * XEP-0333 displayed marker for the newest host message of the open thread. Off when missing.
   */
  readReceipts?: () => boolean;
  /** Least time between two rounds of read markers, ms; default READ_MARKER_INTERVAL_MS. */
  readMarkerIntervalMs?: number;
  /** ms to gather incoming messages into one transaction; default 0 (the next tick). */
  batchWindowMs?: number;
  /**
   * ms after a failed archive sync to try again, one entry per try (default
   * `ARCHIVE_RETRY_MS` of incoming.ts: 2, 5 and 15 s); after the last the next connect tries.
   */
  archiveRetryMs?: readonly number[];
  /**
   * Epoch ms before which the archive restores nothing (the auto-delete age of the message
   * settings); undefined = no age limit. A "delete all" adds its own floor (see deleteMessages).
   */
  historyFloor?: () => number | undefined;
  /**
   * The server's sender accounts (archived `with` them): default `official@<helpDomain>` and
   * `calls@<hubDomain>`, the senders of notices and call records (tooling/sandbox README).
   */
  serverSenders?: () => ServerSenders;
  /** Timers (the online status refresh); default the global ones. */
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
  log?: (message: string, extra?: unknown) => void;
  /**
   * Records an analytics event (the app's analytics `track`): received-message tracking of a
   * host's reply within 600,000 ms of the viewer's message (spec §9). Off when missing.
   */
  track?: (event: string, properties: Record<string, string | number | boolean | undefined>) => void;
}

/**
 * The client-side fields of a thread (spec §3 Thread): `translate` (show_translate on and the
 * peer a host) and `messageList` (the open thread's loaded messages; absent for the others).
 * Returns the same object when nothing changes.
 */
export function fillThread(t: Thread, showTranslate: boolean, openTid: string | null, openMessages: Message[]): Thread {
  const translate = showTranslate && isAnchorJid(t.linkedJid);
  const messageList = t.tid === openTid ? openMessages : undefined;
  if (t.translate === translate && t.messageList === messageList) return t;
  const { messageList: _old, ...rest } = t;
  return { ...rest, translate, ...(messageList ? { messageList } : {}) };
}

/**
 * Whether two values are equal as JSON-like data: primitives, arrays and plain objects compared
 * by content; any other object (a Blob, a Date) only to itself.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const plain = (o: object) => Array.isArray(o) || Object.getPrototypeOf(o) === Object.prototype;
  if (!plain(a) || !plain(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && sameData(x[k], y[k]));
}

/**
 * `next` with each item that equals (as data, {@link sameData}) the item of the same key in
 * `cur` replaced by that one, so what is on screen keeps its object and is not rendered again;
 * `cur` itself when nothing changed at all (no render).
 */
function keepUnchanged<T>(cur: T[], next: T[], key: (item: T) => string): T[] {
  const shown = new Map(cur.map((item) => [key(item), item]));
  const kept = next.map((item) => {
    const had = shown.get(key(item));
    return had !== undefined && sameData(had, item) ? had : item;
  });
  return kept.length === cur.length && kept.every((item, i) => item === cur[i]) ? cur : kept;
}

/** The shared state and steps of the messaging modules. */
export function createMessagingContext(deps: MessagingDeps) {
  const { chat, chatStore, store } = deps;
  /** Threads with their client-side fields filled in (see fillThread). */
  const filled = (threads: Thread[]): Thread[] => {
    const show = store.get(showTranslateAtom);
    const openTid = store.get(openTidAtom);
    const open = store.get(openMessagesAtom);
    let changed = false;
    const next = threads.map((t) => {
      const f = fillThread(t, show, openTid, open);
      if (f !== t) changed = true;
      return f;
    });
    return changed ? next : threads;
  };
  const refill = () => {
    const cur = store.get(threadsAtom);
    const next = filled(cur);
    if (next !== cur) store.set(threadsAtom, next);
  };
  store.sub(openMessagesAtom, refill);
  store.sub(openTidAtom, refill);
  store.sub(showTranslateAtom, refill);
  /**
   * Puts the thread list in place, its client-side fields filled in. A thread read anew but
   * unchanged keeps the object on screen, and a list with nothing changed keeps its identity:
   * a refresh after a stored page or a message in another thread does not draw the open
   * thread again (issue 21: one such refresh while the viewer typed was a 190 ms render of the
   * whole thread on a 4x slower phone).
   */
  const applyThreads = (threads: Thread[]) => {
    const cur = store.get(threadsAtom);
    const next = keepUnchanged(cur, filled(threads), (t) => t.tid);
    if (next !== cur) store.set(threadsAtom, next);
    store.set(threadsLoadedAtom, true);
  };
  /** Puts the open thread's latest page in place (older pages already loaded are kept), unless another thread opened meanwhile. */
  const applyLatest = (tid: string, latest: Message[]) => {
    if (store.get(openTidAtom) !== tid) return;
    const loaded = store.get(openMessagesAtom);
    const firstLatest = latest[0];
    const older = firstLatest ? loaded.filter((m) => m.id < firstLatest.id) : [];
    // A message read anew but unchanged keeps the object on screen, so its row is not
    // rendered again; nothing changed at all, the list keeps its identity (no render).
    const next = keepUnchanged(loaded, [...older, ...latest], (m) => m.mid);
    if (next !== loaded) store.set(openMessagesAtom, next);
  };
  const ctx = {
    deps,
    chat,
    chatStore,
    store,
    storage: deps.storage ?? memoryStorage(),
    log: deps.log ?? ((m: string, x?: unknown) => console.warn(`[messaging] ${m}`, x ?? '')),
    /** The signed-in user (set by `start`, cleared by `stop`). */
    user: null as MainUser | null,

    requireUser(): MainUser {
      if (!ctx.user) throw new MessageInputError('need-login');
      return ctx.user;
    },

    async refreshThreads(): Promise<void> {
      if (!ctx.user) return;
      applyThreads(await chatStore.listThreads(ctx.user.jid));
    },

    /** Reloads the open thread's latest page, keeping older pages already loaded. */
    async reloadOpen(): Promise<void> {
      const tid = store.get(openTidAtom);
      if (!tid) return;
      applyLatest(tid, await chatStore.latestMessages(tid));
    },

    /**
     * Both of the above: after anything that changed stored messages. Both are read first and
     * set together, so the pages render once for a message that comes or goes (issue 21: a
     * host's message arriving while the viewer typed was two renders of the whole thread, one
     * per read, in separate tasks).
     */
    async refresh(): Promise<void> {
      const user = ctx.user;
      if (!user) return;
      const tid = store.get(openTidAtom);
      const [threads, latest] = await Promise.all([chatStore.listThreads(user.jid), tid ? chatStore.latestMessages(tid) : null]);
      // Signed out (or in as someone else) meanwhile: these are no longer hers to show.
      if (ctx.user !== user) return;
      if (tid && latest) applyLatest(tid, latest);
      applyThreads(threads);
    },

    /** A thread (from the list, else the database); throws 'unknown-thread' for none or the official one. */
    async threadPeer(tid: string) {
      const thread = store.get(threadsAtom).find((t) => t.tid === tid) ?? (await chatStore.getThread(tid));
      if (!thread || tid === OFFICIAL_THREAD_TID) throw new MessageInputError('unknown-thread');
      return thread;
    },

    /**
     * Marks a thread read (spec §4): its unread count in one small write and in the list in
     * memory (no re-read), then the messages' flags in the background.
     */
    async markRead(tid: string): Promise<void> {
      if (!(await chatStore.markThreadRead(tid))) return;
      store.set(threadsAtom, store.get(threadsAtom).map((t) => (t.tid === tid ? { ...t, unread: 0 } : t)));
      void chatStore.flagMessagesRead(tid).catch((e: unknown) => ctx.log('flagging messages read failed', e));
    },

    /**
     * Sends the read markers for the newest host message of the open thread: a read sync to
     * the user's other sessions always, the displayed marker to the host with readReceipt on
     * (XEP-0333, spec §3, §4). At most one round per READ_MARKER_INTERVAL_MS: a call inside
     * the interval is answered once at its end, for the newest message then, so a fast
     * conversation costs a few stanzas, not two per message (the server's flood limit counts
     * every stanza; sandbox mod_vchat_limits).
     */
    sendReadMarker(tid: string): void {
      markerWanted.add(tid);
      if (markerTimer) return;
      const wait = lastMarkerAt + markerIntervalMs - Date.now();
      if (wait > 0) {
        markerTimer = setTimeout(sendWantedMarkers, wait);
        return;
      }
      sendWantedMarkers();
    },
  };
  const markerIntervalMs = deps.readMarkerIntervalMs ?? READ_MARKER_INTERVAL_MS;
  /** Threads whose read markers are due; the time the last round went out (epoch ms). */
  const markerWanted = new Set<string>();
  let lastMarkerAt = -Infinity;
  let markerTimer: ReturnType<typeof setTimeout> | null = null;

  /** One round of read markers: for each due thread still open, its newest host message. */
  function sendWantedMarkers(): void {
    markerTimer = null;
    const due = [...markerWanted];
    markerWanted.clear();
    for (const tid of due) {
      if (chat.state() !== 'connected' || store.get(openTidAtom) !== tid) continue;
      const thread = store.get(threadsAtom).find((t) => t.tid === tid);
      if (!thread) continue;
      const peer = bareJid(thread.linkedJid);
      const last = [...store.get(openMessagesAtom)].reverse().find((m) => bareJid(m.from) === peer);
      if (!last || markedDisplayed.get(tid) === last.mid) continue;
      markedDisplayed.set(tid, last.mid);
      lastMarkerAt = Date.now();
      const failed = (e: unknown) => {
        markedDisplayed.delete(tid);
        ctx.log('read marker failed', e);
      };
      // The user's other sessions are always told (their unread counts follow); the host only
      // with read receipts on.
      chat.sendReadSync(last.mid).catch(failed);
      if (deps.readReceipts?.() && isAnchorJid(thread.linkedJid)) chat.sendDisplayed(thread.linkedJid, last.mid).catch(failed);
    }
  }
  /** The last message id a displayed marker was sent for, per thread. */
  const markedDisplayed = new Map<string, string>();
  return ctx;
}

export type MessagingContext = ReturnType<typeof createMessagingContext>;
