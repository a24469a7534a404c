/**
 * Message stanza ↔ wire message codec (spec §3, §5, §7 "Real-time chat").
 *
 * Wire format (one chat message):
 * ```xml
 * <message type="chat" id="{mid}" from="{from}" to="{to}">
 *   <body>{content}</body>
 *   <extras xmlns="urn:vchat:extras:0">{JSON: type, date, nickName, os, pkgName, version,
 *     sensitiveInfo, filtered?, attachment?, msgCategory?, identifyName?, step?, textAction?}</extras>
 * </message>
 * ```
 * Decoding never throws: it returns `{ ok: false, error }` for anything malformed, so a
 * bad stanza from the stream is dropped with a clear reason and never half-applied.
 * Pure: works on any ltx-style element (browser client, Node component).
 */
import * as v from 'valibot';
import xml, { type Element } from '@xmpp/xml';
import { MAX_MESSAGE_LENGTH, bareJid, messageTypeName, messageTypeNumber, type Attachment, type MessageTypeName } from '@vchat/domain';

/** Namespace of the extras element. */
export const EXTRAS_NS = 'urn:vchat:extras:0';

/** A bare jid with a local part: `local@domain`, no resource, no blanks (found by fuzzing: "/@"). */
const BARE_JID_RE = /^[^@/\s]+@[^@/\s]+$/;

/** Longest accepted text body, in characters. */
export const MAX_BODY_LENGTH = MAX_MESSAGE_LENGTH;

/** The message as carried on the wire, before local fields (id, tid, read, state) are added. */
export interface WireMessage {
  mid: string;
  from: string;
  to: string;
  /** Epoch ms set by the sender. */
  date: number;
  type: MessageTypeName;
  content: string;
  nickName: string;
  os: string;
  pkgName: string;
  version: number;
  sensitiveInfo: number;
  /** Filtered text for flag 8 (porn) messages (spec §5). */
  filtered?: string | undefined;
  attachment?: Attachment | undefined;
  msgCategory?: number | undefined;
  identifyName?: string | undefined;
  step?: number | undefined;
  textAction?: string | undefined;
}

/** Minimal element shape the decoder reads (ltx / @xmpp/xml Element). */
export interface StanzaLike {
  name: string;
  attrs: Record<string, unknown>;
  getChild(name: string, xmlns?: string): StanzaLike | undefined;
  getChildText(name: string, xmlns?: string): string | null;
  getText(): string;
}

export type DecodeResult = { ok: true; message: WireMessage } | { ok: false; error: string };

const str = (max = 2048) => v.pipe(v.string(), v.maxLength(max));
const num = v.pipe(v.number(), v.finite());
/**
 * Attachment URLs: absolute http(s), or a same-origin path under /media/ (the sandbox and a
 * same-host image server). No other scheme or relative form; the UI applies its host allowlist.
 */
const httpUrl = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((u) => /^https?:\/\//i.test(u) || (/^\/media\/[^\s\\]*$/.test(u) && !u.includes('..')), 'must be an http(s) URL or a /media/ path'),
);

const ExtrasSchema = v.object({
  type: v.pipe(v.number(), v.integer()),
  date: v.pipe(num, v.minValue(0)),
  nickName: v.optional(str(200), ''),
  os: v.optional(str(40), ''),
  pkgName: v.optional(str(200), ''),
  version: v.optional(num, 1),
  sensitiveInfo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  filtered: v.optional(str(MAX_BODY_LENGTH)),
  attachment: v.optional(v.unknown()),
  msgCategory: v.optional(num),
  identifyName: v.optional(str(200)),
  step: v.optional(num),
  textAction: v.optional(str(200)),
});

const MediaSchema = v.object({
  url: httpUrl,
  thumbUrl: httpUrl,
  payNeed: v.optional(v.boolean(), false),
  payPrice: v.optional(v.pipe(num, v.minValue(0)), 0),
});
const StickerSchema = v.object({ id: str(100), thumbUrl: httpUrl, name: v.optional(str(200), '') });
const GiftSchema = v.object({
  id: str(100),
  type: v.optional(num, 0),
  gemsPrice: v.pipe(num, v.minValue(0)),
  tabId: v.optional(num, 0),
  priority: v.optional(num, 0),
  title: v.optional(str(200), ''),
  iconUrl: v.optional(v.union([httpUrl, v.literal('')]), ''),
  isActive: v.optional(v.boolean(), true),
  showArea: v.optional(num, 0),
});
const AskGiftSchema = v.object({
  giftId: v.pipe(str(100), v.minLength(1, 'an ask-gift needs a gift id')),
  giftPrice: v.optional(v.pipe(num, v.minValue(0)), 0),
  isSend: v.optional(v.boolean(), false),
});
const CallSchema = v.object({
  sid: str(200),
  caller: str(300),
  callee: str(300),
  startTime: v.optional(num, 0),
  connectingTime: v.optional(num, 0),
  endTime: v.optional(num, 0),
  reason: v.optional(str(200), ''),
  rejectType: v.optional(str(200), ''),
});

