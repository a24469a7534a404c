/**
 * Messaging controller (spec §3, §4, §5, §7, §8): the bridge between the chat connection,
 * the local database, the API and the UI state.
 *
 * - Incoming: filtered by the sensitive-info rule, stored on the next tick in one
 *   transaction per burst, then shown; a message outside the open thread raises the notice
 *   banner.
 * - Outgoing: stored first (text, image, short video and sticker as `sending`; gift success
 *   at once, §4), then delivered. While the chat is down a message stays `sending` in a
 *   persisted outbox and is delivered once when the connection returns (same mid: the
 *   receiver dedupes by mid). A refused send is `error` with a retry.
 * - Media: uploaded with progress, then sent; paid media unlocked through the API (gems
 *   debited server-side); gifts bought with the purchase IQ (server checks price and
 *   balance); an answered ask-gift gets `isSend: true`.
 * - Translation per message through translate_service (failure gives the original text).
 * - History from the server archive (XEP-0313, `history.ts`): after every connect, and when
 *   scrolling up past the local history; merged by mid, newest first.
 * - The unpaid daily send limit (send_msg_lock, `sendLimit.ts`): counted down as messages go,
 *   locked at the limit (a bounce with policy-violation locks at once), lifted when the viewer
 *   becomes paid (asked again when the account's paid flag turns on).
 * The UI calls these commands and renders the atoms; it never touches a stanza or IndexedDB.
 */
import type { createStore } from 'jotai';
import * as v from 'valibot';
import {
  bareJid, checkIncomingSender, isAnchorJid, MAX_MESSAGE_LENGTH, OFFICIAL_THREAD_TID, sensitiveVerdict, type ServerDomains,
  type AskGiftAttachment, type CallAttachment, type GiftAttachment, type MainUser, type MediaAttachment, type Message, type StickerAttachment,
} from '@vchat/domain';
import type { ChatConnection, StanzaErrorCondition, WireMessage } from '@vchat/xmpp-chat';
import type { ChatStore, NewMessage } from '@vchat/chat-db';
import type { ApiClient } from '@vchat/api-client';
import {
  localPreviewAtom, noticeAtom, onlineStatusAtom, openHasOlderAtom, openMessagesAtom, openTidAtom, photoViewerAtom, presenceAtom, sendLockAtom, showTranslateAtom,
  threadsAtom, threadsLoadedAtom, translatingAtom, uploadProgressAtom,
} from './atoms.ts';
import { mainUserAtom } from '../session/atoms.ts';
import type { Wallet } from '../wallet/wallet.ts';
import { KEYS, readJson, writeJson, memoryStorage, type KeyValueStorage } from '../common/storage.ts';
import { chatErrorMessage } from '../common/errors.ts';
import { presenceStatus } from './presence.ts';
import { accountAtom } from '../wallet/atoms.ts';
import { createHistory, type Accepted, type ServerSenders } from './history.ts';
import { LOCKED, afterOneSent, UNLIMITED_FREE_LEFT } from './sendLimit.ts';

type Store = ReturnType<typeof createStore>;

/** The chat-db commands the controller uses (the real store, or the app's lazy one). */
export type MessagingStore = Pick<
  ChatStore,
  | 'listThreads' | 'latestMessages' | 'olderMessages' | 'putIncoming' | 'ensureOfficialThread' | 'openThreadWith'
  | 'markThreadRead' | 'flagMessagesRead' | 'getThread' | 'addOutgoing' | 'setMessageState' | 'patchMessage' | 'getMessage' | 'putCall' | 'putOnlineUsers' | 'getOnlineUsers'
  | 'updateThreadPeer' | 'deleteMessages'
>;

export interface MessagingDeps {
  chat: ChatConnection;
  chatStore: MessagingStore;
  store: Store;
  /** API calls used here; missing ones disable the feature (tests). */
  api?: Partial<Pick<ApiClient, 'translate' | 'unlockMedia' | 'sendMsgLock' | 'triggerAutoMessage' | 'multiOnlineStatus'>>;
  /** Uploads a file and returns its URL (api-client's uploadFile bound to the host and token). */
  upload?: (file: Blob, filename: string, onProgress: (fraction: number) => void) => Promise<{ url: string }>;
  /** Where the outbox and show_translate persist; default in memory. */
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
  /** ms to gather incoming messages into one transaction; default 0 (the next tick). */
  batchWindowMs?: number;
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
  log?: (message: string, extra?: unknown) => void;
}

/** Why a command refused its input: the UI branches on this, never on the message text. */
export type MessageInputCode =
  | 'empty' | 'too-long' | 'send-locked' | 'unsupported-type' | 'too-large' | 'unknown-thread' | 'unknown-message' | 'need-login';

const INPUT_TEXTS: Record<MessageInputCode, string> = {
  empty: 'empty message',
  'too-long': 'message too long',
  'send-locked': 'send locked',
  'unsupported-type': 'unsupported file type',
  'too-large': 'file too large',
  'unknown-thread': 'unknown thread',
  'unknown-message': 'unknown message',
  'need-login': 'need login',
};

