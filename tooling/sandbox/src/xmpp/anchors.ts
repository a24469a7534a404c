/**
 * The anchors component: every simulated host lives at `anchor_<uid>@anchors.<domain>`.
 * Hosts answer chat messages in their language when awake (dining/outdoor/private) with a
 * text, a photo (some paid), a sticker or an ask-gift; thank viewers for gifts; send
 * presence reflecting their daily state; answer vCard and ping IQs; and refuse messages
 * from unpaid viewers over the daily free limit. Official messages (help component) are
 * sent from here too, through the help component's connection.
 */
import { randomUUID } from 'node:crypto';
import { bareJid, messageTypeName, requiredSender, type Attachment, type HostDailyState, type MessageTypeName } from '@vchat/domain';
import { decodeMessage, encodeMessage, EXTRAS_NS, type WireMessage } from '@vchat/xmpp-chat/codec';

/** XEP-0333 chat markers. */
const CHAT_MARKERS_NS = 'urn:xmpp:chat-markers:0';
import type { IncomingContext } from '@xmpp/component';
import { avatarPath } from '../avatars.ts';
import { activeGifts, giftById } from '../catalog/gifts.ts';
import { freePhoto, paidPhoto } from '../catalog/photos.ts';
import { STICKERS } from '../catalog/stickers.ts';
import { sendLockState } from '../chatRules.ts';
import { hostStateAt, presenceOfState, type SandboxClock } from '../hosts.ts';
import { askGiftLine, AUTO_GREETING_LINES, lineLang, THANKS_LINES, WELCOME_LINE } from '../lines.ts';
import { HOST_REPLIES } from '../seedData.ts';
import type { Store, UserRow } from '../store.ts';
import { isBlocked } from '../safety/safetyStore.ts';
import { NS, ProsodyUnavailableError, type ComponentIo, type DomainHandler } from './component.ts';

/** What a host answers with. */
export type ReplyKind = 'text' | 'image' | 'paid_image' | 'sticker' | 'ask_gift';

/** Message types the admin endpoint can send by name. */
export const ADMIN_MESSAGE_TYPES = ['text', 'image', 'sticker', 'ask_gift', 'gift', 'official_message', 'system', 'manager_text', 'short_video'] as const;

/** What `POST /__sandbox/message` asks for. */
export interface AdminMessageSpec {
  from?: string | undefined;
  to: string;
  text?: string | undefined;
  /** A name of {@link ADMIN_MESSAGE_TYPES} or a wire type number (unknown numbers are sent as is). */
  type?: string | number | undefined;
  /** True when the request carried an `attachment` key (sent as given, even null). */
  hasAttachment: boolean;
  attachment?: unknown;
  sensitiveInfo?: number | undefined;
  filtered?: string | undefined;
  nickName?: string | undefined;
  payPrice?: number | undefined;
  /**
   * The message id, when the sender gives one: a host app sending again what it is not sure
   * got through (a stream that died before the ack) keeps the id, so the viewer keeps one copy.
   */
  mid?: string | undefined;
}

/** Dependencies of the anchors handler. */
export interface AnchorsDeps {
  store: Store;
  /** Clock for daily states (with the admin override). */
  clock: SandboxClock;
  /** Real "now" for message dates, the send lock and the auto-message window. */
  now: () => number;
  replyDelayMs: (state: 'dining' | 'outdoor' | 'private') => number;
  /** Delay before an automatic greeting. */
  autoMessageDelayMs: () => number;
  /** The kind of the next reply. */
  nextReplyKind: () => ReplyKind;
  /** Random numbers for the content of replies (photo price, sticker, gift). */
  random: () => number;
  /** The XMPP domain (official messages come from `official@help.<domain>`). */
  domain: string;
  /** The help component's connection, once online. */
  officialIo: () => ComponentIo | undefined;
  /** The hub component (admin call records come from `calls@hub.<domain>`, as the hub's own do). */
  hubIo: () => ComponentIo | undefined;
}

