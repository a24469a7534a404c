/**
 * Outgoing messages (spec §4 message state, §5 media and gifts, §7 gift purchase IQ, §8 send
 * failures): stored first (text, image, short video and sticker as `sending`; a gift as
 * `success` once bought), then delivered. While the chat is down a message stays `sending` in
 * a persisted outbox and is delivered once when the connection returns (same mid: the receiver
 * dedupes by mid). A refused send is `error` with a retry. Media is uploaded with progress
 * first. The unpaid daily send limit (send_msg_lock, sendLimit.ts) is counted down as messages
 * go, locked at the limit (a bounce with policy-violation locks at once), and asked again when
 * the viewer becomes paid.
 */
import * as v from 'valibot';
import { bareJid, isAnchorJid, MAX_MESSAGE_LENGTH, type AskGiftAttachment, type GiftAttachment, type MediaAttachment, type Message, type StickerAttachment } from '@vchat/domain';
import { ChatError, chatErrorCode } from '@vchat/xmpp-chat/errors';
import { localPreviewAtom, openMessagesAtom, openTidAtom, sendLockAtom, threadsAtom, uploadProgressAtom } from './atoms.ts';
import { accountAtom } from '../wallet/atoms.ts';
import { KEYS, readJson, writeJson } from '../common/storage.ts';
import { LOCKED, afterOneSent, UNLIMITED_FREE_LEFT } from './sendLimit.ts';
import { isSendLockRefusal, isWaitRefusal, MessageInputError } from './errors.ts';
import { outgoingMessage, wireOf, type OutgoingContent } from './wire.ts';
import type { MessagingContext } from './context.ts';

const OutboxSchema = v.array(v.pipe(v.string(), v.maxLength(200)));
/** Largest image or short video sent, bytes (spec §5: 10 MB). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

/** How long after the session's first outbox flush the outbox is checked against the database, ms. */
export const OUTBOX_RECOVERY_DELAY_MS = 3000;

/** How many times one gift purchase (one mid) is asked when no answer comes. */
export const GIFT_PURCHASE_ATTEMPTS = 3;

/** How long a repeated gift purchase waits for the chat connection, ms. */
export const GIFT_RECONNECT_WAIT_MS = 20_000;

/**
 * Pause after the server refused a message for now (a stanza error of type `wait`: its flood
 * limit, a component not back yet), ms: doubled for each refusal in a row up to
 * WAIT_PAUSE_MAX_MS; the message stays in the outbox.
 */
export const WAIT_PAUSE_MS = 1000;
/** Longest pause after refusals of type `wait`, ms. */
export const WAIT_PAUSE_MAX_MS = 16_000;