/** Error thrown by the commands for input the user must fix; `code` says which. */
export class MessageInputError extends Error {
  override readonly name = 'MessageInputError';
  constructor(readonly code: MessageInputCode) {
    super(INPUT_TEXTS[code]);
  }
}

/**
 * Why the gift service refused a purchase, from the typed stanza condition of the ChatError
 * 'xmpp send iq error' (tooling/sandbox README "Gift purchase": `not-acceptable` = balance
 * short, `policy-violation` = the unpaid daily limit); `other` for any other refusal; null when
 * `e` is not a refused purchase.
 */
export function giftRefusal(e: unknown): 'gems-insufficient' | 'send-locked' | 'other' | null {
  if (!(e instanceof Error) || e.name !== 'ChatError' || e.message !== 'xmpp send iq error') return null;
  const condition = (e as { condition?: StanzaErrorCondition }).condition;
  return condition === 'not-acceptable' ? 'gems-insufficient' : condition === 'policy-violation' ? 'send-locked' : 'other';
}

/**
 * Whether a send was refused for the unpaid daily limit: a ChatError whose typed stanza
 * condition is `policy-violation` (checked by name, so this file need not load the chat package).
 */
export function isSendLockRefusal(e: unknown): boolean {
  return e instanceof Error && e.name === 'ChatError' && (e as { condition?: StanzaErrorCondition }).condition === 'policy-violation';
}

/** Messages read when a thread opens (chat-db's latestMessages page). */
const THREAD_PAGE = 50;

/** Messages read per page when scrolling back. */
export const OLDER_PAGE_SIZE = 100;

const OutboxSchema = v.array(v.pipe(v.string(), v.maxLength(200)));
/** Storage key of the "delete all" floor: nothing older is restored from the archive. */
const deletedBeforeKey = (jid: string) => `historyDeletedBefore:${bareJid(jid)}`;