/** The anchors handler plus the actions the HTTP side triggers. */
export interface AnchorsHandler extends DomainHandler {
  /** Makes host `from` send a text message to viewer `to` now; returns its mid. */
  sendHostMessage(from: string, to: string, text: string): Promise<string>;
  /**
   * Sends exactly what the admin endpoint asks for (written to Prosody; `confirm` says when
   * Prosody has handled it); returns the mid. Throws `ProsodyUnavailableError` when Prosody is
   * not connected, an `Error` for a bad spec or a missing component.
   */
  sendAdminMessage(spec: AdminMessageSpec): Promise<string>;
  /**
   * Resolves once Prosody has handled (routed, archived) every message the hosts sent before,
   * like a server's XEP-0198 ack; throws `ProsodyUnavailableError` when it does not in 5 s.
   */
  confirm(): Promise<void>;
  /** Schedules an automatic greeting from a host when allowed; true when scheduled. */
  triggerAutoMessage(hostJid: string, viewerJid: string): Promise<boolean>;
  /** Sends the official welcome to a viewer; returns its mid. */
  welcome(viewerJid: string): Promise<string>;
}

/**
 * Logs a wire message (with its attachment, in extras) to the messages table. Resolves false
 * when its mid was logged already (the message is a repeat and is not delivered again).
 */
async function logWire(store: Store, m: WireMessage, nowMs: number, extra: Record<string, unknown> = {}): Promise<boolean> {
  const { mid, from, to, date, type, content, ...rest } = m;
  const extras = { ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)), ...extra };
  return store.logMessage({ mid, from_jid: from, to_jid: to, date, type, body: content, extras }, nowMs);
}

/** Runs `fn` after every earlier call with the same key has finished. */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const prev = tails.get(key) ?? Promise.resolve();
    const run = prev.then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

const OFFICIAL_LOCAL = 'official';