/**
 * Reads an attachment for a message type (spec §3, §5). Returns `undefined` when the
 * type has no attachment or the attachment is not readable (image/short_video need both
 * url and thumbUrl); `{ error }` when the type requires it and it is invalid (ask_gift).
 */
function readAttachment(type: MessageTypeName, raw: unknown): { value: Attachment | undefined } | { error: string } {
  const pick = <T extends v.GenericSchema>(schema: T) => {
    const r = v.safeParse(schema, raw);
    return r.success ? (r.output as Attachment) : undefined;
  };
  switch (type) {
    case 'image':
    case 'short_video':
    case 'image_with_gift':
      return { value: pick(MediaSchema) };
    case 'sticker':
      return { value: pick(StickerSchema) };
    case 'gift':
      return { value: pick(GiftSchema) };
    case 'ask_gift': {
      const r = v.safeParse(AskGiftSchema, raw);
      return r.success ? { value: r.output } : { error: 'ask_gift without a gift id' };
    }
    case 'v_hub_call':
    case 'story_line_call':
      return { value: pick(CallSchema) };
    default:
      return { value: undefined };
  }
}

/**
 * Decodes a `<message type="chat">` stanza into a {@link WireMessage}.
 * Errors (never thrown): not a message, no id/from/to, missing or malformed extras,
 * body too long, empty type, ask_gift without gift id.
 */
export function decodeMessage(stanza: StanzaLike): DecodeResult {
  try {
    if (stanza.name !== 'message') return { ok: false, error: 'not a message stanza' };
    const { id, from, to, type } = stanza.attrs;
    if (type !== undefined && type !== 'chat' && type !== 'normal') return { ok: false, error: `message type ${String(type)} is not chat` };
    if (typeof id !== 'string' || !id || id.length > 200) return { ok: false, error: 'message without id' };
    if (typeof from !== 'string' || !BARE_JID_RE.test(bareJid(from))) return { ok: false, error: 'message without a from jid' };
    if (typeof to !== 'string' || !bareJid(to)) return { ok: false, error: 'message without a to jid' };
    const extrasEl = stanza.getChild('extras', EXTRAS_NS);
    if (!extrasEl) return { ok: false, error: 'message without extras' };
    let rawExtras: unknown;
    try {
      rawExtras = JSON.parse(extrasEl.getText());
    } catch {
      return { ok: false, error: 'extras are not JSON' };
    }
    if (rawExtras && typeof rawExtras === 'object' && (rawExtras as { type?: unknown }).type === '') {
      return { ok: false, error: 'message type is empty' };
    }
    const parsed = v.safeParse(ExtrasSchema, rawExtras);
    if (!parsed.success) return { ok: false, error: `invalid extras: ${parsed.issues[0]?.message ?? 'unknown'}` };
    const ex = parsed.output;
    const body = stanza.getChildText('body') ?? '';
    if (body.length > MAX_BODY_LENGTH) return { ok: false, error: 'body too long' };
    const typeName = messageTypeName(ex.type);
    const att = ex.attachment === undefined ? { value: undefined } : readAttachment(typeName, ex.attachment);
    if ('error' in att) return { ok: false, error: att.error };
    return {
      ok: true,
      message: {
        mid: id,
        from: bareJid(from),
        to: bareJid(to),
        date: ex.date,
        type: typeName,
        content: body,
        nickName: ex.nickName,
        os: ex.os,
        pkgName: ex.pkgName,
        version: ex.version,
        sensitiveInfo: ex.sensitiveInfo,
        filtered: ex.filtered,
        attachment: att.value,
        msgCategory: ex.msgCategory,
        identifyName: ex.identifyName,
        step: ex.step,
        textAction: ex.textAction,
      },
    };
  } catch (e) {
    return { ok: false, error: `undecodable stanza: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/**
 * Encodes a {@link WireMessage} as a chat message stanza. Throws `Error('message type is
 * not sendable')` for local-only or unknown types and `Error('body too long')` past
 * {@link MAX_BODY_LENGTH}.
 */
export function encodeMessage(msg: WireMessage): Element {
  const typeNumber = messageTypeNumber(msg.type);
  if (typeNumber === undefined) throw new Error('message type is not sendable');
  if (msg.content.length > MAX_BODY_LENGTH) throw new Error('body too long');
  const extras: Record<string, unknown> = {
    type: typeNumber,
    date: msg.date,
    nickName: msg.nickName,
    os: msg.os,
    pkgName: msg.pkgName,
    version: msg.version,
    sensitiveInfo: msg.sensitiveInfo,
  };
  for (const k of ['filtered', 'attachment', 'msgCategory', 'identifyName', 'step', 'textAction'] as const) {
    if (msg[k] !== undefined) extras[k] = msg[k];
  }
  return xml(
    'message',
    { type: 'chat', id: msg.mid, from: msg.from, to: msg.to },
    xml('body', {}, msg.content),
    xml('extras', { xmlns: EXTRAS_NS }, JSON.stringify(extras)),
  );
}