/** Creates the messaging controller. Call `start(user)` after a user is known. */
export function createMessagingController(deps: MessagingDeps) {
  const { chat, chatStore, store } = deps;
  const storage = deps.storage ?? memoryStorage();
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[messaging] ${m}`, x ?? ''));
  const batchWindowMs = deps.batchWindowMs ?? 0;
  let user: MainUser | null = null;
  let pending: { message: NewMessage; peer: { jid: string; nickName: string } }[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let outboxRun: Promise<void> | null = null;
  const files = new Map<string, { file: Blob; filename: string }>();

  store.set(showTranslateAtom, readJson(storage, KEYS.showTranslate, v.boolean()) ?? true);

  // ---- outbox -------------------------------------------------------------------------
  const outbox = () => readJson(storage, KEYS.outbox, OutboxSchema) ?? [];
  const setOutbox = (mids: string[]) => writeJson(storage, KEYS.outbox, [...new Set(mids)]);

  async function refreshThreads() {
    if (!user) return;
    store.set(threadsAtom, await chatStore.listThreads(user.jid));
    store.set(threadsLoadedAtom, true);
  }

  /** Reloads the open thread's latest page, keeping older pages already loaded. */
  async function reloadOpen() {
    const tid = store.get(openTidAtom);
    if (!tid) return;
    const latest = await chatStore.latestMessages(tid);
    if (store.get(openTidAtom) !== tid) return;
    const loaded = store.get(openMessagesAtom);
    const firstLatest = latest[0];
    const older = firstLatest ? loaded.filter((m) => m.id < firstLatest.id) : [];
    store.set(openMessagesAtom, [...older, ...latest]);
  }

  /** Applies the §5 sensitive-info rule; returns null when the message is dropped. */
  function filterIncoming(w: WireMessage): NewMessage | null {
    if (!w.type) return null;
    let content = w.content;
    if (w.type === 'text' || w.type === 'manager_text') {
      const verdict = sensitiveVerdict(w.sensitiveInfo);
      if (verdict.action === 'drop') return null;
      if (verdict.replaceWithFiltered) content = w.filtered ?? '***';
    }
    const { filtered: _f, ...rest } = w;
    return { ...rest, content };
  }

  function raiseNotice(stored: Message[]) {
    const me = user ? bareJid(user.jid) : '';
    const openTid = store.get(openTidAtom);
    const last = [...stored].reverse().find((m) => m.tid !== openTid && bareJid(m.from) !== me);
    if (!last) return;
    const thread = store.get(threadsAtom).find((t) => t.tid === last.tid);
    store.set(noticeAtom, {
      tid: last.tid,
      mid: last.mid,
      name: last.tid === OFFICIAL_THREAD_TID ? 'Official' : (thread?.linkedUser.nickName || last.nickName),
      text: last.content,
      type: last.type,
      peerJid: thread?.linkedJid ?? last.from,
    });
  }

  /** Call records among stored messages go to the videocalls store too (the call record page). */
  async function recordCalls(stored: Message[]): Promise<void> {
    for (const m of stored) {
      const call = m.attachment as CallAttachment | undefined;
      if ((m.type === 'v_hub_call' || m.type === 'story_line_call') && call?.sid) await chatStore.putCall({ ...call, vid: call.sid, tid: m.tid });
    }
  }

  function flush() {
    flushTimer = null;
    const batch = pending;
    pending = [];
    if (!user || batch.length === 0) return;
    const me = user.jid;
    flushing = flushing
      .then(async () => {
        const stored = await chatStore.putIncoming(me, batch, store.get(openTidAtom));
        await recordCalls(stored);
        await refreshThreads();
        await reloadOpen();
        raiseNotice(stored);
        const openTid = store.get(openTidAtom);
        if (openTid && stored.some((m) => m.tid === openTid)) sendReadMarker(openTid);

      })
      .catch((e: unknown) => log('storing incoming messages failed', e));
  }

  /**
   * The checks every message from the server passes, live or archived: addressed to or from
   * the user, the §3/§6 sender rule, the §5 sensitive-info rule. Returns what to store (the
   * peer's name only from the peer's own messages), or null (dropped, logged).
   */
  function accept(w: WireMessage): Accepted | null {
    if (!user) return null;
    const me = bareJid(user.jid);
    if (bareJid(w.to) !== me && bareJid(w.from) !== me) return null;
    const sender = checkIncomingSender(w, me, deps.serverDomains());
    if (!sender.ok) {
      log(`dropped incoming ${w.type} ${w.mid} from ${w.from}: ${sender.reason}`);
      return null;
    }
    if (w.type === 'attribution_refresh') return null;
    const msg = filterIncoming(w);
    if (!msg) return null;
    return { message: msg, peer: { jid: sender.peer, nickName: bareJid(w.from) === me ? '' : w.nickName } };
  }

  chat.onMessage((w) => {
    if (!user) return;
    if (w.type === 'attribution_refresh') {
      const sender = checkIncomingSender(w, bareJid(user.jid), deps.serverDomains());
      if (sender.ok) deps.onAttributionRefresh?.();
      else log(`dropped incoming ${w.type} ${w.mid} from ${w.from}: ${sender.reason}`);
      return;
    }
    const a = accept(w);
    if (!a) return;
    pending.push(a);
    if (!flushTimer) flushTimer = setTimeout(flush, batchWindowMs);
  });

  chat.onPresence((p) => {
    store.set(presenceAtom, { ...store.get(presenceAtom), [p.from]: p });
    const status = presenceStatus(p);
    if (status && isAnchorJid(p.from)) {
      store.set(onlineStatusAtom, { ...store.get(onlineStatusAtom), [bareJid(p.from)]: status });
      void chatStore.putOnlineUsers([{ id: p.from, status, updatedAt: Date.now() }]).catch((e: unknown) => log('storing presence failed', e));
    }
  });

  /**
   * The hosts of the thread list (at most 100): their last known status from the `notice`
   * database at once, then multi_online_status, stored back (spec §3 onlineUsers).
   */
  async function refreshOnline(): Promise<void> {
    const jids = store.get(threadsAtom).map((t) => t.linkedJid).filter((j) => isAnchorJid(j)).slice(0, 100);
    if (jids.length === 0) return;
    const known = await chatStore.getOnlineUsers(jids);
    const merge = (list: { id: string; status: 'online' | 'busy' | 'offline' }[]) =>
      store.set(onlineStatusAtom, { ...store.get(onlineStatusAtom), ...Object.fromEntries(list.map((r) => [bareJid(r.id), r.status])) });
    merge(known);
    if (!deps.api?.multiOnlineStatus) return;
    const fresh = await deps.api.multiOnlineStatus({ jids });
    const now = Date.now();
    const records = fresh.list.map((r) => ({ id: r.jid, status: r.status, updatedAt: now }));
    merge(records);
    await chatStore.putOnlineUsers(records);
  }

  chat.onState((s) => {
    if (s === 'connected') {
      void flushOutbox();
      void syncArchive();
    }
  });

  const serverSenders = (): ServerSenders => {
    if (deps.serverSenders) return deps.serverSenders();
    const d = deps.serverDomains();
    return { help: `official@${d.helpDomain}`, hub: `calls@${d.hubDomain}` };
  };

  const historyFloor = (): number | undefined => {
    const deleted = user ? readJson(storage, deletedBeforeKey(user.jid), v.number()) : null;
    const floors = [deps.historyFloor?.(), deleted ?? undefined].filter((n): n is number => typeof n === 'number');
    return floors.length ? Math.max(...floors) : undefined;
  };

  /** Date of the newest caught-up message announced so far (see onStored below). */
  let archiveAnnouncedAt = 0;
  const history = createHistory({
    chat,
    chatStore,
    storage,
    user: () => user,
    openTid: () => store.get(openTidAtom),
    accept,
    floor: historyFloor,
    senders: serverSenders,
    log,
    onStored: async (stored, isHistory) => {
      await recordCalls(stored);
      await refreshThreads();
      await reloadOpen();
      // Caught up from the archive before the live copy arrived: announced like a live one
      // (pages come newest first: only what is newer than the last one announced).
      const newest = stored.reduce<Message | undefined>((a, m) => (!a || m.date > a.date ? m : a), undefined);
      if (!isHistory && newest && newest.date > archiveAnnouncedAt) {
        archiveAnnouncedAt = newest.date;
        raiseNotice(stored);
        const openTid = store.get(openTidAtom);
        if (openTid && stored.some((m) => m.tid === openTid)) sendReadMarker(openTid);
      }
    },
  });

  /**
   * Fills the local history from the server archive (XEP-0313, see history.ts) after every
   * connect: a new device gets its conversations (newest first), a device back from a long
   * time offline what arrived meanwhile; merged by mid, so overlaps are harmless. Errors are
   * logged (the next connect tries again).
   */
  let archiveRun: Promise<void> = Promise.resolve();
  function syncArchive(): Promise<void> {
    if (!user) return Promise.resolve();
    archiveRun = (async () => {
      // A ping first: the server sends the messages it kept offline (new to the user: unread,
      // announced) right after the session's presence, so they are in before the archive
      // pages, whose copies of them then merge away by mid.
      await chat.ping().catch(() => undefined);
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      await flushing;
      await history.sync();
    })().catch((e: unknown) => log('archive sync failed', e));
    return archiveRun;
  }

  function wireOf(msg: Message, u: MainUser, peerJid: string): WireMessage {
    return {
      mid: msg.mid, from: bareJid(u.jid), to: peerJid, date: msg.date, type: msg.type as WireMessage['type'], content: msg.content,
      nickName: u.nickName, os: 'web', pkgName: deps.packageName, version: 1, sensitiveInfo: 0,
      ...(msg.attachment ? { attachment: msg.attachment } : {}),
    };
  }

  /**
   * Delivers a stored outgoing message. Not connected: it stays `sending` in the outbox.
   * Refused or unacknowledged: `error`. Acknowledged: `success`.
   */
  async function deliver(msg: Message, peerJid: string): Promise<void> {
    const u = user;
    if (!u) return;
    if (chat.state() !== 'connected') {
      setOutbox([...outbox(), msg.mid]);
      return;
    }
    let state: 'success' | 'error' = 'success';
    try {
      await chat.sendMessage(wireOf(msg, u, peerJid));
    } catch (e) {
      if (chatErrorMessage(e) === 'xmpp not connected') {
        setOutbox([...outbox(), msg.mid]);
        return;
      }
      log(`send failed for ${msg.mid}`, e);
      state = 'error';
      if (isSendLockRefusal(e)) {
        setLock(msg.tid, LOCKED);
        void checkSendLock(msg.tid);
      }
    }
    if (state === 'success') countSent(msg.tid);
    setOutbox(outbox().filter((m) => m !== msg.mid));
    if (msg.state !== 'success' || state === 'error') await chatStore.setMessageState(msg.mid, state);
    await refreshThreads();
    await reloadOpen();
  }

  /** Delivers every message waiting in the outbox, once each, in order. */
  function flushOutbox(): Promise<void> {
    if (outboxRun) return outboxRun;
    const run = (async () => {
      for (const mid of outbox()) {
        if (chat.state() !== 'connected' || !user) break;
        const msg = await chatStore.getMessage(mid);
        const thread = msg ? await chatStore.getThread(msg.tid) : undefined;
        if (!msg || !thread || (msg.state !== 'sending' && msg.type !== 'gift')) {
          setOutbox(outbox().filter((m) => m !== mid));
          continue;
        }
        setOutbox(outbox().filter((m) => m !== mid));
        if (msg.attachment === undefined && (msg.type === 'image' || msg.type === 'short_video')) {
          await chatStore.setMessageState(mid, 'error');
          continue;
        }
        await deliver(msg, thread.linkedJid);
      }
    })();
    // Cleared by identity: a run with nothing to do settles before this assignment.
    outboxRun = run;
    void run.finally(() => {
      if (outboxRun === run) outboxRun = null;
    }).catch((e: unknown) => log('outbox flush failed', e));
    return run;
  }

  /**
   * Marks a thread read (spec §4): its unread count in one small write and in the list in
   * memory (no re-read), then the messages' flags in the background.
   */
  async function markRead(tid: string): Promise<void> {
    if (!(await chatStore.markThreadRead(tid))) return;
    store.set(threadsAtom, store.get(threadsAtom).map((t) => (t.tid === tid ? { ...t, unread: 0 } : t)));
    void chatStore.flagMessagesRead(tid).catch((e: unknown) => log('flagging messages read failed', e));
  }

  /** The last message id a displayed marker was sent for, per thread. */
  const markedDisplayed = new Map<string, string>();

  /** Sends the displayed marker for the newest host message of the open thread (readReceipt on). */
  function sendReadMarker(tid: string): void {
    if (!deps.readReceipts?.() || chat.state() !== 'connected' || store.get(openTidAtom) !== tid) return;
    const thread = store.get(threadsAtom).find((t) => t.tid === tid);
    if (!thread || !isAnchorJid(thread.linkedJid)) return;
    const peer = bareJid(thread.linkedJid);
    const last = [...store.get(openMessagesAtom)].reverse().find((m) => bareJid(m.from) === peer);
    if (!last || markedDisplayed.get(tid) === last.mid) return;
    markedDisplayed.set(tid, last.mid);
    chat.sendDisplayed(thread.linkedJid, last.mid).catch((e: unknown) => {
      markedDisplayed.delete(tid);
      log('read marker failed', e);
    });
  }

  async function threadPeer(tid: string) {
    const thread = store.get(threadsAtom).find((t) => t.tid === tid) ?? (await chatStore.getThread(tid));
    if (!thread || tid === OFFICIAL_THREAD_TID) throw new MessageInputError('unknown-thread');
    return thread;
  }

  function requireUser(): MainUser {
    if (!user) throw new MessageInputError('need-login');
    return user;
  }

  async function addOutgoing(tid: string, m: Pick<NewMessage, 'type' | 'content' | 'attachment'> & { state?: 'sending' | 'success' }) {
    const u = requireUser();
    const thread = await threadPeer(tid);
    const stored = await chatStore.addOutgoing(u.jid, thread.linkedUser, {
      mid: crypto.randomUUID(), from: bareJid(u.jid), to: thread.linkedJid, date: Date.now(), nickName: u.nickName,
      os: 'web', pkgName: deps.packageName, sensitiveInfo: 0, version: 1, ...m,
    });
    await refreshThreads();
    await reloadOpen();
    return { stored, thread };
  }

  /** Asks the server for a host thread's send lock (send_msg_lock) and shows it. */
  async function checkSendLock(tid: string) {
    const thread = store.get(threadsAtom).find((t) => t.tid === tid) ?? (await chatStore.getThread(tid));
    if (!thread || !deps.api?.sendMsgLock || !isAnchorJid(thread.linkedJid)) return;
    try {
      const lock = await deps.api.sendMsgLock({ targetJid: thread.linkedJid });
      setLock(tid, lock);
    } catch (e) {
      log('send lock check failed', e);
    }
  }

  function setLock(tid: string, lock: { locked: boolean; reason: string; freeLeft: number } | undefined) {
    const next = { ...store.get(sendLockAtom) };
    if (lock) next[tid] = lock;
    else delete next[tid];
    store.set(sendLockAtom, next);
  }

  /**
   * One more message reached the server: one fewer free message (sendLimit.ts). The server is
   * not asked again here: its ack comes before the host has counted the message.
   */
  function countSent(tid: string) {
    const lock = store.get(sendLockAtom)[tid];
    const next = afterOneSent(lock);
    if (next !== lock) setLock(tid, next);
  }

  // A host refused a message after the server's ack (the send lock): not sent, thread locked.
  chat.onBounce?.((b) => {
    void (async () => {
      const msg = await chatStore.getMessage(b.mid);
      if (!msg || !user || bareJid(msg.from) !== bareJid(user.jid)) return;
      log(`message ${b.mid} refused: ${b.condition ?? ''} ${b.text}`);
      await chatStore.setMessageState(b.mid, 'error');
      if (b.condition === 'policy-violation') {
        setLock(msg.tid, LOCKED);
        void checkSendLock(msg.tid);
      }
      await refreshThreads();
      await reloadOpen();
    })().catch((e: unknown) => log('applying a bounce failed', e));
  });

  // Becoming paid (any gem package, spec §3) lifts the daily limit: when the account turns paid,
  // or its gems rise (a recharge: ReChargeSuccess brings only the balance), ask again for every
  // limited thread.
  let lastAccount = store.get(accountAtom);
  store.sub(accountAtom, () => {
    const now = store.get(accountAtom);
    const becamePaid = now?.paid === true && lastAccount?.paid !== true;
    const recharged = !!now && !!lastAccount && now.gemsBalance > lastAccount.gemsBalance;
    lastAccount = now;
    if (!becamePaid && !recharged) return;
    for (const [tid, lock] of Object.entries(store.get(sendLockAtom))) {
      if (lock.freeLeft < UNLIMITED_FREE_LEFT || lock.locked) void checkSendLock(tid);
    }
  });

  function setProgress(mid: string, p: number | null) {
    const next = { ...store.get(uploadProgressAtom) };
    if (p === null) delete next[mid];
    else next[mid] = p;
    store.set(uploadProgressAtom, next);
  }

  async function uploadAndSend(msg: Message, peerJid: string): Promise<void> {
    const f = files.get(msg.mid);
    if (!f || !deps.upload) {
      await chatStore.setMessageState(msg.mid, 'error');
      await reloadOpen();
      return;
    }
    setProgress(msg.mid, 0);
    let url: string;
    try {
      ({ url } = await deps.upload(f.file, f.filename, (p) => setProgress(msg.mid, p)));
    } catch (e) {
      log(`upload failed for ${msg.mid}`, e);
      setProgress(msg.mid, null);
      await chatStore.setMessageState(msg.mid, 'error');
      await refreshThreads();
      await reloadOpen();
      return;
    }
    setProgress(msg.mid, null);
    const attachment: MediaAttachment = { url, thumbUrl: url, payNeed: false, payPrice: 0 };
    const patched = await chatStore.patchMessage(msg.mid, { attachment });
    files.delete(msg.mid);
    if (patched) await deliver(patched, peerJid);
  }

  /** Archive reads in flight per thread (one at a time, so the paging cursor stays in order). */
  const olderRuns = new Map<string, Promise<number>>();

  /** Whether the archive may still hold older messages of a thread (connected and not read to its start). */
  function archiveMayHaveOlder(tid: string): boolean {
    return chat.state() === 'connected' && !history.isExhausted(tid);
  }

  /** Merges the thread's archive page before `beforeDate`; returns how many messages were stored (errors logged: 0). */
  function archiveOlder(tid: string, beforeDate: number): Promise<number> {
    const running = olderRuns.get(tid);
    if (running) return running;
    const run = (async () => {
      const thread = store.get(threadsAtom).find((t) => t.tid === tid) ?? (await chatStore.getThread(tid));
      if (!thread) return 0;
      try {
        return (await history.older(thread, beforeDate)).stored;
      } catch (e) {
        log('reading older messages from the archive failed', e);
        return 0;
      }
    })().finally(() => olderRuns.delete(tid));
    olderRuns.set(tid, run);
    return run;
  }

  return {
    /** Loads the local state for a user: official thread, thread list, pending outbox. */
    async start(u: MainUser): Promise<void> {
      user = u;
      store.set(threadsLoadedAtom, false);
      await chatStore.ensureOfficialThread(u.jid, deps.officialWelcome());
      await refreshThreads();
      await reloadOpen();
      void refreshOnline().catch((e: unknown) => log('online status refresh failed', e));
      if (chat.state() === 'connected') {
        void flushOutbox();
        void syncArchive();
      }
    },

    /** Asks again for the thread list's hosts' online status (the message page does, every minute). */
    refreshOnline,

    /** Forgets the user's state in memory (the local database keeps the history). */
    stop(): void {
      user = null;
      pending = [];
      for (const url of Object.values(store.get(localPreviewAtom))) URL.revokeObjectURL?.(url);
      store.set(threadsAtom, []);
      store.set(onlineStatusAtom, {});
      store.set(openMessagesAtom, []);
      store.set(openTidAtom, null);
      store.set(presenceAtom, {});
      store.set(threadsLoadedAtom, false);
      store.set(noticeAtom, null);
      store.set(localPreviewAtom, {});
      store.set(sendLockAtom, {});
      history.reset();
      olderRuns.clear();
    },

    /** Finds or creates the thread with a peer and returns its tid. */
    async startChat(peer: { jid: string; nickName: string; avatarUrl?: string }): Promise<string> {
      const u = user ?? store.get(mainUserAtom);
      if (!u) throw new Error('need-login');
      const t = await chatStore.openThreadWith(u.jid, peer);
      await refreshThreads();
      return t.tid;
    },

    /**
     * Opens a thread: shows its latest messages (1 read transaction, ≤ 50 records), marks it
     * read (spec §4), asks the peer for presence, checks the send lock, and asks a host for
     * an automatic greeting when the thread is empty. `null` closes the open thread.
     */
    async openThread(tid: string | null): Promise<void> {
      store.set(openTidAtom, tid);
      store.set(photoViewerAtom, null);
      store.set(openHasOlderAtom, false);
      if (!tid) {
        store.set(openMessagesAtom, []);
        return;
      }
      const msgs = await chatStore.latestMessages(tid);
      if (store.get(openTidAtom) !== tid) return;
      store.set(openMessagesAtom, msgs);
      store.set(openHasOlderAtom, msgs.length >= THREAD_PAGE || archiveMayHaveOlder(tid));
      // Less than a page here (a new device, a thread restored in part): the archive fills it.
      if (msgs.length < THREAD_PAGE && archiveMayHaveOlder(tid)) {
        void archiveOlder(tid, msgs[0]?.date ?? Date.now()).then(async (n) => {
          if (n > 0) await reloadOpen();
          if (store.get(openTidAtom) === tid) store.set(openHasOlderAtom, store.get(openMessagesAtom).length >= THREAD_PAGE || archiveMayHaveOlder(tid));
        });
      }
      const notice = store.get(noticeAtom);
      if (notice?.tid === tid) store.set(noticeAtom, null);
      await markRead(tid);
      sendReadMarker(tid);
      const thread = store.get(threadsAtom).find((t) => t.tid === tid);
      if (!thread || tid === OFFICIAL_THREAD_TID) return;
      if (chat.state() === 'connected') chat.sendPresence(thread.linkedJid).catch((e: unknown) => log('presence probe failed', e));
      void checkSendLock(tid);
      if (msgs.length === 0 && isAnchorJid(thread.linkedJid) && deps.api?.triggerAutoMessage) {
        deps.api.triggerAutoMessage({ targetJid: thread.linkedJid }).catch((e: unknown) => log('auto message failed', e));
      }
    },

    /**
     * Loads the next older page of the open thread: from the local database (1 read
     * transaction, ≤ 100 records); when that runs short, the server archive's page before it
     * is merged first (history.ts), so scrolling up reaches what this device never had.
     * Returns how many messages were added.
     */
    async loadOlder(): Promise<number> {
      const tid = store.get(openTidAtom);
      if (!tid || !store.get(openHasOlderAtom)) return 0;
      const oldestLoaded = store.get(openMessagesAtom)[0];
      if (!oldestLoaded) return 0;
      let page = await chatStore.olderMessages(tid, oldestLoaded.id, OLDER_PAGE_SIZE);
      if (page.length < OLDER_PAGE_SIZE && archiveMayHaveOlder(tid)) {
        const added = await archiveOlder(tid, page[0]?.date ?? oldestLoaded.date);
        if (added > 0) page = await chatStore.olderMessages(tid, oldestLoaded.id, OLDER_PAGE_SIZE);
      }
      if (store.get(openTidAtom) !== tid) return 0;
      store.set(openMessagesAtom, [...page, ...store.get(openMessagesAtom)]);
      store.set(openHasOlderAtom, page.length === OLDER_PAGE_SIZE || archiveMayHaveOlder(tid));
      return page.length;
    },

    /**
     * Deletes this device's messages older than `before` (epoch ms), or all of them; the
     * archive then restores nothing older than that (a "delete all" is remembered as a floor).
     * Returns how many were deleted (spec §2 /deletemessagesettings).
     */
    async deleteMessages(before?: number): Promise<number> {
      const u = requireUser();
      const n = await chatStore.deleteMessages(u.jid, before);
      if (before === undefined) writeJson(storage, deletedBeforeKey(u.jid), Date.now());
      await refreshThreads();
      await reloadOpen();
      return n;
    },

    /**
     * Sends a text message (spec §4 message state). Throws MessageInputError for an empty or
     * too long text (over 4000 characters), an unknown or official thread, or a locked one.
     */
    async sendText(tid: string, text: string): Promise<void> {
      requireUser();
      const content = text.trim();
      if (!content) throw new MessageInputError('empty');
      if (content.length > MAX_MESSAGE_LENGTH) throw new MessageInputError('too-long');
      if (store.get(sendLockAtom)[tid]?.locked) throw new MessageInputError('send-locked');
      const me = bareJid(requireUser().jid);
      const first = store.get(openTidAtom) === tid && !store.get(openMessagesAtom).some((m) => bareJid(m.from) === me);
      const { stored, thread } = await addOutgoing(tid, { type: 'text', content });
      await deliver(stored, thread.linkedJid);
      if (first && isAnchorJid(thread.linkedJid)) deps.onFirstMessageToHost?.(thread.linkedJid);
    },

    /**
     * Adds a local notice to a thread (spec §3 local-only types: local_accept_friend), shown
     * as a system line and never sent. `content` is the text shown (translated).
     */
    async addLocalNotice(tid: string, type: 'local_accept_friend' | 'online_info', content: string): Promise<void> {
      await addOutgoing(tid, { type, content, state: 'success' });
    },

    /**
     * Hosts came online (anchor_online_notice, spec §7): each is online at once and in the
     * `notice` database's onlineUsers (one transaction for all), and a thread with her gets an
     * online_info line (spec §3 local-only types). `line` is that line, translated.
     */
    async hostsCameOnline(hosts: ReadonlyArray<{ jid: string; line: string }>): Promise<void> {
      if (hosts.length === 0) return;
      const now = Date.now();
      const bare = hosts.map((h) => ({ ...h, jid: bareJid(h.jid) }));
      store.set(onlineStatusAtom, { ...store.get(onlineStatusAtom), ...Object.fromEntries(bare.map((h) => [h.jid, 'online' as const])) });
      await chatStore.putOnlineUsers(bare.map((h) => ({ id: h.jid, status: 'online' as const, updatedAt: now })));
      for (const h of bare) {
        const thread = store.get(threadsAtom).find((t) => bareJid(t.linkedJid) === h.jid);
        if (thread) await addOutgoing(thread.tid, { type: 'online_info', content: h.line, state: 'success' });
      }
    },

    /**
     * Sends an image or short video (spec §3, §5): shows it at once from a local preview,
     * uploads it with progress, then sends the message. Throws MessageInputError for an
     * unsupported type (jpg, jpeg, png, gif, webp, mp4) or a file over 10 MB.
     */
    async sendMedia(tid: string, file: Blob, filename: string): Promise<void> {
      requireUser();
      const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
      const type = ext === 'mp4' ? 'short_video' : ['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext) ? 'image' : '';
      if (!type) throw new MessageInputError('unsupported-type');
      if (file.size > 10 * 1024 * 1024) throw new MessageInputError('too-large');
      const { stored, thread } = await addOutgoing(tid, { type, content: '' });
      files.set(stored.mid, { file, filename });
      if (typeof URL.createObjectURL === 'function') {
        store.set(localPreviewAtom, { ...store.get(localPreviewAtom), [stored.mid]: URL.createObjectURL(file) });
      }
      await uploadAndSend(stored, thread.linkedJid);
    },

    /** Sends a sticker from the catalogue. */
    async sendSticker(tid: string, sticker: StickerAttachment): Promise<void> {
      const { stored, thread } = await addOutgoing(tid, { type: 'sticker', content: sticker.name, attachment: sticker });
      await deliver(stored, thread.linkedJid);
    },

    /**
     * Buys and sends a gift (spec §7 gift purchase IQ): the server checks the price and
     * debits the balance; the gift message is success at once (§4). Answering an ask-gift
     * (`answering` = its mid) sets its `isSend` to true. Throws ChatError 'xmpp send iq
     * error' (detail "gems insufficient", …) or 'xmpp not connected'; nothing is stored then.
     */
    async sendGift(tid: string, gift: GiftAttachment, answering?: string): Promise<void> {
      const u = requireUser();
      const thread = await threadPeer(tid);
      const mid = crypto.randomUUID();
      let gemsBalance: number;
      try {
        ({ gemsBalance } = await chat.purchaseGift({
          giftDomain: deps.giftDomain?.() ?? `gift.${u.jid.split('@')[1] ?? ''}`,
          giftId: gift.id, price: gift.gemsPrice, target: thread.linkedJid, mid,
        }));
      } catch (e) {
        // The gift service checks the daily limit before any debit (policy-violation).
        if (isSendLockRefusal(e)) setLock(tid, LOCKED);
        throw e;
      }
      deps.wallet.applyBalance(gemsBalance);
      const stored = await chatStore.addOutgoing(u.jid, thread.linkedUser, {
        mid, from: bareJid(u.jid), to: thread.linkedJid, date: Date.now(), nickName: u.nickName, os: 'web',
        pkgName: deps.packageName, sensitiveInfo: 0, version: 1, type: 'gift', content: gift.title, attachment: gift, state: 'success',
      });
      if (answering) {
        const ask = await chatStore.getMessage(answering);
        if (ask?.type === 'ask_gift' && ask.attachment) {
          await chatStore.patchMessage(answering, { attachment: { ...(ask.attachment as AskGiftAttachment), isSend: true } });
        }
      }
      await refreshThreads();
      await reloadOpen();
      await deliver(stored, thread.linkedJid);
    },

    /** Unlocks a paid image or short video: gems are debited server-side; returns the new balance. */
    async unlockMedia(mid: string): Promise<number> {
      if (!deps.api?.unlockMedia) throw new Error('unlock unavailable');
      const msg = await chatStore.getMessage(mid);
      if (!msg?.attachment) throw new MessageInputError('unknown-message');
      const res = await deps.api.unlockMedia({ mid });
      await chatStore.patchMessage(mid, { attachment: { ...(msg.attachment as MediaAttachment), url: res.url, payNeed: false } });
      deps.wallet.applyBalance(res.gemsBalance);
      await reloadOpen();
      return res.gemsBalance;
    },

    /**
     * Translates a message into the first browser language (spec §9) and stores the result.
     * A failed translation gives the original text (spec §8). No-op when show_translate is off.
     */
    async translate(mid: string): Promise<string> {
      const msg = store.get(openMessagesAtom).find((m) => m.mid === mid) ?? (await chatStore.getMessage(mid));
      if (!msg) throw new MessageInputError('unknown-message');
      if (!store.get(showTranslateAtom) || !deps.api?.translate) return msg.content;
      store.set(translatingAtom, { ...store.get(translatingAtom), [mid]: true });
      let text = msg.content;
      try {
        text = (await deps.api.translate({ targetLang: deps.translateTarget?.() ?? 'en', sourceText: msg.content })).translatedText;
      } catch (e) {
        log('translation failed; showing the original', e);
      } finally {
        const next = { ...store.get(translatingAtom) };
        delete next[mid];
        store.set(translatingAtom, next);
      }
      await chatStore.patchMessage(mid, { translate: text });
      await reloadOpen();
      return text;
    },

    /** Turns the show_translate setting on or off (persisted). */
    setShowTranslate(on: boolean): void {
      store.set(showTranslateAtom, on);
      writeJson(storage, KEYS.showTranslate, on);
    },

    /** Sends a failed message again with the same mid (re-uploading media if needed). */
    async retry(mid: string): Promise<void> {
      const msg = store.get(openMessagesAtom).find((m) => m.mid === mid) ?? (await chatStore.getMessage(mid));
      if (!msg || msg.state !== 'error') return;
      const thread = await threadPeer(msg.tid);
      await chatStore.setMessageState(mid, 'sending');
      await reloadOpen();
      const fresh = { ...msg, state: 'sending' as const };
      if ((msg.type === 'image' || msg.type === 'short_video') && !msg.attachment) await uploadAndSend(fresh, thread.linkedJid);
      else await deliver(fresh, thread.linkedJid);
    },

    /** Dismisses the message notice banner. */
    dismissNotice: () => store.set(noticeAtom, null),

    /** Resolves when incoming messages received so far, and archive reads running, are stored (tests, benchmarks). */
    async settled(): Promise<void> {
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      await flushing;
      if (outboxRun) await outboxRun;
      await archiveRun;
      await Promise.all(olderRuns.values());
    },

    flushOutbox,
    syncArchive,
    refreshThreads,
  };
}

export type MessagingController = ReturnType<typeof createMessagingController>;
