/**
 * The messaging controller (spec §3 threads and messages, §4 read state and message state, §5,
 * §7 chat APIs, §8): the one object the UI and the client use for chat. It composes
 * incoming.ts (live and archived messages, presence), outgoing.ts (send, outbox, media,
 * gifts, the daily limit) over a shared context.ts, and owns the thread commands: open a
 * thread (latest page, read marker, presence probe, send lock, automatic greeting), scroll
 * back (local pages, then the archive), delete, the hosts' online status (refreshed every
 * minute while watched), translation, paid media, the gift and sticker catalogues, the call
 * records and the message settings. The UI calls these commands and renders the atoms; it
 * never touches a stanza or IndexedDB.
 */
import * as v from 'valibot';
import { bareJid, isAnchorJid, OFFICIAL_THREAD_TID, type MainUser, type MediaAttachment } from '@vchat/domain';
import type { VideoCallRecord } from '@vchat/chat-db';
import {
  noticeAtom, onlineStatusAtom, openHasOlderAtom, openMessagesAtom, openTidAtom, photoViewerAtom, presenceAtom, showTranslateAtom,
  threadsAtom, threadsLoadedAtom, translatingAtom,
} from './atoms.ts';
import { mainUserAtom } from '../session/atoms.ts';
import { KEYS, readJson, writeJson } from '../common/storage.ts';
import { autoDeleteCutoff, autoDeleteDaysAtom, noticesEnabledAtom, writeAutoDelete, writeNotices, type AutoDeleteDays } from './settings.ts';
import { loadGifts, loadStickers } from './catalog.ts';
import { createMessagingContext, type MessagingDeps } from './context.ts';
import { createIncoming, deletedBeforeKey } from './incoming.ts';
import { createOutgoing } from './outgoing.ts';
import { MessageInputError } from './errors.ts';

export type { MessagingDeps, MessagingStore } from './context.ts';
export { giftRefusal, isSendLockRefusal, MessageInputError, type MessageInputCode } from './errors.ts';

/** Messages read when a thread opens (chat-db's latestMessages page). */
const THREAD_PAGE = 50;
/** Messages read per page when scrolling back. */
export const OLDER_PAGE_SIZE = 100;
/** How often the thread list's hosts' online status is asked again while watched, ms (spec §7). */
export const ONLINE_REFRESH_MS = 60_000;

