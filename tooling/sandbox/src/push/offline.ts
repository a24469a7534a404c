/**
 * Pushes on events (issue 11, spec §4 notifications; PUSH.md): Prosody's `mod_vchat_push`
 * reports every message stanza for a viewer who has no available session to the hub
 * component as `<offline xmlns='urn:vchat:push' user='…'><message …/></offline>`. This module
 * reads that notice and decides what the viewer is told:
 *
 * - a chat message from a host (the anchors domain, any known message type) → a `message` push
 *   titled with the host's nickname, her avatar and her bare jid;
 * - a CallIn from the hub (a host calling back, or a story-line call) → a `call` push with the
 *   session id;
 * - anything else (receipts, markers, official messages, other call actions) → no push.
 *
 * {@link withOfflinePush} puts this in front of the hub's message handler and sends the push.
 */
import { bareJid } from '@vchat/domain';
import { decodeMessage } from '@vchat/xmpp-chat/codec';
import type { Element } from '@xmpp/xml';
import type { IncomingContext } from '@xmpp/component';
import type * as v from 'valibot';
import { avatarPath } from '../avatars.ts';
import type { Store } from '../store.ts';
import { CALL_NS, callPayloadOf } from '../xmpp/hub.ts';
import type { DomainHandler } from '../xmpp/component.ts';
import { sendPush, type PushPayloadSchema } from './push.ts';

/** Namespace of the server's offline notice (mod_vchat_push.lua). */
export const PUSH_NS = 'urn:vchat:push';

/** A notice read from the server: whose message, and the message stanza. */
export interface OfflineNotice {
  /** Bare jid of the user without a session. */
  user: string;
  message: Element;
}

/**
 * Reads the server's offline notice from a stanza the component received; null when the
 * stanza is not one or does not come from the server itself (`from` must be exactly
 * `serverDomain`: no user or component can send as the server).
 */
export function readOfflineNotice(stanza: Element, serverDomain: string): OfflineNotice | null {
  if (stanza.name !== 'message' || String(stanza.attrs.from ?? '') !== serverDomain) return null;
  const el = stanza.getChild('offline', PUSH_NS);
  const user = String(el?.attrs.user ?? '');
  const message = el?.getChild('message');
  if (!el || !message || !/^[^@\s/]+@[^@\s/]+$/.test(user) || !user.endsWith(`@${serverDomain}`)) return null;
  return { user, message };
}

export type PushPayload = v.InferOutput<typeof PushPayloadSchema>;

/** Looks up a user's nickname by bare jid (null when unknown). */
export type NicknameLookup = (jid: string) => Promise<{ uid: string; nickname: string } | null>;

/**
 * What to push for `notice` (see the module comment); null for nothing. `domain` is the XMPP
 * domain (hosts are at `anchors.<domain>`, the hub at `hub.<domain>`).
 */
export async function pushForOffline(notice: OfflineNotice, domain: string, lookup: NicknameLookup): Promise<PushPayload | null> {
  const m = notice.message;
  const from = String(m.attrs.from ?? '');
  const fromDomain = from.split('@').pop()?.split('/')[0] ?? '';
  const call = m.getChild('call', CALL_NS);
  if (call && from === `hub.${domain}`) {
    if (call.attrs.action !== 'CallIn') return null;
    const payload = callPayloadOf(call);
    if (!payload) return null;
    const caller = typeof payload.caller === 'string' ? bareJid(payload.caller) : '';
    if (!caller.endsWith(`@anchors.${domain}`)) return null;
    const host = await lookup(caller);
    if (!host) return null;
    const nick = typeof payload.nickName === 'string' && payload.nickName.trim() ? payload.nickName.trim() : host.nickname;
    return { kind: 'call', title: nick.slice(0, 200), jid: caller, avatarUrl: avatarPath(host.uid), body: '', sid: String(call.attrs.sid ?? '').slice(0, 200) };
  }
  if (fromDomain !== `anchors.${domain}`) return null;
  const decoded = decodeMessage(m);
  if (!decoded.ok || decoded.message.type === 'unknown') return null;
  const jid = bareJid(from);
  const host = await lookup(jid);
  if (!host) return null;
  const nick = decoded.message.nickName.trim() || host.nickname;
  return { kind: 'message', title: nick.slice(0, 200), jid, avatarUrl: avatarPath(host.uid), body: '', sid: '' };
}

/**
 * The hub's handler with the server's offline notices taken out first: a notice for a viewer
 * becomes a push to every subscription of that viewer (PUSH.md); every other message goes to
 * the hub (call signalling).
 */
export function withOfflinePush(hub: DomainHandler, deps: { store: Store; domain: string; agent?: import('node:https').Agent }): DomainHandler {
  return {
    ...hub,
    async message(ctx: IncomingContext, x) {
      const notice = readOfflineNotice(ctx.stanza, deps.domain);
      if (!notice) return hub.message?.(ctx, x);
      const viewer = await deps.store.userByJid(notice.user);
      if (!viewer || viewer.kind !== 'viewer') return;
      const payload = await pushForOffline(notice, deps.domain, async (jid) => {
        const u = await deps.store.userByJid(jid);
        return u ? { uid: u.uid, nickname: u.nickname } : null;
      });
      if (!payload) return;
      const results = await sendPush(deps.store, viewer.uid, payload, { agent: deps.agent });
      if (results.length) x.log(`push ${payload.kind} from ${payload.jid} to ${viewer.uid}: ${results.map((r) => r.status ?? r.error).join(', ')}`);
    },
  };
}
