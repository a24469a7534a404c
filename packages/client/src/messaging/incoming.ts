/**
 * Incoming messages (spec §3 sender rules, §5 sensitive info, §4 unread and notice): every
 * message from the server, live or from the archive, passes the same checks (`accept`); live
 * ones are stored on the next tick in one transaction per burst, then shown, and one outside
 * the open thread raises the notice banner. Call records also go to the videocalls store.
 * Presence updates set the hosts' online status. A read in another session of the user
 * (XEP-0280 carbons, read syncs) marks the thread read here too. The archive (history.ts) is synced after
 * every connect and read further back when the open thread scrolls past the local history.
 */
import * as v from 'valibot';
import {
  bareJid, checkIncomingSender, isAnchorJid, OFFICIAL_THREAD_TID, sensitiveVerdict, trackedReplyDelay, uidFromJid,
  type CallAttachment, type Message, type ThreadReply,
} from '@vchat/domain';
import type { WireMessage } from '@vchat/xmpp-chat';
import type { NewMessage } from '@vchat/chat-db';
import { noticeAtom, onlineStatusAtom, openTidAtom, presenceAtom, threadsAtom } from './atoms.ts';
import { readJson } from '../common/storage.ts';
import { presenceStatus } from './presence.ts';
import { createHistory, type Accepted, type ServerSenders } from './history.ts';
import type { MessagingContext } from './context.ts';

/** Storage key of the "delete all" floor: nothing older is restored from the archive. */
export const deletedBeforeKey = (jid: string) => `historyDeletedBefore:${bareJid(jid)}`;

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

/** ms after a failed archive sync to try again, one entry per try; then the next connect tries. */
export const ARCHIVE_RETRY_MS: readonly number[] = [2_000, 5_000, 15_000];

