import type { Message } from './entities.ts';

/**
 * Whether a message counts as read when it is stored (spec §4): the user sent it,
 * or its thread is the open one, or it is a story-line call.
 */
export function isReadOnArrival(msg: Pick<Message, 'from' | 'tid' | 'type'>, mainJid: string, openTid: string | null): boolean {
  const fromMe = msg.from.split('/')[0] === mainJid.split('/')[0];
  return fromMe || msg.tid === openTid || msg.type === 'story_line_call';
}

/** Whether a message adds to the unread count (spec §4): unread and not an ask_gift. */
export function countsAsUnread(msg: Pick<Message, 'read' | 'type'>): boolean {
  return !msg.read && msg.type !== 'ask_gift';
}

/** The initial state of a message (spec §4): outgoing text etc. starts `sending`;
 * call, ask_gift and gift are `success` at once; incoming is `success`. */
export function initialMessageState(type: string, outgoing: boolean): 'sending' | 'success' {
  if (!outgoing) return 'success';
  return type === 'v_hub_call' || type === 'gift' || type === 'ask_gift' ? 'success' : 'sending';
}
