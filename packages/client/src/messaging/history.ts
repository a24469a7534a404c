/**
 * Chat history from the server archive (spec §3 threads and messages; XEP-0313 through
 * xmpp-chat's `queryArchive` / `walkArchive`): what a new device, or a device back
 * after a long time offline, needs to show the conversations the user had elsewhere.
 *
 * - `sync()` (after every connect) reads the archive newest first, page by page, and merges
 *   each page into the local database by mid (chat-db `putIncoming`: no duplicates, live and
 *   offline messages included), so the thread list fills from the newest conversation down.
 *   On a device that never synced it reads at most {@link FIRST_SYNC_PAGES} pages and stores
 *   them as history (read, not announced; what is dated after the sync started is new). Its
 *   sync point (the newest archive stamp) is kept after the first page and the history read
 *   so far after each page, so a reload catches up from there and goes on with the rest.
 *   Later syncs read back to the sync point (minus {@link SYNC_OVERLAP_MS}): what arrived
 *   meanwhile counts as unread and is announced like a live message.
 * - `older(thread)` (scrolling up past the local history) reads the thread's archive page
 *   before the oldest message shown (`with` = the peer), plus the call records of the same
 *   span (they come from the hub, so they are archived `with` the hub's sender), and merges
 *   them; a thread whose archive is read to its start is `exhausted`.
 * - Every archived message passes the same checks as a live one (the codec in xmpp-chat, then
 *   the controller's sender and sensitive-info rules through `accept`); an archived bounce of
 *   an own message (e.g. the send lock) marks that message `error`.
 * - Threads restored only from the user's own messages get the peer's name and avatar from
 *   her vCard (once per peer and session).
 * - Nothing older than `floor()` (the auto-delete age, or the last "delete all") is restored.
 *
 * Plain TypeScript, no React: the messaging controller owns one and calls it.
 */
