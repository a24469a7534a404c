/**
 * Call signalling stanzas (spec §4, §7 "call signalling requests"): a message carrying
 * `<call xmlns="urn:vchat:call:0" action="<Action>" sid="<sid>">{JSON payload}</call>`,
 * between a viewer and the hub component. Decoding never throws past the boundary: it
 * returns null for anything that is not a well-formed call stanza.
 */
import xml, { type Element } from '@xmpp/xml';
import { bareJid } from '@vchat/domain';
import type { StanzaLike } from './codec.ts';

export const CALL_NS = 'urn:vchat:call:0';

/** Signalling actions accepted on the wire (spec §4). */
export const CALL_ACTIONS = [
  'SessionRequest', 'CallReady', 'CallCheck', 'CallAccept', 'PeerAnswered', 'WebRTCContent', 'SessionSuccess', 'SessionFail',
  'SessionTerminate', 'SessionHeartbeat', 'CallCancel', 'MatchToFlash', 'ReChargeSuccess', 'CallIn', 'CallError',
] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];

export interface CallSignal {
  action: CallAction;
  sid: string;
  payload: Record<string, unknown>;
  /** Bare jid of the sender. */
  from: string;
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
 * Reads a call signalling message, or null when it is not one or is malformed. Only
 * messages from `hubDomain` are accepted (a peer cannot forge hub actions).
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
    return { action: action as CallAction, sid, payload: payload as Record<string, unknown>, from };
  } catch {
    return null;
  }
}
