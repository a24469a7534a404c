/**
 * Who may send which message type (spec §3 message types, §6 roles), checked on every
 * incoming chat message before it is stored. A viewer or host can put any type number in a
 * stanza; the server's own senders are told apart by the jid the XMPP server stamps:
 * - official and system notices (official_message 21, system 5, violate_rule 22,
 *   maintenance 23) and the attribution_refresh control message (100) only from the help component (`componentInfo.helpDomain`, e.g.
 *   `official@help.<domain>`);
 * - call records (v_hub_call 10, story_line_call 46) only from the hub component
 *   (`componentInfo.hubDomain`, e.g. `calls@hub.<domain>`). A record belongs to the thread of the other party named in
 *   its attachment (caller or callee), not to the hub.
 * Everything else is a person's message and belongs to the thread of the other jid.
 */
import type { MessageTypeName } from './messageType.ts';
import { bareJid } from './rules.ts';

/** The server senders of spec §3 (login response `componentInfo`). */
export interface ServerDomains {
  /** Domain of the official/help sender, e.g. `help.localhost`. */
  helpDomain: string;
  /** Domain of the call hub, e.g. `hub.localhost`. */
  hubDomain: string;
}

const HELP_ONLY: ReadonlySet<string> = new Set(['official_message', 'system', 'violate_rule', 'maintenance', 'attribution_refresh']);
const HUB_ONLY: ReadonlySet<string> = new Set(['v_hub_call', 'story_line_call']);

/** Which server sender a type needs: `'help'`, `'hub'`, or `null` for anyone (spec §3). */
export function requiredSender(type: MessageTypeName | string): 'help' | 'hub' | null {
  if (HELP_ONLY.has(type)) return 'help';
  if (HUB_ONLY.has(type)) return 'hub';
  return null;
}

/** The domain part of a jid (`user@dom/res` → `dom`, `dom` → `dom`), lower-cased. */
function domainOf(jid: string): string {
  const bare = bareJid(jid);
  const at = bare.indexOf('@');
  return (at >= 0 ? bare.slice(at + 1) : bare).toLowerCase();
}

/** The verdict on one incoming message: the peer whose thread it belongs to, or why it is refused. */
export type SenderVerdict = { ok: true; peer: string } | { ok: false; reason: string };

/**
 * Decides whether an incoming message may be stored, and in which peer's thread.
 * `msg.from`/`msg.to` are the stanza's jids (full or bare), `me` the signed-in user's jid,
 * `attachment` the decoded attachment (call records need `caller`/`callee`). Refuses:
 * a server-only type from anyone but its server sender (also as a carbon of one's own
 * message), and a call record that names no other party. Never throws.
 */
export function checkIncomingSender(
  msg: { type: MessageTypeName | string; from: string; to: string; attachment?: unknown },
  me: string,
  domains: ServerDomains,
): SenderVerdict {
  const self = bareJid(me).toLowerCase();
  const from = bareJid(msg.from).toLowerCase();
  const need = requiredSender(msg.type);
  if (need === 'help') {
    if (domainOf(from) !== domains.helpDomain.toLowerCase()) return { ok: false, reason: `${msg.type} not from the help sender` };
    return { ok: true, peer: bareJid(msg.from) };
  }
  if (need === 'hub') {
    if (domainOf(from) !== domains.hubDomain.toLowerCase()) return { ok: false, reason: `${msg.type} not from the hub` };
    const a = (msg.attachment ?? {}) as { caller?: unknown; callee?: unknown };
    const parties = [a.caller, a.callee].filter((j): j is string => typeof j === 'string' && j.length > 0).map(bareJid);
    if (!parties.some((j) => j.toLowerCase() === self)) return { ok: false, reason: 'call record not about this user' };
    const peer = parties.find((j) => j.toLowerCase() !== self);
    if (!peer) return { ok: false, reason: 'call record without the other party' };
    return { ok: true, peer };
  }
  return { ok: true, peer: from === self ? bareJid(msg.to) : bareJid(msg.from) };
}
