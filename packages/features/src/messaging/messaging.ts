/**
 * Messaging controller (spec §3, §4, §5): the bridge between the chat connection, the
 * local database and the UI state. Incoming messages are filtered by the sensitive-info
 * rule, batched (one transaction per batch) and stored before they show; outgoing text is
 * stored as `sending`, then becomes `success` on the server's ack or `error` (with retry).
 * The UI calls these commands and renders the atoms; it never touches a stanza or IndexedDB.
 */
import type { createStore } from 'jotai';
import { bareJid, MAX_MESSAGE_LENGTH, OFFICIAL_THREAD_TID, sensitiveVerdict, type MainUser, type Message } from '@vchat/domain';
import type { ChatConnection, WireMessage } from '@vchat/xmpp-chat';
import type { ChatStore, NewMessage } from '@vchat/chat-db';
import { openMessagesAtom, openTidAtom, presenceAtom, threadsAtom, threadsLoadedAtom } from './atoms.ts';
import { mainUserAtom } from '../session/atoms.ts';

type Store = ReturnType<typeof createStore>;

export interface MessagingDeps {
  chat: ChatConnection;
  /** The chat store's commands (the real store, or the lazy one of the app). */
  chatStore: Pick<ChatStore, 'listThreads' | 'latestMessages' | 'putIncoming' | 'ensureOfficialThread' | 'openThreadWith' | 'markThreadRead' | 'getThread' | 'addOutgoing' | 'setMessageState'>;
  store: Store;
  /** pkgName sent in extras. */
  packageName: string;
  /** Text of the official thread's welcome message (translated). */
  officialWelcome: () => string;
  /**
   * ms to gather incoming messages into one transaction; default 0 (the next tick: a burst
   * read from one WebSocket frame is still one transaction, and nothing waits in memory).
   */
  batchWindowMs?: number;
  log?: (message: string, extra?: unknown) => void;
}

/** Error thrown by sendText for input the user must fix. */
export class MessageInputError extends Error {
  override readonly name = 'MessageInputError';
}