/** Creates the handler of the `anchors.<domain>` component. */
export function anchorsHandler(deps: AnchorsDeps): AnchorsHandler {
  const timers = new Set<NodeJS.Timeout>();
  const pendingAuto = new Set<string>();
  const serial = keyedQueue();
  let io: ComponentIo | undefined;
  let replyCounter = 0;
  let photoCounter = 0;
  const officialJid = `${OFFICIAL_LOCAL}@help.${deps.domain}`;

  /** True when viewer `viewerJid` blocked host `hostJid` (issue 20.16). */
  const blockedPair = async (viewerJid: string, hostJid: string): Promise<boolean> => {
    const viewer = await deps.store.userByJid(bareJid(viewerJid));
    return !!viewer && viewer.kind === 'viewer' && (await isBlocked(deps.store.db, viewer.uid, bareJid(hostJid)));
  };

  const presenceEl = (x: ComponentIo, host: UserRow, to: string, state: HostDailyState) => {
    const p = presenceOfState(state);
    const el = x.xml('presence', { from: host.jid, to, ...(p.type ? { type: p.type } : {}) });
    if (p.show) el.append(x.xml('show', {}, p.show));
    el.append(x.xml('status', {}, state));
    return el;
  };

  /**
   * Encodes (codec), sends and logs one chat message. `rawType` replaces the extras type
   * number after encoding (admin tests of unknown type numbers).
   */
  const sendWire = async (x: ComponentIo, msg: WireMessage, rawType?: number): Promise<string> => {
    // A host the viewer blocked sends nothing to that viewer (issue 20.16).
    if (x === io && (await blockedPair(msg.to, msg.from))) throw new Error(`${bareJid(msg.from)} is blocked by ${bareJid(msg.to)}`);
    const el = encodeMessage(msg);
    if (rawType !== undefined) {
      const extras = el.getChild('extras', EXTRAS_NS)!;
      const json = JSON.parse(extras.getText()) as Record<string, unknown>;
      extras.text(JSON.stringify({ ...json, type: rawType }));
    }
    await x.send(el);
    await logWire(deps.store, msg, deps.now(), rawType !== undefined ? { typeNumber: rawType } : {});
    return msg.mid;
  };

  const wire = (from: string, nickName: string, to: string, type: MessageTypeName, content: string, attachment?: unknown): WireMessage => ({
    mid: randomUUID(),
    from,
    to,
    date: deps.now(),
    type,
    content,
    nickName,
    os: 'android',
    pkgName: 'host',
    version: 1,
    sensitiveInfo: 0,
    ...(attachment !== undefined ? { attachment: attachment as Attachment } : {}),
  });

  const sendText = (x: ComponentIo, host: UserRow, toBare: string, text: string) => sendWire(x, wire(host.jid, host.nickname, toBare, 'text', text));

  const hostFor = async (jid: string): Promise<UserRow | undefined> => {
    const u = await deps.store.userByJid(bareJid(jid));
    return u && u.kind === 'anchor' ? u : undefined;
  };

  const pick = <T>(list: readonly T[]): T => list[Math.floor(deps.random() * list.length) % list.length]!;

  const pickReply = (host: UserRow): string => {
    const pool = HOST_REPLIES[host.language] ?? HOST_REPLIES.en!;
    return pool[(Number(host.uid) + replyCounter++) % pool.length]!;
  };

  /** A photo attachment for message `mid`; paid ones are locked and their real URL recorded. */
  const photoAttachment = async (mid: string, payPrice: number): Promise<Attachment> => {
    if (payPrice > 0) {
      const p = paidPhoto();
      await deps.store.recordPaidMedia(mid, p.url, deps.now());
      return { url: `/media/locked/${mid}`, thumbUrl: p.blurUrl, payNeed: true, payPrice };
    }
    const p = freePhoto(++photoCounter);
    return { url: p.url, thumbUrl: p.url, payNeed: false, payPrice: 0 };
  };

  const askGiftAttachment = () => {
    const g = pick(activeGifts().filter((x) => x.gemsPrice <= 1000));
    return { giftId: g.id, giftPrice: g.gemsPrice, isSend: false };
  };

  /** Sends one reply of `kind` from `host` to `toBare`. */
  const sendReply = async (x: ComponentIo, host: UserRow, toBare: string, kind: ReplyKind | 'thanks'): Promise<string> => {
    const lang = lineLang(host.language);
    switch (kind) {
      case 'image':
      case 'paid_image': {
        const msg = wire(host.jid, host.nickname, toBare, 'image', '');
        msg.attachment = await photoAttachment(msg.mid, kind === 'paid_image' ? 20 + Math.floor(deps.random() * 41) : 0);
        return sendWire(x, msg);
      }
      case 'sticker':
        return sendWire(x, wire(host.jid, host.nickname, toBare, 'sticker', '', pick(STICKERS)));
      case 'ask_gift': {
        const a = askGiftAttachment();
        return sendWire(x, wire(host.jid, host.nickname, toBare, 'ask_gift', askGiftLine(a.giftId, lang), a));
      }
      case 'thanks':
        return sendText(x, host, toBare, pick(THANKS_LINES)[lang]);
      default:
        return sendText(x, host, toBare, pickReply(host));
    }
  };

  const bounce = async (x: ComponentIo, stanzaTo: string, stanzaFrom: string, id: string, condition: string, text?: string) => {
    const err = x.xml('message', { type: 'error', from: stanzaTo, to: stanzaFrom, id });
    const e = x.xml('error', { type: 'cancel' }, x.xml(condition, { xmlns: NS.stanzas }));
    if (text) e.append(x.xml('text', { xmlns: NS.stanzas }, text));
    err.append(e);
    await x.send(err);
  };

  const resolveAdminType = (t: string | number | undefined): { name: MessageTypeName; raw?: number } => {
    if (t === undefined) return { name: 'text' };
    if (typeof t === 'number') {
      const name = messageTypeName(t);
      return name === 'unknown' ? { name: 'text', raw: t } : { name };
    }
    if (!(ADMIN_MESSAGE_TYPES as readonly string[]).includes(t)) throw new Error(`unknown message type ${t}`);
    return { name: t as MessageTypeName };
  };

  const sendAdminMessage = async (spec: AdminMessageSpec): Promise<string> => {
    const toBare = bareJid(spec.to);
    if (!/^[^@\s]+@[^@\s]+$/.test(toBare)) throw new Error(`invalid viewer jid ${spec.to}`);
    const { name, raw } = resolveAdminType(spec.type);
    // Server-only types come from their server sender, as the real ones do (domain requiredSender).
    const official = requiredSender(name) === 'help';
    const record = requiredSender(name) === 'hub';
    let x: ComponentIo | undefined;
    let msg: WireMessage;
    if (record) {
      x = deps.hubIo();
      if (!x) throw new Error('the hub component is not connected');
      const host = spec.from ? await hostFor(spec.from) : undefined;
      if (!host) throw new Error('from (the host of the call) is required for a call record');
      msg = wire(`calls@${x.domain}`, spec.nickName ?? host.nickname, toBare, name, spec.text ?? '');
    } else if (official) {
      x = deps.officialIo();
      if (!x) throw new Error('the help component is not connected');
      msg = wire(officialJid, spec.nickName ?? 'Official', toBare, name, spec.text ?? '');
      msg.pkgName = 'official';
    } else {
      x = io;
      if (!x) throw new Error('the anchors component is not connected');
      if (!spec.from) throw new Error('from (a host jid) is required for this type');
      const host = await hostFor(spec.from);
      if (!host) throw new Error(`unknown host ${spec.from}`);
      if (name === 'text' && raw === undefined && !spec.text) throw new Error('text is required for a text message');
      let content = spec.text ?? '';
      msg = wire(host.jid, spec.nickName ?? host.nickname, toBare, name, content);
      if (!spec.hasAttachment) {
        if (name === 'image') msg.attachment = await photoAttachment(msg.mid, spec.payPrice ?? 0);
        else if (name === 'sticker') msg.attachment = pick(STICKERS);
        else if (name === 'ask_gift') {
          const a = askGiftAttachment();
          msg.attachment = a;
          if (spec.text === undefined) content = askGiftLine(a.giftId, lineLang(host.language));
        } else if (name === 'gift') msg.attachment = giftById('g1');
        msg.content = content;
      }
    }
    if (spec.mid) msg.mid = spec.mid;
    if (spec.hasAttachment) msg.attachment = spec.attachment as Attachment;
    if (spec.sensitiveInfo !== undefined) msg.sensitiveInfo = spec.sensitiveInfo;
    if (spec.filtered !== undefined) msg.filtered = spec.filtered;
    return sendWire(x, msg, raw);
  };

  return {
    identity: { category: 'component', type: 'generic', name: 'Hosts' },
    features: [NS.vcard],
    online(x) {
      io = x;
    },
    stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      pendingAuto.clear();
      io = undefined;
    },

    async message(ctx: IncomingContext, x: ComponentIo) {
      // A read receipt (XEP-0333 displayed marker): the host's messages up to `id` were read.
      const marker = ctx.stanza.getChild('displayed', CHAT_MARKERS_NS);
      if (marker) {
        const id = String(marker.attrs.id ?? '');
        const from = ctx.from ? bareJid(ctx.from.toString()) : '';
        const to = ctx.to ? bareJid(ctx.to.toString()) : '';
        if (id && from && to) await deps.store.markDisplayed(id, to, from, deps.now());
        return;
      }
      const decoded = decodeMessage(ctx.stanza);
      if (!decoded.ok) {
        // Chat states and receipts without a body are routine; log the rest.
        if (ctx.stanza.getChild('body')) x.log(`dropped a message from ${ctx.from?.toString() ?? '?'}: ${decoded.error}`);
        return;
      }
      const m = decoded.message;
      const stanzaTo = String(ctx.stanza.attrs.to);
      const viewerFull = String(ctx.stanza.attrs.from);
      // One message at a time per sender and host, so the free-message count cannot race.
      const host = await serial(`${m.from.toLowerCase()}|${m.to.toLowerCase()}`, async () => {
        // A repeated mid (a retry or a replay) is the message already delivered: not delivered,
        // answered or counted again (issue 16.4, 16.7). Another pair's mid is a conflict.
        const earlier = await deps.store.messageByMid(m.mid);
        if (earlier) {
          const same = earlier.from_jid.toLowerCase() === m.from.toLowerCase() && earlier.to_jid.toLowerCase() === m.to.toLowerCase();
          if (!same) await bounce(x, stanzaTo, viewerFull, m.mid, 'conflict', 'message id already used');
          return undefined;
        }
        const h = await hostFor(m.to);
        if (!h) {
          await logWire(deps.store, m, deps.now());
          await bounce(x, stanzaTo, viewerFull, m.mid, 'item-not-found');
          return undefined;
        }
        const viewer = await deps.store.userByJid(m.from);
        if (viewer && viewer.kind === 'viewer') {
          // Types only the server sends (official/system notices, call records): never from a viewer.
          if (requiredSender(m.type) !== null) {
            await bounce(x, stanzaTo, viewerFull, m.mid, 'not-allowed', 'message type not allowed');
            return undefined;
          }
          // Messages to a host the viewer blocked are refused (issue 20.16): unblock first.
          if (await isBlocked(deps.store.db, viewer.uid, h.jid)) {
            await bounce(x, stanzaTo, viewerFull, m.mid, 'not-allowed', 'host blocked');
            return undefined;
          }
          if (m.type === 'gift') {
            // A gift message needs its purchase (gift IQ, same mid) by this viewer, for this host and gift.
            // The purchase already passed the send lock, so the gift itself is not locked.
            const p = await deps.store.giftPurchase(m.mid);
            const giftId = (m.attachment as { id?: unknown } | undefined)?.id;
            if (!p || p.uid !== viewer.uid || p.target.toLowerCase() !== h.jid.toLowerCase() || p.gift_id !== giftId) {
              await bounce(x, stanzaTo, viewerFull, m.mid, 'not-acceptable', 'gift not purchased');
              return undefined;
            }
          } else {
            const lock = await sendLockState(deps.store, viewer, h.jid, deps.now());
            if (lock.locked) {
              await bounce(x, stanzaTo, viewerFull, m.mid, 'policy-violation', 'send locked');
              return undefined;
            }
          }
        }
        // Logged by another pair meanwhile (the same mid raced in): a conflict, not delivered.
        if (!(await logWire(deps.store, m, deps.now()))) {
          await bounce(x, stanzaTo, viewerFull, m.mid, 'conflict', 'message id already used');
          return undefined;
        }
        return h;
      });
      if (!host) return;
      const state = hostStateAt(deps.clock.now(), host.tz_offset);
      if (state !== 'dining' && state !== 'outdoor' && state !== 'private') return; // sleeping/offline hosts are silent
      const kind: ReplyKind | 'thanks' = m.type === 'gift' ? 'thanks' : deps.nextReplyKind();
      const viewerBare = bareJid(viewerFull);
      const t = setTimeout(() => {
        timers.delete(t);
        const live = io;
        if (!live) return;
        void (async () => {
          try {
            await sendReply(live, host, viewerBare, kind);
            await live.send(presenceEl(live, host, viewerFull, hostStateAt(deps.clock.now(), host.tz_offset)));
          } catch (e) {
            live.log(`reply from ${host.jid} failed: ${e instanceof Error ? e.message : String(e)}`);
          }
        })();
      }, Math.max(0, deps.replyDelayMs(state)));
      timers.add(t);
    },

    async presence(ctx: IncomingContext, x: ComponentIo) {
      if (!ctx.to?.local) return;
      const type = ctx.stanza.attrs.type as string | undefined;
      const from = String(ctx.stanza.attrs.from ?? '');
      if (!from) return;
      const host = await hostFor(String(ctx.stanza.attrs.to));
      if (!host) {
        if (type === 'probe' || type === undefined) await x.send(x.xml('presence', { from: String(ctx.stanza.attrs.to), to: from, type: 'unavailable' }));
        return;
      }
      if (type === 'subscribe') {
        await x.send(x.xml('presence', { from: host.jid, to: bareJid(from), type: 'subscribed' }));
        await x.send(presenceEl(x, host, bareJid(from), hostStateAt(deps.clock.now(), host.tz_offset)));
        return;
      }
      if (type === undefined || type === 'probe') {
        await x.send(presenceEl(x, host, from, hostStateAt(deps.clock.now(), host.tz_offset)));
      }
    },

    async iq(ctx: IncomingContext, x: ComponentIo) {
      const child = ctx.element;
      if (!child || !ctx.to?.local) return undefined;
      const host = await hostFor(ctx.to.toString());
      if (!host) return { error: 'item-not-found' };
      if (ctx.type === 'get' && child.is('vCard', NS.vcard)) {
        const v = x.xml('vCard', { xmlns: NS.vcard });
        v.append(x.xml('FN', {}, host.name));
        v.append(x.xml('NICKNAME', {}, host.nickname));
        if (host.birthday) v.append(x.xml('BDAY', {}, host.birthday));
        v.append(x.xml('PHOTO', {}, x.xml('EXTVAL', {}, avatarPath(host.uid))));
        if (host.about) v.append(x.xml('DESC', {}, host.about));
        if (host.country) v.append(x.xml('ADR', {}, x.xml('CTRY', {}, host.country)));
        return v;
      }
      if (ctx.type === 'get' && child.is('query', NS.discoInfo)) {
        return x.xml(
          'query',
          { xmlns: NS.discoInfo },
          x.xml('identity', { category: 'account', type: 'registered', name: host.nickname }),
          x.xml('feature', { var: NS.vcard }),
          x.xml('feature', { var: NS.ping }),
        );
      }
      return undefined;
    },

    async sendHostMessage(from: string, to: string, text: string): Promise<string> {
      return sendAdminMessage({ from, to, text, hasAttachment: false });
    },

    sendAdminMessage,
    confirm: async () => {
      if (!io) throw new ProsodyUnavailableError('the anchors component is not connected');
      await io.confirm();
    },

    async triggerAutoMessage(hostJid: string, viewerJid: string): Promise<boolean> {
      const live = io;
      const host = await hostFor(hostJid);
      if (!live || !host || (await blockedPair(viewerJid, host.jid))) return false;
      const state = hostStateAt(deps.clock.now(), host.tz_offset);
      if (state !== 'dining' && state !== 'outdoor' && state !== 'private') return false;
      const toBare = bareJid(viewerJid);
      const key = `${host.jid}|${toBare.toLowerCase()}`;
      if (pendingAuto.has(key)) return false;
      if (await deps.store.sentSince(host.jid, toBare, deps.now() - 86_400_000)) return false;
      if (pendingAuto.has(key)) return false;
      pendingAuto.add(key);
      const t = setTimeout(() => {
        timers.delete(t);
        const x = io;
        if (!x) return;
        const line = pick(AUTO_GREETING_LINES)[lineLang(host.language)];
        sendText(x, host, toBare, line)
          .catch((e: unknown) => x.log(`auto message from ${host.jid} failed: ${e instanceof Error ? e.message : String(e)}`))
          .finally(() => pendingAuto.delete(key));
      }, Math.max(0, deps.autoMessageDelayMs()));
      timers.add(t);
      return true;
    },

    async welcome(viewerJid: string): Promise<string> {
      return sendAdminMessage({ to: viewerJid, type: 'official_message', text: WELCOME_LINE.en, hasAttachment: false });
    },
  };
}
