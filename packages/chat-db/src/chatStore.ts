/**
 * Repositories over the `chat` database (spec §3, §4): threads, messages, users.
 * Every command is one IndexedDB transaction; reads of a thread touch at most `limit`
 * message records. Unread counts follow §4: a message is read if the user sent it, its
 * thread is open, or it is a story-line call; unread ask_gift does not count; opening a
 * thread marks all its messages read.
 */
import { Dexie } from 'dexie';
import {
  LOCAL_ONLY_MESSAGE_TYPES, OFFICIAL_THREAD_ID, OFFICIAL_THREAD_TID, bareJid, threadTid, countsAsUnread, isReadOnArrival, uidFromJid,
  type LinkedUser, type Message, type MessageState, type Thread,
} from '@vchat/domain';
import { createChatDexie, createNoticeDexie, type ChatDexie, type DexieDeps, type NoticeDexie, type OnlineUserRecord, type StoredUser, type VideoCallRecord } from './schema.ts';

const ONLINE_STATUSES: ReadonlySet<string> = new Set(['online', 'busy', 'offline']);

/** Messages read when a thread opens. */
export const THREAD_PAGE_SIZE = 50;

export { threadTid };

let seq = 0;
/** A message key that sorts by time: date (ms) × 1000 + a rolling counter. */
export function messageKey(date: number): number {
  seq = (seq + 1) % 1000;
  return Math.floor(date) * 1000 + seq;
}

/** A message to store, without the local fields the store fills in. */
export type NewMessage = Omit<Message, 'id' | 'tid' | 'read' | 'state'> & { state?: MessageState };

export interface ChatStoreOptions extends DexieDeps {
  name?: string;
  /** Counts transactions (all, and read-only) and records read, for the budget benchmark. */
  metrics?: { transactions: number; recordsRead: number; readTransactions?: number };
  /**
   * Called when another tab (a newer app) upgrades or deletes the database: this connection is
   * closed at once so that the upgrade is not blocked, and this app's code is now older than
   * the data: the page should be reloaded.
   */
  onVersionChange?: () => void;
}

