/**
 * The wire fields of a message this viewer sends (spec §3 message extras: os `web`, pkgName,
 * version 1, sensitiveInfo 0, the sender's nickName), built in this one place: the stored
 * outgoing message gets them, and the stanza sent is read back from the stored message.
 */
import { bareJid, type MainUser, type Message } from '@vchat/domain';
import type { NewMessage } from '@vchat/chat-db';
import type { WireMessage } from '@vchat/xmpp-chat';

/** What a command says about a new outgoing message; the rest comes from {@link outgoingMessage}. */
export type OutgoingContent = Pick<NewMessage, 'type' | 'content' | 'attachment'> & { mid?: string; state?: 'sending' | 'success' };

/**
 * A new outgoing message from `u` to `to` (a bare jid) of the brand `packageName`, dated now
 * (epoch ms) with a fresh mid unless one is given (a gift's mid is its purchase's).
 */
export function outgoingMessage(u: Pick<MainUser, 'jid' | 'nickName'>, to: string, packageName: string, m: OutgoingContent): NewMessage {
  const { mid, ...rest } = m;
  return {
    mid: mid ?? crypto.randomUUID(), from: bareJid(u.jid), to, date: Date.now(), nickName: u.nickName,
    os: 'web', pkgName: packageName, sensitiveInfo: 0, version: 1, ...rest,
  };
}

/** The stanza fields of a stored outgoing message (its own fields, unchanged). */
export function wireOf(msg: Message): WireMessage {
  return {
    mid: msg.mid, from: msg.from, to: msg.to, date: msg.date, type: msg.type as WireMessage['type'], content: msg.content,
    nickName: msg.nickName, os: msg.os, pkgName: msg.pkgName, version: msg.version, sensitiveInfo: msg.sensitiveInfo,
    ...(msg.attachment ? { attachment: msg.attachment } : {}),
  };
}