import * as v from 'valibot';
import { OFFICIAL_THREAD_TID, bareJid, isAnchorJid, type MainUser, type Message, type Thread } from '@vchat/domain';
import type { ArchivePage, ChatConnection, WireMessage } from '@vchat/xmpp-chat';
import type { NewMessage } from '@vchat/chat-db';
import { readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';

/** Pages read on a device's first sync (newest first); older history loads on scrolling up. */
export const FIRST_SYNC_PAGES = 10;
/** Pages read at most when catching up (the server keeps at most 10,000 items per user). */
export const CATCH_UP_PAGES = 100;
/** Messages per archive page of the sync (the server caps a page at 200). */
export const SYNC_PAGE_SIZE = 100;
/** Messages per archive page when scrolling up in a thread. */
export const THREAD_ARCHIVE_PAGE_SIZE = 50;
/** How far before the last sync's newest stamp a catch-up starts, ms (clock skew, late archiving). */
export const SYNC_OVERLAP_MS = 60_000;

/** A message accepted for storage, with the peer whose thread it belongs to. */
export type Accepted = { message: NewMessage; peer: { jid: string; nickName: string; avatarUrl?: string } };

/** The server's sender accounts whose messages are archived `with` them (spec §3, §6). */
export interface ServerSenders {
  /** Official and system notices, e.g. `official@help.<domain>`. */
  help: string;
  /** Call records, e.g. `calls@hub.<domain>`. */
  hub: string;
}

export interface HistoryDeps {
  chat: Pick<ChatConnection, 'queryArchive' | 'walkArchive' | 'getVCard' | 'state'>;
  chatStore: {
    putIncoming(mainJid: string, batch: Accepted[], openTid: string | null, opts?: { history?: boolean }): Promise<Message[]>;
    getMessage(mid: string): Promise<Message | undefined>;
    setMessageState(mid: string, state: 'error'): Promise<Message | undefined>;
    updateThreadPeer(tid: string, peer: { nickName?: string; avatarUrl?: string }): Promise<Thread | undefined>;
    getThread(tid: string): Promise<Thread | undefined>;
    listThreads(mainJid: string): Promise<Thread[]>;
  };
  storage: KeyValueStorage;
  /** The signed-in user, or null. */
  user: () => MainUser | null;
  /** The open thread (its messages arrive read). */
  openTid: () => string | null;
  /** The controller's checks for a message from the server (sender rule, sensitive info); null drops it. */
  accept: (w: WireMessage) => Accepted | null;
  /** Epoch ms before which nothing is restored (deleted on this device), or undefined. */
  floor: () => number | undefined;
  senders: () => ServerSenders;
  /**
   * Called after each stored page (refresh the list and the open thread, record calls);
   * `history` is false for messages that are new to the user (a catch-up), which a live
   * message would have announced.
   */
  onStored: (stored: Message[], history: boolean) => Promise<void>;
  log: (message: string, extra?: unknown) => void;
}

/** What a sync did. */
export interface SyncResult {
  /** Messages newly stored. */
  stored: number;
  /** Pages read. */
  pages: number;
  /** First sync on this device (stored as history). */
  first: boolean;
  /** The archive was read back to where the last sync ended (or to its start). */
  complete: boolean;
}

/** Creates the history reader. See the module docstring. */
export function createHistory(deps: HistoryDeps) {
  const { chat, chatStore, log } = deps;
  /** Per thread: where the next older archive page starts and what span it covers. */
  const cursors = new Map<string, { before: string; spanEnd: number | undefined }>();
  const exhausted = new Set<string>();
  const named = new Set<string>();
  let running: Promise<SyncResult> | null = null;

  const syncKey = (u: MainUser) => `archiveSync:${bareJid(u.jid)}`;

  /**
   * Merges one archive page: accepted messages at or after the floor; those dated before
   * `historyBefore` (epoch ms; null: none) as read history, the rest as new (one transaction
   * each); bounces applied to own messages (also ones stored by a later page of the same walk,
   * via `bounced`). Returns the messages stored.
   */
  async function storePage(u: MainUser, page: ArchivePage, historyBefore: number | null, bounced: Set<string>): Promise<Message[]> {
    const floor = deps.floor();
    for (const d of page.dropped) log(`archive item ${d.archiveId} dropped: ${d.reason}`);
    const old: Accepted[] = [];
    const fresh: Accepted[] = [];
    for (const item of page.messages) {
      if (floor !== undefined && item.message.date < floor) continue;
      const a = deps.accept(item.message);
      if (a) (historyBefore !== null && a.message.date < historyBefore ? old : fresh).push(a);
    }
    const storedOld = old.length ? await chatStore.putIncoming(u.jid, old, deps.openTid(), { history: true }) : [];
    const storedNew = fresh.length ? await chatStore.putIncoming(u.jid, fresh, deps.openTid()) : [];
    const stored = [...storedOld, ...storedNew];
    const me = bareJid(u.jid);
    for (const b of page.bounced) bounced.add(b.mid);
    const toFail = new Set(stored.filter((m) => bounced.has(m.mid) && bareJid(m.from) === me).map((m) => m.mid));
    for (const b of page.bounced) {
      if (toFail.has(b.mid)) continue;
      const known = await chatStore.getMessage(b.mid);
      if (known && bareJid(known.from) === me && known.state !== 'error') toFail.add(b.mid);
    }
    for (const mid of toFail) await chatStore.setMessageState(mid, 'error');
    if (storedOld.length || toFail.size) await deps.onStored(storedOld, true);
    if (storedNew.length) await deps.onStored(storedNew, false);
    await nameThreads(stored);
    return stored;
  }

  /**
   * Asks the vCard of peers whose thread has no name yet (threads restored from own messages),
   * once per peer and session unless it failed: the threads of `stored`, or every thread of the user.
   */
  async function nameThreads(stored: Message[] | 'all', u?: MainUser): Promise<void> {
    if (chat.state() !== 'connected') return;
    const tids = stored === 'all' ? (u ? (await chatStore.listThreads(u.jid)).map((t) => t.tid) : []) : stored.map((m) => m.tid);
    for (const tid of new Set(tids)) {
      if (tid === OFFICIAL_THREAD_TID) continue;
      const thread = await chatStore.getThread(tid);
      if (!thread || thread.linkedUser.nickName || named.has(thread.linkedJid) || !isAnchorJid(thread.linkedJid)) continue;
      named.add(thread.linkedJid);
      try {
        const card = await chat.getVCard(thread.linkedJid);
        const updated = await chatStore.updateThreadPeer(tid, { nickName: card.nickName || card.fn, avatarUrl: card.avatarUrl });
        if (updated) await deps.onStored([], true);
      } catch (e) {
        // Asked again by the next sync (a reconnect, a page load), not left nameless for the session.
        named.delete(thread.linkedJid);
        log(`no vCard for ${thread.linkedJid}`, e);
      }
    }
  }

  /** Where a device's first sync got to (so a reload goes on from there). */
  const BackfillSchema = v.object({ before: v.string(), pages: v.number(), done: v.boolean() });
  const backfillKey = (u: MainUser) => `archiveBackfill:${bareJid(u.jid)}`;

  /**
   * Reads history pages (read, nothing announced) before `before` ('' = the newest), counting
   * toward the first-sync budget; remembers where it got to after every page. Messages dated
   * after `startedAt` arrived during the sync: they are new, not history.
   */
  async function backfill(u: MainUser, before: string, pagesDone: number, startedAt: number, bounced: Set<string>, onFirstPage?: (newest: number | null) => void) {
    const floor = deps.floor();
    let pages = pagesDone;
    let stored = 0;
    const walk = await chat.walkArchive({
      ...(floor !== undefined ? { start: floor } : {}),
      before,
      pageSize: SYNC_PAGE_SIZE,
      maxPages: Math.max(0, FIRST_SYNC_PAGES - pagesDone),
      onPage: async (page) => {
        if (deps.user() !== u) return false;
        stored += (await storePage(u, page, startedAt, bounced)).length;
        pages++;
        if (pages === pagesDone + 1 && onFirstPage) {
          const stamps = page.messages.map((m) => m.stamp).filter((x) => x > 0);
          onFirstPage(stamps.length ? Math.max(...stamps) : null);
        }
        writeJson(deps.storage, backfillKey(u), { before: page.first ?? before, pages, done: page.complete || !page.first });
        return deps.user() === u;
      },
    });
    return { stored, pages: pages - pagesDone, complete: walk.complete };
  }

  async function runSync(): Promise<SyncResult> {
    const u = deps.user();
    if (!u || chat.state() !== 'connected') return { stored: 0, pages: 0, first: false, complete: false };
    const startedAt = Date.now();
    const since = readJson(deps.storage, syncKey(u), v.number());
    const bounced = new Set<string>();
    const writeSince = (stamp: number | null) => {
      if (stamp !== null && deps.user() === u) writeJson(deps.storage, syncKey(u), Math.max(since ?? 0, stamp));
    };
    if (since === null) {
      // A device's first sync: the newest pages, as history. The sync point is the newest
      // stamp, written after the first page, so a reload catches up from there and the
      // backfill goes on where it stopped.
      const r = await backfill(u, '', 0, startedAt, bounced, writeSince);
      await nameThreads('all', u);
      return { stored: r.stored, pages: r.pages, first: true, complete: r.complete };
    }
    // Catch-up: everything since the last sync point is new to this device.
    const floor = deps.floor();
    const from = Math.max(floor ?? 0, since - SYNC_OVERLAP_MS);
    let stored = 0;
    const walk = await chat.walkArchive({
      start: from,
      pageSize: SYNC_PAGE_SIZE,
      maxPages: CATCH_UP_PAGES,
      onPage: async (page) => {
        if (deps.user() !== u) return false;
        stored += (await storePage(u, page, null, bounced)).length;
        return deps.user() === u;
      },
    });
    writeSince(walk.newestStamp);
    let pages = walk.pages;
    // The rest of a first sync that a reload cut short.
    const bf = readJson(deps.storage, backfillKey(u), BackfillSchema);
    if (bf && !bf.done && bf.pages < FIRST_SYNC_PAGES && deps.user() === u) {
      const r = await backfill(u, bf.before, bf.pages, startedAt, bounced);
      stored += r.stored;
      pages += r.pages;
    }
    // Also threads restored by an earlier page load that ended before their peer was named.
    await nameThreads('all', u);
    return { stored, pages, first: false, complete: walk.complete };
  }

  let again: Promise<SyncResult> | null = null;
  function startSync(): Promise<SyncResult> {
    if (running) {
      again ??= running.catch(() => undefined).then(() => {
        again = null;
        return startSync();
      });
      return again;
    }
    const run = runSync().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  }

  return {
    /**
     * Reads what the archive holds since the last sync (newest first; a first sync on this
     * device reads at most {@link FIRST_SYNC_PAGES} pages as history) and merges it. One sync
     * at a time: a call while one runs gets one more sync after it (what arrived since the
     * running one started is read then). Throws ChatError from the query ('xmpp not
     * connected', 'xmpp send iq error').
     */
    sync(): Promise<SyncResult> {
      return startSync();
    },

    /**
     * Reads the archive page of `thread` just before `beforeDate` (epoch ms, the oldest
     * message shown; the first call of a thread) or before the previous page (later calls),
     * with the hub's call records of that span for a host's thread, and merges them as
     * history. Returns how many messages were stored and whether the thread's archive is read
     * to its start. Throws ChatError from the query.
     */
    async older(thread: Pick<Thread, 'tid' | 'linkedJid'>, beforeDate: number): Promise<{ stored: number; exhausted: boolean }> {
      const u = deps.user();
      if (!u || exhausted.has(thread.tid)) return { stored: 0, exhausted: true };
      const senders = deps.senders();
      const peer = thread.tid === OFFICIAL_THREAD_TID ? senders.help : bareJid(thread.linkedJid);
      const floor = deps.floor();
      const cursor = cursors.get(thread.tid);
      const page = await chat.queryArchive({
        with: peer,
        max: THREAD_ARCHIVE_PAGE_SIZE,
        ...(cursor ? { before: cursor.before } : { before: '', end: beforeDate + SYNC_OVERLAP_MS }),
        ...(floor !== undefined ? { start: floor } : {}),
      });
      const done = page.complete || !page.first || page.messages.length < THREAD_ARCHIVE_PAGE_SIZE;
      const stamps = page.messages.map((m) => m.stamp).filter((s) => s > 0);
      const spanStart = done ? floor : stamps.length ? Math.min(...stamps) : undefined;
      const spanEnd = cursor ? cursor.spanEnd : beforeDate + SYNC_OVERLAP_MS;
      const bounced = new Set<string>();
      let stored = (await storePage(u, page, Number.POSITIVE_INFINITY, bounced)).length;
      if (isAnchorJid(peer)) {
        // Call records of the same span: the hub archives them `with` its own sender.
        await chat.walkArchive({
          with: senders.hub,
          ...(spanStart !== undefined ? { start: spanStart } : {}),
          ...(spanEnd !== undefined ? { end: spanEnd } : {}),
          pageSize: 100,
          maxPages: 10,
          onPage: async (p) => {
            stored += (await storePage(u, p, Number.POSITIVE_INFINITY, bounced)).length;
          },
        });
      }
      if (done) {
        exhausted.add(thread.tid);
        cursors.delete(thread.tid);
      } else {
        cursors.set(thread.tid, { before: page.first!, spanEnd: spanStart });
      }
      return { stored, exhausted: done };
    },

    /** Whether the thread's archive has been read to its start (this session). */
    isExhausted: (tid: string) => exhausted.has(tid),

    /** Forgets the per-thread cursors and names asked (sign-out). The device's sync point stays. */
    reset(): void {
      cursors.clear();
      exhausted.clear();
      named.clear();
      running = null;
      again = null;
    },
  };
}

export type History = ReturnType<typeof createHistory>;