/** Creates the chat store. The database opens on first use. */
export function createChatStore(opts: ChatStoreOptions = {}) {
  const db: ChatDexie = createChatDexie(opts, opts.name);
  // The `notice` database opens on its first use only.
  let noticeDb: NoticeDexie | null = null;
  const notice = () => (noticeDb ??= createNoticeDexie(opts, opts.name ? `${opts.name}-notice` : 'notice'));
  const metrics = opts.metrics;
  // Dexie closes the connection on versionchange by itself (so the upgrade goes on); we pass
  // the news up. Only for an upgrade or a deletion by another connection.
  db.on('versionchange', (ev: IDBVersionChangeEvent) => {
    if (ev.newVersion === null || ev.newVersion > ev.oldVersion) opts.onVersionChange?.();
  });
  const tx = <T>(mode: 'r' | 'rw', tables: (keyof ChatDexie & string)[], fn: () => Promise<T>) => {
    if (metrics) {
      metrics.transactions++;
      if (mode === 'r') metrics.readTransactions = (metrics.readTransactions ?? 0) + 1;
    }
    return db.transaction(mode, tables.map((t) => db.table(t)), fn);
  };

  function linkedUserOf(peerJid: string, nickName: string, avatarUrl?: string): LinkedUser {
    return { jid: bareJid(peerJid), uid: uidFromJid(peerJid), nickName, ...(avatarUrl ? { avatarUrl } : {}) };
  }

  async function ensureThreadIn(mainJid: string, peer: LinkedUser, now: number): Promise<Thread> {
    const tid = threadTid(mainJid, peer.jid);
    const existing = await db.threads.where('tid').equals(tid).first();
    if (existing) {
      // A thread restored from the viewer's own archived messages knows no name or picture;
      // the first caller that knows them (the wall, her message) fills them in.
      const known = existing.linkedUser;
      const nickName = !known.nickName && peer.nickName ? peer.nickName : undefined;
      const avatarUrl = !known.avatarUrl && peer.avatarUrl ? peer.avatarUrl : undefined;
      if (nickName === undefined && avatarUrl === undefined) return existing;
      const linkedUser = { ...known, ...(nickName ? { nickName } : {}), ...(avatarUrl ? { avatarUrl } : {}) };
      await db.threads.update(existing.id, { linkedUser });
      return { ...existing, linkedUser };
    }
    const thread: Thread = {
      id: now * 1000 + Math.floor(Math.random() * 1000),
      tid,
      mainJid: bareJid(mainJid),
      linkedJid: peer.jid,
      linkedUser: peer,
      unread: 0,
      translate: false,
      updatedAt: now,
    };
    await db.threads.add(thread);
    return thread;
  }

  function preview(m: Message): Thread['lastMessage'] {
    return { mid: m.mid, type: m.type, content: m.content.slice(0, 200), date: m.date, from: m.from, state: m.state };
  }

  return {
    db,

    /** Ensures the local official thread (id 1.5, tid localOfficial, nickName Official) exists. */
    async ensureOfficialThread(mainJid: string, welcome: string): Promise<Thread> {
      return tx('rw', ['threads', 'messages'], async () => {
        const existing = await db.threads.get(OFFICIAL_THREAD_ID);
        if (existing) {
          if (existing.mainJid !== bareJid(mainJid)) await db.threads.update(OFFICIAL_THREAD_ID, { mainJid: bareJid(mainJid) });
          return { ...existing, mainJid: bareJid(mainJid) };
        }
        const now = Date.now();
        const msg: Message = {
          id: messageKey(now), mid: `official-welcome-${now}`, tid: OFFICIAL_THREAD_TID, date: now, from: 'official',
          to: bareJid(mainJid), nickName: 'Official', os: '', pkgName: '', read: false, sensitiveInfo: 0, state: 'success',
          type: 'official_message', version: 1, content: welcome,
        };
        const thread: Thread = {
          id: OFFICIAL_THREAD_ID, tid: OFFICIAL_THREAD_TID, mainJid: bareJid(mainJid), linkedJid: 'official',
          linkedUser: { jid: 'official', uid: 'official', nickName: 'Official' }, unread: 1, translate: false,
          lastMessage: preview(msg), updatedAt: now,
        };
        await db.threads.add(thread);
        await db.messages.add(msg);
        return thread;
      });
    },

    /** Threads of the main user, newest activity first (official thread included). */
    async listThreads(mainJid: string): Promise<Thread[]> {
      const me = bareJid(mainJid);
      const all = await tx('r', ['threads'], () => db.threads.toArray());
      if (metrics) metrics.recordsRead += all.length;
      return all.filter((t) => t.mainJid === me).sort((a, b) => b.updatedAt - a.updatedAt);
    },

    /** One thread by tid, or undefined. */
    getThread: (tid: string) => tx('r', ['threads'], () => db.threads.where('tid').equals(tid).first()),

    /** Finds or creates the thread with a peer (e.g. "say hi" from the wall). */
    openThreadWith: (mainJid: string, peer: { jid: string; nickName: string; avatarUrl?: string }) =>
      tx('rw', ['threads'], () => ensureThreadIn(mainJid, linkedUserOf(peer.jid, peer.nickName, peer.avatarUrl), Date.now())),

    /**
     * The latest `limit` messages of a thread, oldest first: one read transaction that
     * touches at most `limit` message records (spec §3 indexes: tid).
     */
    async latestMessages(tid: string, limit = THREAD_PAGE_SIZE): Promise<Message[]> {
      const rows = await tx('r', ['messages'], () => db.messages.where('tid').equals(tid).reverse().limit(limit).toArray());
      if (metrics) metrics.recordsRead += rows.length;
      return rows.reverse();
    },

    /**
     * Stores an outgoing message (state sending unless §4 says success at once) in its
     * thread; returns the stored message.
     */
    async addOutgoing(mainJid: string, peer: { jid: string; nickName: string; avatarUrl?: string }, m: NewMessage): Promise<Message> {
      return tx('rw', ['threads', 'messages'], async () => {
        const thread = await ensureThreadIn(mainJid, linkedUserOf(peer.jid, peer.nickName, peer.avatarUrl), m.date);
        const msg: Message = { ...m, id: messageKey(m.date), tid: thread.tid, read: true, state: m.state ?? 'sending' };
        await db.messages.add(msg);
        // The viewer's own message to the peer (not a local-only line) now awaits a reply (spec §3 replyMessage).
        const awaitsReply = bareJid(msg.from) === bareJid(mainJid) && !(LOCAL_ONLY_MESSAGE_TYPES as readonly string[]).includes(msg.type);
        await db.threads.update(thread.id, {
          lastMessage: preview(msg), updatedAt: Math.max(thread.updatedAt, msg.date),
          ...(awaitsReply ? { replyMessage: { mid: msg.mid, date: msg.date } } : {}),
        });
        return msg;
      });
    },

    /**
     * Stores a batch of incoming messages in ONE transaction: skips mids already stored (so
     * live messages, offline messages and archive pages merge by mid without duplicates),
     * creates threads, applies the read rule and unread counting (spec §4). With
     * `history: true` (older messages restored from the server archive, e.g. on a new device)
     * every message is stored read and adds nothing to the unread counts. Messages sort by
     * their own date (the key is date × 1000 + a counter), wherever in time they land.
     * Returns the messages actually stored.
     */
    async putIncoming(
      mainJid: string,
      batch: { message: NewMessage; peer: { jid: string; nickName: string; avatarUrl?: string } }[],
      openTid: string | null,
      opts: { history?: boolean } = {},
    ): Promise<Message[]> {
      if (batch.length === 0) return [];
      return tx('rw', ['threads', 'messages', 'users'], async () => {
        const known = new Set(
          (await db.messages.where('mid').anyOf(batch.map((b) => b.message.mid)).toArray()).map((m) => m.mid),
        );
        const stored: Message[] = [];
        const threadDelta = new Map<string, { thread: Thread; unread: number; last: Message; peerLast: number }>();
        for (const { message, peer } of batch) {
          if (known.has(message.mid) || !message.type) continue;
          known.add(message.mid);
          const official = message.type === 'official_message' || message.type === 'system';
          const thread = official
            ? ((await db.threads.get(OFFICIAL_THREAD_ID)) ?? (await ensureThreadIn(mainJid, linkedUserOf(peer.jid, peer.nickName), message.date)))
            : await ensureThreadIn(mainJid, linkedUserOf(peer.jid, peer.nickName, peer.avatarUrl), message.date);
          const msg: Message = {
            ...message,
            id: messageKey(message.date),
            tid: thread.tid,
            state: 'success',
            read: opts.history === true || isReadOnArrival({ from: message.from, tid: thread.tid, type: message.type }, mainJid, openTid),
          };
          await db.messages.add(msg);
          stored.push(msg);
          const d = threadDelta.get(thread.tid) ?? { thread, unread: 0, last: msg, peerLast: -1 };
          if (countsAsUnread(msg)) d.unread++;
          if (msg.date >= d.last.date) d.last = msg;
          if (bareJid(msg.from) !== bareJid(mainJid)) d.peerLast = Math.max(d.peerLast, msg.date);
          threadDelta.set(thread.tid, d);
        }
        for (const { thread, unread, last, peerLast } of threadDelta.values()) {
          const fresh = (await db.threads.get(thread.id)) ?? thread;
          const newer = !fresh.lastMessage || last.date >= fresh.lastMessage.date;
          const peerNick = last.from !== bareJid(mainJid) && last.nickName ? last.nickName : fresh.linkedUser.nickName;
          // The peer answered the viewer's message awaiting a reply (spec §3 replyMessage).
          const answered = fresh.replyMessage !== undefined && peerLast >= fresh.replyMessage.date;
          await db.threads.update(thread.id, {
            unread: fresh.unread + unread,
            ...(newer ? { lastMessage: preview(last), updatedAt: Math.max(fresh.updatedAt, last.date) } : {}),
            linkedUser: { ...fresh.linkedUser, nickName: peerNick },
            ...(answered ? { replyMessage: undefined } : {}),
          });
        }
        return stored;
      });
    },

    /**
     * Fills in a thread's peer name and avatar (e.g. from the peer's vCard for a thread the
     * archive restored from the user's own messages only). Empty values are ignored; returns
     * the updated thread, or undefined (warning only, spec §8) when the tid is unknown.
     */
    async updateThreadPeer(tid: string, peer: { nickName?: string; avatarUrl?: string }): Promise<Thread | undefined> {
      return tx('rw', ['threads'], async () => {
        const thread = await db.threads.where('tid').equals(tid).first();
        if (!thread) {
          console.warn(`updateThreadPeer: no thread ${tid}`);
          return undefined;
        }
        const linkedUser = {
          ...thread.linkedUser,
          ...(peer.nickName ? { nickName: peer.nickName } : {}),
          ...(peer.avatarUrl ? { avatarUrl: peer.avatarUrl } : {}),
        };
        await db.threads.update(thread.id, { linkedUser });
        return { ...thread, linkedUser };
      });
    },

    /** Sets the state of a message by mid (sending → success/error, or back to sending on retry). */
    async setMessageState(mid: string, state: MessageState): Promise<Message | undefined> {
      return tx('rw', ['messages', 'threads'], async () => {
        const msg = await db.messages.where('mid').equals(mid).first();
        if (!msg) {
          console.warn(`setMessageState: no message ${mid}`);
          return undefined;
        }
        await db.messages.update(msg.id, { state });
        const thread = await db.threads.where('tid').equals(msg.tid).first();
        if (thread?.lastMessage?.mid === mid) await db.threads.update(thread.id, { lastMessage: { ...thread.lastMessage, state } });
        return { ...msg, state };
      });
    },

    /**
     * Opening a thread marks it read (spec §4): the thread's unread count drops to 0 in a
     * one-record write, so the badge clears at once whatever the thread's size. The messages'
     * own `read` flags follow in {@link flagMessagesRead}. A missing thread logs a warning
     * only (spec §8). Returns whether anything was unread.
     */
    async markThreadRead(tid: string): Promise<boolean> {
      return tx('rw', ['threads'], async () => {
        const thread = await db.threads.where('tid').equals(tid).first();
        if (!thread) {
          console.warn(`markThreadRead: no thread ${tid}`);
          return false;
        }
        if (thread.unread === 0) return false;
        await db.threads.update(thread.id, { unread: 0 });
        return true;
      });
    },

    /** Sets `read` on every unread message of a thread (one write transaction). */
    async flagMessagesRead(tid: string): Promise<number> {
      return tx('rw', ['messages'], () => db.messages.where('tid').equals(tid).filter((m) => !m.read).modify({ read: true }));
    },

    /**
     * Older messages of a thread for scrolling back: up to `limit` messages with an id below
     * `beforeId`, oldest first. One read transaction touching at most `limit` records: the
     * cursor on the `tid` index seeks straight to (tid, beforeId) with continuePrimaryKey,
     * so the cost does not grow with how far back the reader is.
     */
    async olderMessages(tid: string, beforeId: number, limit = THREAD_PAGE_SIZE): Promise<Message[]> {
      const rows = await tx('r', ['messages'], () =>
        new Promise<Message[]>((resolve, reject) => {
          const idb = (Dexie.currentTransaction as unknown as { idbtrans: IDBTransaction }).idbtrans;
          const req = idb.objectStore('messages').index('tid').openCursor(tid, 'prev');
          const out: Message[] = [];
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const c = req.result;
            if (!c) return resolve(out);
            const pk = c.primaryKey as number;
            if (pk > beforeId) return c.continuePrimaryKey(tid, beforeId);
            if (pk === beforeId) return c.continue();
            out.push(c.value as Message);
            if (out.length >= limit) return resolve(out);
            c.continue();
          };
        }),
      );
      if (metrics) metrics.recordsRead += rows.length;
      return rows.reverse();
    },

    /** Number of messages stored in a thread (index count, no records read). */
    countMessages: (tid: string) => tx('r', ['messages'], () => db.messages.where('tid').equals(tid).count()),

    /** One message by mid, or undefined. */
    getMessage: (mid: string) => tx('r', ['messages'], () => db.messages.where('mid').equals(mid).first()),

    /**
     * Replaces fields of a stored message (attachment after an unlock or an answered
     * ask-gift, translation, state). Returns the updated message, or undefined (warning
     * only, spec §8) when the mid is unknown.
     */
    async patchMessage(mid: string, patch: Partial<Pick<Message, 'attachment' | 'translate' | 'state' | 'content'>>): Promise<Message | undefined> {
      return tx('rw', ['messages', 'threads'], async () => {
        const msg = await db.messages.where('mid').equals(mid).first();
        if (!msg) {
          console.warn(`patchMessage: no message ${mid}`);
          return undefined;
        }
        await db.messages.update(msg.id, patch);
        if (patch.state) {
          const thread = await db.threads.where('tid').equals(msg.tid).first();
          if (thread?.lastMessage?.mid === mid) await db.threads.update(thread.id, { lastMessage: { ...thread.lastMessage, state: patch.state } });
        }
        return { ...msg, ...patch };
      });
    },

    /**
     * The main user's own messages still `sending` among the newest `window` messages, oldest
     * first: what the outbox must send after a reload even if its list lost its last writes
     * (the page went away before they were stored). One read transaction over at most
     * `window` records (the primary key, newest first; the spec's indexes have no state).
     */
    async pendingOutgoing(mainJid: string, window = 200): Promise<Message[]> {
      const me = bareJid(mainJid);
      return tx('r', ['messages'], async () => {
        const rows = await db.messages.orderBy(':id').reverse().limit(window).toArray();
        if (metrics) metrics.recordsRead += rows.length;
        return rows.filter((m) => m.state === 'sending' && bareJid(m.from) === me).reverse();
      });
    },

    /** Stores or updates a call record (videocalls store, key vid = call sid). */
    putCall: (record: VideoCallRecord) => tx('rw', ['videocalls'], async () => void (await db.videocalls.put(record))),

    /** Call records where the main user is caller or callee, newest first. */
    async listCalls(mainJid: string, limit = 200): Promise<VideoCallRecord[]> {
      const me = bareJid(mainJid);
      return tx('r', ['videocalls'], async () => {
        const rows = await db.videocalls.orderBy('startTime').reverse().filter((c) => bareJid(c.caller) === me || bareJid(c.callee) === me).limit(limit).toArray();
        if (metrics) metrics.recordsRead += rows.length;
        return rows;
      });
    },

    /**
     * Deletes the main user's messages older than `before` (epoch ms), or all of them when
     * `before` is undefined; threads stay (emptied threads lose their preview and unread).
     * Returns the number of messages deleted. One transaction.
     */
    async deleteMessages(mainJid: string, before?: number): Promise<number> {
      const me = bareJid(mainJid);
      return tx('rw', ['threads', 'messages'], async () => {
        const threads = (await db.threads.toArray()).filter((t) => t.mainJid === me);
        let deleted = 0;
        for (const t of threads) {
          const coll = db.messages.where('tid').equals(t.tid).filter((m) => before === undefined || m.date < before);
          deleted += await coll.delete();
          const last = await db.messages.where('tid').equals(t.tid).last();
          const unread = await db.messages.where('tid').equals(t.tid).filter((m) => countsAsUnread(m)).count();
          await db.threads.update(t.id, { lastMessage: last ? preview(last) : undefined, unread });
        }
        return deleted;
      });
    },

    /** Unread total over the main user's threads (spec §4; ask_gift already excluded). */
    async totalUnread(mainJid: string): Promise<number> {
      const me = bareJid(mainJid);
      const all = await tx('r', ['threads'], () => db.threads.toArray());
      return all.filter((t) => t.mainJid === me).reduce((n, t) => n + t.unread, 0);
    },

    /** Caches a user card (users store: key uid, unique jid). */
    async putUser(u: Omit<StoredUser, 'updatedAt'>): Promise<void> {
      await tx('rw', ['users'], async () => {
        await db.users.where('jid').equals(u.jid).and((x) => x.uid !== u.uid).delete();
        await db.users.put({ ...u, updatedAt: Date.now() });
      });
    },

    getUser: (jid: string) => tx('r', ['users'], () => db.users.where('jid').equals(bareJid(jid)).first()),

    /**
     * Records hosts' online status (spec §3 `notice` database, onlineUsers, key id = bare jid) in
     * one transaction; a record older than the stored one for the same jid is ignored. Records
     * with an unknown status or no jid are dropped.
     */
    async putOnlineUsers(records: OnlineUserRecord[]): Promise<number> {
      const valid = records
        .filter((r) => typeof r.id === 'string' && r.id.includes('@') && ONLINE_STATUSES.has(r.status) && Number.isFinite(r.updatedAt))
        .map((r) => ({ id: bareJid(r.id), status: r.status, updatedAt: r.updatedAt }));
      if (valid.length === 0) return 0;
      if (metrics) metrics.transactions++;
      return notice().transaction('rw', notice().onlineUsers, async () => {
        const current = await notice().onlineUsers.bulkGet(valid.map((r) => r.id));
        const newer = valid.filter((r, i) => !current[i] || current[i]!.updatedAt <= r.updatedAt);
        await notice().onlineUsers.bulkPut(newer);
        return newer.length;
      });
    },

    /** The stored online status of each jid that has one (one read transaction); bad rows are skipped. */
    async getOnlineUsers(jids: string[]): Promise<OnlineUserRecord[]> {
      if (jids.length === 0) return [];
      if (metrics) {
        metrics.transactions++;
        metrics.readTransactions = (metrics.readTransactions ?? 0) + 1;
      }
      const rows = await notice().transaction('r', notice().onlineUsers, () => notice().onlineUsers.bulkGet(jids.map(bareJid)));
      return rows.filter((r): r is OnlineUserRecord => !!r && ONLINE_STATUSES.has(r.status) && typeof r.updatedAt === 'number');
    },

    /**
     * A copy of the chat data to carry into another store (the in-memory one the client moves
     * to when the device's storage is full, issue 19.10): every user, thread and call record,
     * and the newest `messageLimit` messages. One read transaction (reads need no quota).
     */
    async snapshot(messageLimit = 5000): Promise<ChatSnapshot> {
      return tx('r', ['users', 'threads', 'messages', 'videocalls'], async () => ({
        users: await db.users.toArray(),
        threads: await db.threads.toArray(),
        messages: await db.messages.orderBy(':id').reverse().limit(messageLimit).toArray(),
        videocalls: await db.videocalls.toArray(),
      }));
    },

    /** Puts a {@link ChatSnapshot} into this store as it is (same keys). One write transaction. */
    async restore(snap: ChatSnapshot): Promise<void> {
      await tx('rw', ['users', 'threads', 'messages', 'videocalls'], async () => {
        await db.users.bulkPut(snap.users);
        await db.threads.bulkPut(snap.threads);
        await db.messages.bulkPut(snap.messages);
        await db.videocalls.bulkPut(snap.videocalls);
      });
    },

    close: () => {
      db.close();
      noticeDb?.close();
    },
  };
}

/** The rows {@link ChatStore.snapshot} copies. */
export interface ChatSnapshot {
  users: StoredUser[];
  threads: Thread[];
  messages: Message[];
  videocalls: VideoCallRecord[];
}

/**
 * Whether `e` says the device's storage is full: IndexedDB's QuotaExceededError, as thrown or
 * as the cause of an aborted transaction (Dexie wraps it).
 */
export function isQuotaError(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && depth < 4; depth++) {
    const o = x as { name?: unknown; inner?: unknown; cause?: unknown };
    if (o.name === 'QuotaExceededError') return true;
    x = o.inner ?? o.cause;
  }
  return false;
}

export type ChatStore = ReturnType<typeof createChatStore>;