/** Creates the messaging controller. Call `start(user)` after a user is known. */
export function createMessagingController(deps: MessagingDeps) {
  const { chat, chatStore, store } = deps;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[messaging] ${m}`, x ?? ''));
  const batchWindowMs = deps.batchWindowMs ?? 0;
  let user: MainUser | null = null;
  let pending: { message: NewMessage; peer: { jid: string; nickName: string } }[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<void> = Promise.resolve();

  async function refreshThreads() {
    if (!user) return;
    store.set(threadsAtom, await chatStore.listThreads(user.jid));
    store.set(threadsLoadedAtom, true);
  }

  async function reloadOpen() {
    const tid = store.get(openTidAtom);
    if (!tid) return;
    const msgs = await chatStore.latestMessages(tid);
    if (store.get(openTidAtom) === tid) store.set(openMessagesAtom, msgs);
  }

  /** Applies the §5 sensitive-info rule; returns null when the message is dropped. */
  function filterIncoming(w: WireMessage): NewMessage | null {
    if (!w.type) return null;
    let content = w.content;
    let sensitiveInfo = w.sensitiveInfo;
    if (w.type === 'text' || w.type === 'manager_text') {
      const verdict = sensitiveVerdict(w.sensitiveInfo);
      if (verdict.action === 'drop') return null;
      if (verdict.replaceWithFiltered) content = w.filtered ?? '***';
      sensitiveInfo = w.sensitiveInfo;
    }
    const { filtered: _f, ...rest } = w;
    return { ...rest, content, sensitiveInfo };
  }

  function flush() {
    flushTimer = null;
    const batch = pending;
    pending = [];
    if (!user || batch.length === 0) return;
    const me = user.jid;
    flushing = flushing
      .then(async () => {
        await chatStore.putIncoming(me, batch, store.get(openTidAtom));
        await refreshThreads();
        await reloadOpen();
      })
      .catch((e: unknown) => log('storing incoming messages failed', e));
  }

  chat.onMessage((w) => {
    if (!user) return;
    if (bareJid(w.to) !== bareJid(user.jid) && bareJid(w.from) !== bareJid(user.jid)) return;
    const msg = filterIncoming(w);
    if (!msg) return;
    const peerJid = bareJid(w.from) === bareJid(user.jid) ? w.to : w.from;
    pending.push({ message: msg, peer: { jid: peerJid, nickName: w.nickName } });
    if (!flushTimer) flushTimer = setTimeout(flush, batchWindowMs);
  });

  chat.onPresence((p) => {
    store.set(presenceAtom, { ...store.get(presenceAtom), [p.from]: p });
  });

  async function deliver(msg: Message, peerJid: string) {
    const u = user;
    if (!u) return;
    const wire: WireMessage = {
      mid: msg.mid, from: bareJid(u.jid), to: peerJid, date: msg.date, type: 'text', content: msg.content,
      nickName: u.nickName, os: 'web', pkgName: deps.packageName, version: 1, sensitiveInfo: 0,
    };
    let state: 'success' | 'error' = 'success';
    try {
      await chat.sendMessage(wire);
    } catch (e) {
      log(`send failed for ${msg.mid}`, e);
      state = 'error';
    }
    await chatStore.setMessageState(msg.mid, state);
    await refreshThreads();
    await reloadOpen();
  }

  return {
    /** Loads the local state for a user: official thread, thread list. */
    async start(u: MainUser): Promise<void> {
      user = u;
      store.set(threadsLoadedAtom, false);
      await chatStore.ensureOfficialThread(u.jid, deps.officialWelcome());
      await refreshThreads();
      await reloadOpen();
    },

    /** Forgets the user's state in memory (the local database keeps the history). */
    stop(): void {
      user = null;
      pending = [];
      store.set(threadsAtom, []);
      store.set(openMessagesAtom, []);
      store.set(openTidAtom, null);
      store.set(presenceAtom, {});
      store.set(threadsLoadedAtom, false);
    },

    /** Finds or creates the thread with a peer and returns its tid. */
    async startChat(peer: { jid: string; nickName: string; avatarUrl?: string }): Promise<string> {
      const u = user ?? store.get(mainUserAtom);
      if (!u) throw new Error('need login');
      const t = await chatStore.openThreadWith(u.jid, peer);
      await refreshThreads();
      return t.tid;
    },

    /**
     * Opens a thread: shows its latest messages (1 read transaction), marks it read
     * (spec §4) and asks the peer for its presence. `null` closes the open thread.
     */
    async openThread(tid: string | null): Promise<void> {
      store.set(openTidAtom, tid);
      if (!tid) {
        store.set(openMessagesAtom, []);
        return;
      }
      const msgs = await chatStore.latestMessages(tid);
      if (store.get(openTidAtom) !== tid) return;
      store.set(openMessagesAtom, msgs);
      await chatStore.markThreadRead(tid);
      await refreshThreads();
      const thread = store.get(threadsAtom).find((t) => t.tid === tid);
      if (thread && tid !== OFFICIAL_THREAD_TID && chat.state() === 'connected') {
        chat.sendPresence(thread.linkedJid).catch((e: unknown) => log('presence probe failed', e));
      }
    },

    /**
     * Sends a text message in a thread (spec §4 message state). Throws MessageInputError
     * for an empty or too long text (over 4000 characters) or an unknown thread.
     */
    async sendText(tid: string, text: string): Promise<void> {
      const u = user;
      if (!u) throw new MessageInputError('need login');
      const content = text.trim();
      if (!content) throw new MessageInputError('empty message');
      if (content.length > MAX_MESSAGE_LENGTH) throw new MessageInputError('message too long');
      const thread = store.get(threadsAtom).find((t) => t.tid === tid) ?? (await chatStore.getThread(tid));
      if (!thread || tid === OFFICIAL_THREAD_TID) throw new MessageInputError('unknown thread');
      const stored = await chatStore.addOutgoing(u.jid, thread.linkedUser, {
        mid: crypto.randomUUID(), from: bareJid(u.jid), to: thread.linkedJid, date: Date.now(), type: 'text', content,
        nickName: u.nickName, os: 'web', pkgName: deps.packageName, sensitiveInfo: 0, version: 1,
      });
      await refreshThreads();
      await reloadOpen();
      await deliver(stored, thread.linkedJid);
    },

    /** Sends a failed message again with the same mid (the receiver dedupes by mid). */
    async retry(mid: string): Promise<void> {
      const msg = store.get(openMessagesAtom).find((m) => m.mid === mid);
      if (!msg || msg.state !== 'error') return;
      const thread = store.get(threadsAtom).find((t) => t.tid === msg.tid);
      if (!thread) return;
      await chatStore.setMessageState(mid, 'sending');
      await reloadOpen();
      await deliver({ ...msg, state: 'sending' }, thread.linkedJid);
    },

    /** Resolves when incoming messages received so far are stored (tests, benchmarks). */
    async settled(): Promise<void> {
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      await flushing;
    },

    refreshThreads,
  };
}

export type MessagingController = ReturnType<typeof createMessagingController>;