/** Creates the messaging controller. Call `start(user)` after a user is known. */
export function createMessagingController(deps: MessagingDeps) {
  const ctx = createMessagingContext(deps);
  const { chat, chatStore, store, log, storage } = ctx;
  const incoming = createIncoming(ctx);
  const outgoing = createOutgoing(ctx);
  const setEvery = deps.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms));
  const clearEvery = deps.clearInterval ?? ((id: unknown) => clearInterval(id as ReturnType<typeof setInterval>));

  store.set(showTranslateAtom, readJson(storage, KEYS.showTranslate, v.boolean()) ?? true);

  /** The user whose outbox and archive the last connect already took up (start need not again). */
  let caughtUpFor: MainUser | null = null;
  chat.onState((s) => {
    if (s === 'connected') {
      caughtUpFor = ctx.user;
      void outgoing.flushOutbox();
      void incoming.syncArchive();
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

  /**
   * Deletes this device's messages older than `before` (epoch ms), or all of them; the
   * archive then restores nothing older than that (a "delete all" is remembered as a floor).
   * Returns how many were deleted (spec §2 /deletemessagesettings).
   */
  async function deleteMessages(before?: number): Promise<number> {
    const u = ctx.requireUser();
    const n = await chatStore.deleteMessages(u.jid, before);
    if (before === undefined) writeJson(storage, deletedBeforeKey(u.jid), Date.now());
    await ctx.refresh();
    return n;
  }

  let watchers = 0;
  let watchTimer: unknown = null;
  const hasOlder = (tid: string, shown: number) => shown >= THREAD_PAGE || incoming.archiveMayHaveOlder(tid);

  return {
    /**
     * Loads the local state for a user: official thread, thread list, pending outbox. The user
     * is taken at once (messages the chat delivers meanwhile are stored, not dropped); then
     * messages older than `deleteBefore` (epoch ms, the automatic deletion's cutoff) are
     * deleted before the list is read.
     */
    async start(u: MainUser, deleteBefore?: number): Promise<void> {
      ctx.user = u;
      store.set(threadsLoadedAtom, false);
      if (deleteBefore !== undefined) await chatStore.deleteMessages(u.jid, deleteBefore).catch(() => 0);
      if (ctx.user !== u) return;
      await chatStore.ensureOfficialThread(u.jid, deps.officialWelcome());
      if (ctx.user !== u) return;
      await ctx.refresh();
      if (ctx.user !== u) return;
      void refreshOnline().catch((e: unknown) => log('online status refresh failed', e));
      // The chat may have connected while the list loaded: its connect took them up already.
      if (chat.state() === 'connected' && caughtUpFor !== u) {
        caughtUpFor = u;
        void outgoing.flushOutbox();
        void incoming.syncArchive();
      }
    },

    /** Forgets the user's state in memory (the local database keeps the history). */
    stop(): void {
      ctx.user = null;
      caughtUpFor = null;
      incoming.reset();
      outgoing.reset();
      store.set(threadsAtom, []);
      store.set(onlineStatusAtom, {});
      store.set(openMessagesAtom, []);
      store.set(openTidAtom, null);
      store.set(presenceAtom, {});
      store.set(threadsLoadedAtom, false);
      store.set(noticeAtom, null);
    },

    /** Asks again for the thread list's hosts' online status. */
    refreshOnline,

    /**
     * Keeps the thread list's hosts' online status fresh while the caller watches (the
     * messages page): asked now and every {@link ONLINE_REFRESH_MS}. Returns the stop.
     */
    watchOnline(): () => void {
      if (watchers++ === 0) {
        const ask = () => void refreshOnline().catch((e: unknown) => log('online status refresh failed', e));
        ask();
        watchTimer = setEvery(ask, ONLINE_REFRESH_MS);
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        if (--watchers === 0) clearEvery(watchTimer);
      };
    },

    /** Finds or creates the thread with a peer and returns its tid. */
    async startChat(peer: { jid: string; nickName: string; avatarUrl?: string }): Promise<string> {
      const u = ctx.user ?? store.get(mainUserAtom);
      if (!u) throw new MessageInputError('need-login');
      const t = await chatStore.openThreadWith(u.jid, peer);
      await ctx.refreshThreads();
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
      store.set(openHasOlderAtom, hasOlder(tid, msgs.length));
      // Less than a page here (a new device, a thread restored in part): the archive fills it.
      if (msgs.length < THREAD_PAGE && incoming.archiveMayHaveOlder(tid)) {
        void incoming.archiveOlder(tid, msgs[0]?.date ?? Date.now()).then(async (n) => {
          if (n > 0) await ctx.reloadOpen();
          if (store.get(openTidAtom) === tid) store.set(openHasOlderAtom, hasOlder(tid, store.get(openMessagesAtom).length));
        });
      }
      if (store.get(noticeAtom)?.tid === tid) store.set(noticeAtom, null);
      await ctx.markRead(tid);
      ctx.sendReadMarker(tid);
      const thread = store.get(threadsAtom).find((t) => t.tid === tid);
      if (!thread || tid === OFFICIAL_THREAD_TID) return;
      if (chat.state() === 'connected') chat.sendPresence(thread.linkedJid).catch((e: unknown) => log('presence probe failed', e));
      void outgoing.checkSendLock(tid);
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
      if (page.length < OLDER_PAGE_SIZE && incoming.archiveMayHaveOlder(tid)) {
        const added = await incoming.archiveOlder(tid, page[0]?.date ?? oldestLoaded.date);
        if (added > 0) page = await chatStore.olderMessages(tid, oldestLoaded.id, OLDER_PAGE_SIZE);
      }
      if (store.get(openTidAtom) !== tid) return 0;
      store.set(openMessagesAtom, [...page, ...store.get(openMessagesAtom)]);
      store.set(openHasOlderAtom, page.length === OLDER_PAGE_SIZE || incoming.archiveMayHaveOlder(tid));
      return page.length;
    },

    deleteMessages,

    /**
     * Sets the automatic deletion age (days, 0 = never; kept on this device) and deletes what
     * is older now. Returns how many messages were deleted.
     */
    async setAutoDelete(days: AutoDeleteDays): Promise<number> {
      store.set(autoDeleteDaysAtom, days);
      writeAutoDelete(storage, days);
      const cutoff = autoDeleteCutoff(days);
      return cutoff === undefined || !ctx.user ? 0 : deleteMessages(cutoff);
    },

    /** Turns the message notice banner on or off (kept on this device). */
    setNotices(on: boolean): void {
      store.set(noticesEnabledAtom, on);
      writeNotices(storage, on);
    },

    /**
     * Adds a local notice to a thread (spec §3 local-only types: local_accept_friend), shown
     * as a system line and never sent. `content` is the text shown (translated).
     */
    async addLocalNotice(tid: string, type: 'local_accept_friend' | 'online_info', content: string): Promise<void> {
      await outgoing.addOutgoing(tid, { type, content, state: 'success' });
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
        if (thread) await outgoing.addOutgoing(thread.tid, { type: 'online_info', content: h.line, state: 'success' });
      }
    },

    sendText: outgoing.sendText,
    sendMedia: outgoing.sendMedia,
    sendSticker: outgoing.sendSticker,
    sendGift: outgoing.sendGift,
    retry: outgoing.retry,

    /** Unlocks a paid image or short video: gems are debited server-side; returns the new balance. */
    async unlockMedia(mid: string): Promise<number> {
      if (!deps.api?.unlockMedia) throw new Error('unlock unavailable');
      const msg = await chatStore.getMessage(mid);
      if (!msg?.attachment) throw new MessageInputError('unknown-message');
      const res = await deps.api.unlockMedia({ mid });
      await chatStore.patchMessage(mid, { attachment: { ...(msg.attachment as MediaAttachment), url: res.url, payNeed: false } });
      deps.wallet.applyBalance(res.gemsBalance);
      await ctx.reloadOpen();
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
      await ctx.reloadOpen();
      return text;
    },

    /** Turns the show_translate setting on or off (persisted). */
    setShowTranslate(on: boolean): void {
      store.set(showTranslateAtom, on);
      writeJson(storage, KEYS.showTranslate, on);
    },

    /** Loads the gift catalogue into giftCatalogAtom (once; `force` after a failure). */
    loadGifts: (force = false) => (deps.api?.giftList ? loadGifts({ giftList: deps.api.giftList }, store, force) : Promise.resolve()),
    /** Loads the sticker catalogue into stickerCatalogAtom (once; `force` after a failure). */
    loadStickers: (force = false) => (deps.api?.stickerList ? loadStickers({ stickerList: deps.api.stickerList }, store, force) : Promise.resolve()),

    /** This user's call records on this device, newest first (spec §2 /callrecord). */
    async callRecords(): Promise<VideoCallRecord[]> {
      const u = ctx.user ?? store.get(mainUserAtom);
      return u ? chatStore.listCalls(u.jid) : [];
    },

    /** Dismisses the message notice banner. */
    dismissNotice: () => store.set(noticeAtom, null),

    /** Resolves when incoming messages received so far, the outbox and archive reads running are stored (tests, benchmarks). */
    async settled(): Promise<void> {
      await incoming.settled();
      await outgoing.settled();
      await incoming.settled();
    },

    flushOutbox: outgoing.flushOutbox,
    syncArchive: incoming.syncArchive,
    refreshThreads: ctx.refreshThreads,
  };
}

export type MessagingController = ReturnType<typeof createMessagingController>;
