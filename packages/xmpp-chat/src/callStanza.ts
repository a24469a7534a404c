/**
 * Call signalling stanzas (spec §4, §7 "call signalling requests"): a message carrying
 * `<call xmlns="urn:vchat:call:0" action="<Action>" sid="<sid>">{JSON payload}</call>`,
 * between a viewer and the hub component. Decoding never throws past the boundary: it
 * returns null for anything that is not a well-formed call stanza.
 */
import xml, { type Element } from '@xmpp/xml';
import * as v from 'valibot';
import { bareJid } from '@vchat/domain';
import type { StanzaLike } from './codec.ts';

export const CALL_NS = 'urn:vchat:call:0';

/** Signalling actions accepted on the wire (spec §4). */
export const CALL_ACTIONS = [
  'SessionRequest', 'CallReady', 'CallCheck', 'CallAccept', 'PeerAnswered', 'WebRTCContent', 'SessionSuccess', 'SessionFail',
  'SessionTerminate', 'SessionHeartbeat', 'CallCancel', 'MatchToFlash', 'ReChargeSuccess', 'CallIn', 'CallError',
] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];

/** A field the hub may send wrong: a wrong value reads as absent (the action still counts). */
const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const Text = v.pipe(v.string(), v.maxLength(200));

/**
 * The payload schemas of the hub's actions (tooling/sandbox README "Calls"; spec §4, §5):
 * CallIn needs its caller (else the signal is dropped); every other field is read when it has
 * the right type and is absent otherwise. WebRTCContent's `content` is decoded by call-engine
 * (`decodeCallContent`), which owns the call content vocabulary.
 */
const PayloadSchemas = {
  CallIn: v.object({
    caller: v.pipe(v.string(), v.maxLength(300), v.includes('@')),
    nickName: v.fallback(v.pipe(v.string(), v.transform((s) => s.slice(0, 100))), ''),
    storyLine: v.fallback(v.boolean(), false),
  }),
  CallReady: v.object({ privateChatPrice: lenient(Count), freeSeconds: lenient(Count) }),
  SessionHeartbeat: v.object({ gemsBalance: lenient(Count), billedGems: lenient(Count) }),
  ReChargeSuccess: v.object({ gemsBalance: lenient(Count) }),
  WebRTCContent: v.object({ content: v.unknown() }),
  other: v.object({ reason: lenient(Text), hostState: lenient(Text) }),
};

type Out<K extends keyof typeof PayloadSchemas> = v.InferOutput<(typeof PayloadSchemas)[K]>;
type Typed = 'CallIn' | 'CallReady' | 'SessionHeartbeat' | 'ReChargeSuccess' | 'WebRTCContent';

/** A decoded call signal from the hub: the action with its typed payload. */
export type CallSignal = { sid: string; /** Bare jid of the sender. */ from: string } & (
  | { action: 'CallIn'; payload: Out<'CallIn'> }
  | { action: 'CallReady'; payload: Out<'CallReady'> }
  | { action: 'SessionHeartbeat'; payload: Out<'SessionHeartbeat'> }
  | { action: 'ReChargeSuccess'; payload: Out<'ReChargeSuccess'> }
  | { action: 'WebRTCContent'; payload: Out<'WebRTCContent'> }
  | { action: Exclude<CallAction, Typed>; payload: Out<'other'> }
);

/** The typed payload of `action`, or null when a required field is missing or wrong. */
export function decodeCallPayload(action: CallAction, payload: unknown): CallSignal['payload'] | null {
  const schema = action in PayloadSchemas ? PayloadSchemas[action as Typed] : PayloadSchemas.other;
  const r = v.safeParse(schema, payload);
  return r.success ? r.output : null;
}

/** Largest payload accepted, in characters of JSON. */
export const MAX_CALL_PAYLOAD = 64 * 1024;

/** Builds a call signalling message to `to` (the hub domain). Throws for an unknown action. */
export function encodeCallSignal(to: string, action: CallAction, sid: string, payload: Record<string, unknown> = {}): Element {
  if (!(CALL_ACTIONS as readonly string[]).includes(action)) throw new Error(`unknown call action ${action}`);
  const json = JSON.stringify(payload);
  if (json.length > MAX_CALL_PAYLOAD) throw new Error('call payload too large');
  return xml('message', { to, id: `call-${sid}-${Math.random().toString(36).slice(2, 10)}` }, xml('call', { xmlns: CALL_NS, action, sid }, json));
}

/**
 * Reads a call signalling message, or null when it is not one or is malformed (its payload
 * decoded by the action's schema, see PayloadSchemas). Only messages from `hubDomain` are
 * accepted (a peer cannot forge hub actions).
 */
export function decodeCallSignal(stanza: StanzaLike, hubDomain: string): CallSignal | null {
  try {
    if (stanza.name !== 'message') return null;
    const el = stanza.getChild('call', CALL_NS);
    if (!el) return null;
    const from = typeof stanza.attrs.from === 'string' ? bareJid(stanza.attrs.from) : '';
    if (from !== hubDomain) return null;
    const action = String(el.attrs.action ?? '');
    const sid = String(el.attrs.sid ?? '');
    if (!(CALL_ACTIONS as readonly string[]).includes(action) || !sid || sid.length > 200) return null;
    const text = el.getText();
    if (text.length > MAX_CALL_PAYLOAD) return null;
    const payload: unknown = text ? JSON.parse(text) : {};
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const typed = decodeCallPayload(action as CallAction, payload);
    return typed ? ({ action, sid, payload: typed, from } as CallSignal) : null;
  } catch {
    return null;
  }
}