/** Wires the incoming side onto the chat connection; returns its steps for the controller. */
export function createIncoming(ctx: MessagingContext) {
  const { chat, chatStore, store, deps, log } = ctx;
  const batchWindowMs = deps.batchWindowMs ?? 0;
  const retryMs = deps.archiveRetryMs ?? ARCHIVE_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const cancelRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };
  let pending: Accepted[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<void> = Promise.resolve();

  function raiseNotice(stored: Message[]) {
    const me = ctx.user ? bareJid(ctx.user.jid) : '';
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

  /**
   * Received-message tracking (spec §9): a host's first message after the viewer's message
   * awaiting a reply, within 600,000 ms of it, is tracked once as `receive_message` with
   * `reply_ms`, the host's uid and the message type.
   */
  function trackReplies(stored: Message[], awaiting: Map<string, ThreadReply | undefined>) {
    if (!deps.track || !ctx.user) return;
    const me = bareJid(ctx.user.jid);
    for (const m of [...stored].sort((a, b) => a.date - b.date)) {
      if (bareJid(m.from) === me || !isAnchorJid(m.from)) continue;
      const delay = trackedReplyDelay(awaiting.get(m.tid), m.date);
      awaiting.delete(m.tid);
      if (delay === null) continue;
      try {
        deps.track('receive_message', { reply_ms: delay, host_uid: uidFromJid(m.from), msg_type: m.type });
      } catch (e) {
        log('received-message tracking failed', e);
      }
    }
  }

  /** Call records among stored messages go to the videocalls store too (the call record page). */
  async function recordCalls(stored: Message[]): Promise<void> {
    for (const m of stored) {
      const call = m.attachment as CallAttachment | undefined;
      if ((m.type === 'v_hub_call' || m.type === 'story_line_call') && call?.sid) await chatStore.putCall({ ...call, vid: call.sid, tid: m.tid });
    }
  }

  /** After new messages were stored: lists, the notice, the read marker of the open thread. */
  async function announce(stored: Message[]) {
    raiseNotice(stored);
    const openTid = store.get(openTidAtom);
    if (openTid && stored.some((m) => m.tid === openTid)) ctx.sendReadMarker(openTid);
  }

  function flush() {
    flushTimer = null;
    const batch = pending;
    pending = [];
    if (!ctx.user || batch.length === 0) return;
    const me = ctx.user.jid;
    flushing = flushing
      .then(async () => {
        // The viewer's messages awaiting a reply, before this batch answers them (spec §3 replyMessage).
        const awaiting = new Map(store.get(threadsAtom).map((t) => [t.tid, t.replyMessage]));
        const stored = await chatStore.putIncoming(me, batch, store.get(openTidAtom));
        trackReplies(stored, awaiting);
        await recordCalls(stored);
        await ctx.refresh();
        await announce(stored);
      })
      .catch((e: unknown) => log('storing incoming messages failed', e));
  }

  /** Stores what is waiting now instead of on the next tick; resolves when stored. */
  function flushNow(): Promise<void> {
    if (flushTimer) {
      clearTimeout(flushTimer);
      flush();
    }
    return flushing;
  }

  /**
   * The checks every message from the server passes, live or archived: addressed to or from
   * the user, the §3/§6 sender rule, the §5 sensitive-info rule. Returns what to store (the
   * peer's name only from the peer's own messages), or null (dropped, logged).
   */
  function accept(w: WireMessage): Accepted | null {
    if (!ctx.user) return null;
    const me = bareJid(ctx.user.jid);
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
    if (!ctx.user) return;
    if (w.type === 'attribution_refresh') {
      const sender = checkIncomingSender(w, bareJid(ctx.user.jid), deps.serverDomains());
      if (sender.ok) deps.onAttributionRefresh?.();
      else log(`dropped incoming ${w.type} ${w.mid} from ${w.from}: ${sender.reason}`);
      return;
    }
    const a = accept(w);
    if (!a) return;
    pending.push(a);
    if (!flushTimer) flushTimer = setTimeout(flush, batchWindowMs);
  });

  // Read in another session of the user (a read sync or a carbon of a displayed marker): the
  // thread of that message is read here too, so unread counts agree.
  chat.onReadElsewhere(({ id }) => {
    if (!ctx.user) return;
    flushing = flushing
      .then(async () => {
        const m = await chatStore.getMessage(id);
        if (!m || store.get(openTidAtom) === m.tid) return;
        if (await chatStore.markThreadRead(m.tid)) await ctx.refresh();
      })
      .catch((e: unknown) => log('applying a read from another session failed', e));
  });

  chat.onPresence((p) => {
    store.set(presenceAtom, { ...store.get(presenceAtom), [p.from]: p });
    const status = presenceStatus(p);
    if (status && isAnchorJid(p.from)) {
      store.set(onlineStatusAtom, { ...store.get(onlineStatusAtom), [bareJid(p.from)]: status });
      void chatStore.putOnlineUsers([{ id: p.from, status, updatedAt: Date.now() }]).catch((e: unknown) => log('storing presence failed', e));
    }
  });

  const serverSenders = (): ServerSenders => {
    if (deps.serverSenders) return deps.serverSenders();
    const d = deps.serverDomains();
    return { help: `official@${d.helpDomain}`, hub: `calls@${d.hubDomain}` };
  };

  const historyFloor = (): number | undefined => {
    const deleted = ctx.user ? readJson(ctx.storage, deletedBeforeKey(ctx.user.jid), v.number()) : null;
    const floors = [deps.historyFloor?.(), deleted ?? undefined].filter((n): n is number => typeof n === 'number');
    return floors.length ? Math.max(...floors) : undefined;
  };

  /** Date of the newest caught-up message announced so far (see onStored below). */
  let archiveAnnouncedAt = 0;
  const history = createHistory({
    chat,
    chatStore,
    storage: ctx.storage,
    user: () => ctx.user,
    openTid: () => store.get(openTidAtom),
    accept,
    floor: historyFloor,
    senders: serverSenders,
    log,
    onStored: async (stored, isHistory) => {
      await recordCalls(stored);
      await ctx.refresh();
      // Caught up from the archive before the live copy arrived: announced like a live one
      // (pages come newest first: only what is newer than the last one announced).
      const newest = stored.reduce<Message | undefined>((a, m) => (!a || m.date > a.date ? m : a), undefined);
      if (!isHistory && newest && newest.date > archiveAnnouncedAt) {
        archiveAnnouncedAt = newest.date;
        await announce(stored);
      }
    },
  });

  let archiveRun: Promise<void> = Promise.resolve();
  /** Archive reads in flight per thread (one at a time, so the paging cursor stays in order). */
  const olderRuns = new Map<string, Promise<number>>();

  return {
    /**
     * Fills the local history from the server archive (XEP-0313, see history.ts) after every
     * connect: a new device gets its conversations (newest first), a device back from a long
     * time offline what arrived meanwhile; merged by mid, so overlaps are harmless. Errors are
     * logged (the next connect tries again).
     */
    syncArchive(): Promise<void> {
      const u = ctx.user;
      if (!u) return Promise.resolve();
      // A connect's sync replaces a retry still waiting: one sync, not two.
      cancelRetry();
      const run = (attempt: number): Promise<void> =>
        (async () => {
          // A ping first: the server sends the messages it kept offline (new to the user: unread,
          // announced) right after the session's presence, so they are in before the archive
          // pages, whose copies of them then merge away by mid.
          await chat.ping().catch(() => undefined);
          await flushNow();
          await history.sync();
        })().catch((e: unknown) => {
          // A query that timed out or was refused (a loaded server, the flood limit) must not
          // leave a new device without its history until the next connect: try again.
          const delay = retryMs[attempt];
          log(`archive sync failed${delay !== undefined ? `, trying again in ${delay} ms` : ''}`, e);
          if (delay === undefined) return;
          retryTimer = setTimeout(() => {
            retryTimer = null;
            if (ctx.user === u && chat.state() === 'connected') archiveRun = run(attempt + 1);
          }, delay);
        });
      archiveRun = run(0);
      return archiveRun;
    },

    /** Whether the archive may still hold older messages of a thread (connected and not read to its start). */
    archiveMayHaveOlder(tid: string): boolean {
      return chat.state() === 'connected' && !history.isExhausted(tid);
    },

    /** Merges the thread's archive page before `beforeDate`; returns how many messages were stored (errors logged: 0). */
    archiveOlder(tid: string, beforeDate: number): Promise<number> {
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
    },

    /** Resolves when what was received so far and the archive reads running are stored. */
    async settled(): Promise<void> {
      await flushNow();
      await archiveRun;
      await Promise.all(olderRuns.values());
    },

    /** Forgets what is waiting and the archive's paging state (sign-out). */
    reset(): void {
      cancelRetry();
      pending = [];
      history.reset();
      olderRuns.clear();
    },
  };
}