/** Wires the outgoing side; returns the send commands and the outbox for the controller. */
export function createOutgoing(ctx: MessagingContext) {
  const { chat, chatStore, store, deps, log, storage } = ctx;

  /** Resolves once the chat is connected; rejects with the chat's 'time out' after `ms`. */
  const whenConnected = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (chat.state() === 'connected') return resolve();
      const timer = setTimeout(() => {
        off();
        reject(new ChatError('time out', undefined, 'the chat did not come back'));
      }, ms);
      const off = chat.onState((s) => {
        if (s !== 'connected') return;
        clearTimeout(timer);
        off();
        resolve();
      });
    });

  /**
   * The gift purchase IQ, asked again with the same mid when no answer came (the reply may be
   * lost after the server applied it; the server dedups by mid, so one debit): up to
   * GIFT_PURCHASE_ATTEMPTS asks, each after the chat is connected again (at most
   * GIFT_RECONNECT_WAIT_MS). Refusals are thrown at once.
   */
  const purchaseGift = async (p: Parameters<typeof chat.purchaseGift>[0]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await chat.purchaseGift(p);
      } catch (e) {
        if (chatErrorCode(e) !== 'time out' || attempt >= GIFT_PURCHASE_ATTEMPTS) throw e;
        log(`gift ${p.mid}: no answer, asking again (${attempt + 1}/${GIFT_PURCHASE_ATTEMPTS})`);
        await whenConnected(GIFT_RECONNECT_WAIT_MS);
      }
    }
  };
  let outboxRun: Promise<void> | null = null;
  const files = new Map<string, { file: Blob; filename: string }>();

  const outbox = () => readJson(storage, KEYS.outbox, OutboxSchema) ?? [];
  const setOutbox = (mids: string[]) => writeJson(storage, KEYS.outbox, [...new Set(mids)]);

  function setLock(tid: string, lock: { locked: boolean; reason: string; freeLeft: number } | undefined) {
    const next = { ...store.get(sendLockAtom) };
    if (lock) next[tid] = lock;
    else delete next[tid];
    store.set(sendLockAtom, next);
  }

  /** Asks the server for a host thread's send lock (send_msg_lock) and shows it. */
  async function checkSendLock(tid: string) {
    const thread = store.get(threadsAtom).find((t) => t.tid === tid) ?? (await chatStore.getThread(tid));
    if (!thread || !deps.api?.sendMsgLock || !isAnchorJid(thread.linkedJid)) return;
    try {
      setLock(tid, await deps.api.sendMsgLock({ targetJid: thread.linkedJid }));
    } catch (e) {
      log('send lock check failed', e);
    }
  }

  /** The send lock refused a message: the thread is locked now, and the server is asked. */
  function lockedOut(tid: string) {
    setLock(tid, LOCKED);
    void checkSendLock(tid);
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

  /** Mids being sent now (written, not yet acknowledged): the outbox keeps them until settled. */
  const inFlight = new Set<string>();

  /**
   * Sends one stored outgoing message (only the outbox flush calls this). It stays in the
   * outbox until settled: not connected, or the stream ended before the server's ack (the
   * outcome is unknown), it stays `sending` there and goes again with the same mid after the
   * reconnect (the receivers dedup by mid). Refused or unacknowledged in time: `error`.
   * Acknowledged: `success`.
   */
  async function deliver(msg: Message): Promise<void> {
    if (!ctx.user) return;
    inFlight.add(msg.mid);
    let state: 'success' | 'error' = 'success';
    try {
      await chat.sendMessage(wireOf(msg));
    } catch (e) {
      if (chatErrorCode(e) === 'xmpp not connected') {
        inFlight.delete(msg.mid);
        return;
      }
      if (isWaitRefusal(e)) {
        // Refused for now (too many stanzas at once; the host's service not back yet): not
        // lost, it goes again after a pause, and the outbox goes on one message at a time
        // (each after the ack of the one before) until one goes through.
        waitPauseMs = Math.min(waitPauseMs ? waitPauseMs * 2 : (deps.waitPauseMs ?? WAIT_PAUSE_MS), WAIT_PAUSE_MAX_MS);
        pausedUntil = Date.now() + waitPauseMs;
        log(`send of ${msg.mid} refused for now: again in ${waitPauseMs} ms`, e);
        inFlight.delete(msg.mid);
        return;
      }
      log(`send failed for ${msg.mid}`, e);
      state = 'error';
      if (isSendLockRefusal(e)) lockedOut(msg.tid);
    }
    inFlight.delete(msg.mid);
    if (state === 'success' && Date.now() >= pausedUntil) waitPauseMs = 0;
    if (state === 'success') countSent(msg.tid);
    setOutbox(outbox().filter((m) => m !== msg.mid));
    if (msg.state !== 'success' || state === 'error') await chatStore.setMessageState(msg.mid, state);
    await ctx.refresh();
  }

  /** Whether this session has put back what the outbox list lost (see recoverOutbox). */
  let recovered = false;

  /**
   * Once per session, OUTBOX_RECOVERY_DELAY_MS after the first flush (off the path of the
   * first screen): own messages still `sending` in the database that the outbox list does not
   * hold are put back at its end, in order, and sent (a reload right after typing can lose the
   * list's last writes, not the messages'). Uploads still running here are left alone.
   */
  function scheduleRecovery(): void {
    if (recovered || !ctx.user) return;
    recovered = true;
    const user = ctx.user;
    setTimeout(() => {
      if (ctx.user !== user) return;
      void (async () => {
        const have = new Set(outbox());
        const lost = (await chatStore.pendingOutgoing(user.jid)).map((m) => m.mid).filter((mid) => !have.has(mid) && !inFlight.has(mid) && !files.has(mid));
        if (!lost.length) return;
        log(`outbox: ${lost.length} message(s) put back after a reload`);
        setOutbox([...outbox(), ...lost]);
        await flushOutbox();
      })().catch((e: unknown) => log('outbox recovery failed', e));
    }, deps.outboxRecoveryDelayMs ?? OUTBOX_RECOVERY_DELAY_MS);
  }

  /**
   * Puts a stored outgoing message at the end of the outbox and sends the outbox: every
   * message goes out in the order it was written, a new one never overtakes one waiting from
   * before a reconnect. Resolves when the flush that sends it has settled.
   */
  function enqueue(msg: Message): Promise<void> {
    setOutbox([...outbox(), msg.mid]);
    wake?.();
    return flushOutbox();
  }

  /** Wakes a running flush: a message was enqueued while it waited for acks. */
  let wake: (() => void) | null = null;
  /**
   * After a refusal of type `wait`: no message is written before `pausedUntil` (epoch ms), and
   * until a message goes through after it, one at a time. `waitPauseMs` is the last pause (0 = none).
   */
  let pausedUntil = 0;
  let waitPauseMs = 0;

  /**
   * Sends every message waiting in the outbox, once each, in order: each is written as soon as
   * all before it are written (the stream keeps their order), without waiting for the acks of
   * those before; the run settles when every ack is in. Messages enqueued meanwhile are written
   * at once. After a refusal of type `wait` it waits out the pause, then writes one at a time
   * until one goes through.
   */
  function flushOutbox(): Promise<void> {
    if (outboxRun) return outboxRun;
    scheduleRecovery();
    const run = (async () => {
      const deliveries = new Set<Promise<void>>();
      for (;;) {
        for (;;) {
          if (chat.state() !== 'connected' || !ctx.user) break;
          if (Date.now() < pausedUntil || (waitPauseMs && deliveries.size > 0)) break;
          const mid = outbox().find((m) => !inFlight.has(m));
          if (!mid) break;
          const msg = await chatStore.getMessage(mid);
          if (!msg || (msg.state !== 'sending' && msg.type !== 'gift')) {
            setOutbox(outbox().filter((m) => m !== mid));
            continue;
          }
          if (msg.attachment === undefined && (msg.type === 'image' || msg.type === 'short_video')) {
            setOutbox(outbox().filter((m) => m !== mid));
            await chatStore.setMessageState(mid, 'error');
            continue;
          }
          const d = deliver(msg).finally(() => deliveries.delete(d));
          deliveries.add(d);
        }
        const pause = pausedUntil - Date.now();
        const waiting = pause > 0 && chat.state() === 'connected' && !!ctx.user && outbox().some((m) => !inFlight.has(m));
        if (deliveries.size === 0 && !waiting) break;
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          deliveries.size ? Promise.race(deliveries) : new Promise<void>((r) => (timer = setTimeout(r, pause))),
          new Promise<void>((r) => (wake = r)),
        ]);
        clearTimeout(timer);
        wake = null;
      }
    })();
    // Cleared by identity: a run with nothing to do settles before this assignment.
    outboxRun = run;
    void run.finally(() => {
      if (outboxRun === run) outboxRun = null;
    }).catch((e: unknown) => log('outbox flush failed', e));
    return run;
  }

  /** Stores a new outgoing message in a thread (fields: wire.ts) and shows it. */
  async function addOutgoing(tid: string, m: OutgoingContent) {
    const u = ctx.requireUser();
    const thread = await ctx.threadPeer(tid);
    const stored = await chatStore.addOutgoing(u.jid, thread.linkedUser, outgoingMessage(u, thread.linkedJid, deps.packageName, m));
    await ctx.refresh();
    return { stored, thread };
  }

  function setProgress(mid: string, p: number | null) {
    const next = { ...store.get(uploadProgressAtom) };
    if (p === null) delete next[mid];
    else next[mid] = p;
    store.set(uploadProgressAtom, next);
  }

  async function uploadAndSend(msg: Message): Promise<void> {
    const f = files.get(msg.mid);
    if (!f || !deps.upload) {
      await chatStore.setMessageState(msg.mid, 'error');
      await ctx.reloadOpen();
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
      await ctx.refresh();
      return;
    }
    setProgress(msg.mid, null);
    const attachment: MediaAttachment = { url, thumbUrl: url, payNeed: false, payPrice: 0 };
    const patched = await chatStore.patchMessage(msg.mid, { attachment });
    files.delete(msg.mid);
    if (patched) await enqueue(patched);
  }

  // A host refused a message after the server's ack (the send lock): not sent, thread locked.
  // Bounces apply one after another; `settled()` waits for them too.
  let bounceRun: Promise<void> = Promise.resolve();
  chat.onBounce?.((b) => {
    bounceRun = bounceRun.then(async () => {
      const msg = await chatStore.getMessage(b.mid);
      if (!msg || !ctx.user || bareJid(msg.from) !== bareJid(ctx.user.jid)) return;
      log(`message ${b.mid} refused: ${b.condition ?? ''} ${b.text}`);
      await chatStore.setMessageState(b.mid, 'error');
      if (b.condition === 'policy-violation') lockedOut(msg.tid);
      await ctx.refresh();
    }).catch((e: unknown) => log('applying a bounce failed', e));
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

  return {
    flushOutbox,
    checkSendLock,
    addOutgoing,
    /** Resolves when the outbox run in progress and the bounces received so far are applied. */
    settled: async () => {
      await (outboxRun ?? Promise.resolve());
      await bounceRun;
    },

    /**
     * Sends a text message (spec §4 message state). Throws MessageInputError for an empty or
     * too long text (over 4000 characters), an unknown or official thread, or a locked one.
     */
    async sendText(tid: string, text: string): Promise<void> {
      const me = bareJid(ctx.requireUser().jid);
      const content = text.trim();
      if (!content) throw new MessageInputError('empty');
      if (content.length > MAX_MESSAGE_LENGTH) throw new MessageInputError('too-long');
      if (store.get(sendLockAtom)[tid]?.locked) throw new MessageInputError('send-locked');
      const first = store.get(openTidAtom) === tid && !store.get(openMessagesAtom).some((m) => bareJid(m.from) === me);
      const { stored, thread } = await addOutgoing(tid, { type: 'text', content });
      await enqueue(stored);
      if (first && isAnchorJid(thread.linkedJid)) deps.onFirstMessageToHost?.(thread.linkedJid);
    },

    /**
     * Sends an image or short video (spec §3, §5): shows it at once from a local preview,
     * uploads it with progress, then sends the message. Throws MessageInputError for an
     * unsupported type (jpg, jpeg, png, gif, webp, mp4) or a file over 10 MB.
     */
    async sendMedia(tid: string, file: Blob, filename: string): Promise<void> {
      ctx.requireUser();
      const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
      const type = ext === 'mp4' ? 'short_video' : ['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext) ? 'image' : '';
      if (!type) throw new MessageInputError('unsupported-type');
      if (file.size > MAX_MEDIA_BYTES) throw new MessageInputError('too-large');
      const { stored } = await addOutgoing(tid, { type, content: '' });
      files.set(stored.mid, { file, filename });
      if (typeof URL.createObjectURL === 'function') {
        store.set(localPreviewAtom, { ...store.get(localPreviewAtom), [stored.mid]: URL.createObjectURL(file) });
      }
      await uploadAndSend(stored);
    },

    /** Sends a sticker from the catalogue. */
    async sendSticker(tid: string, sticker: StickerAttachment): Promise<void> {
      const { stored } = await addOutgoing(tid, { type: 'sticker', content: sticker.name, attachment: sticker });
      await enqueue(stored);
    },

    /**
     * Buys and sends a gift (spec §7 gift purchase IQ): the server checks the price and
     * debits the balance; the gift message is success at once (§4). Answering an ask-gift
     * (`answering` = its mid) sets its `isSend` to true. Throws ChatError 'xmpp send iq
     * error' (see giftRefusal), 'xmpp not connected', or 'time out' when three asks with the
     * same mid got no answer; nothing is stored then.
     */
    async sendGift(tid: string, gift: GiftAttachment, answering?: string): Promise<void> {
      const u = ctx.requireUser();
      const thread = await ctx.threadPeer(tid);
      const mid = crypto.randomUUID();
      let gemsBalance: number;
      try {
        ({ gemsBalance } = await purchaseGift({
          giftDomain: deps.giftDomain?.() ?? `gift.${u.jid.split('@')[1] ?? ''}`,
          giftId: gift.id, price: gift.gemsPrice, target: thread.linkedJid, mid,
        }));
      } catch (e) {
        // The gift service checks the daily limit before any debit (policy-violation).
        if (isSendLockRefusal(e)) setLock(tid, LOCKED);
        throw e;
      }
      deps.wallet.applyBalance(gemsBalance);
      if (answering) {
        const ask = await chatStore.getMessage(answering);
        if (ask?.type === 'ask_gift' && ask.attachment) {
          await chatStore.patchMessage(answering, { attachment: { ...(ask.attachment as AskGiftAttachment), isSend: true } });
        }
      }
      const { stored } = await addOutgoing(tid, { mid, type: 'gift', content: gift.title, attachment: gift, state: 'success' });
      await enqueue(stored);
    },

    /** Sends a failed message again with the same mid (re-uploading media if needed). */
    async retry(mid: string): Promise<void> {
      const msg = store.get(openMessagesAtom).find((m) => m.mid === mid) ?? (await chatStore.getMessage(mid));
      if (!msg || msg.state !== 'error') return;
      await ctx.threadPeer(msg.tid);
      await chatStore.setMessageState(mid, 'sending');
      await ctx.reloadOpen();
      const fresh = { ...msg, state: 'sending' as const };
      if ((msg.type === 'image' || msg.type === 'short_video') && !msg.attachment) await uploadAndSend(fresh);
      else await enqueue(fresh);
    },

    /** Forgets the previews of media being sent (sign-out). */
    reset(): void {
      recovered = false;
      for (const url of Object.values(store.get(localPreviewAtom))) URL.revokeObjectURL?.(url);
      store.set(localPreviewAtom, {});
      store.set(sendLockAtom, {});
    },
  };
}
