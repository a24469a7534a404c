/**
 * The messaging commands' typed errors (spec §5 message rules, §8 send failures): input the
 * user must fix, and the gift service's and the daily limit's refusals read from the typed
 * stanza condition. The UI branches on these codes, never on message text.
 */
import type { StanzaErrorCondition } from '@vchat/xmpp-chat';
import { chatErrorCode } from '@vchat/xmpp-chat/errors';

/** Why a command refused its input. */
export type MessageInputCode =
  | 'empty' | 'too-long' | 'send-locked' | 'unsupported-type' | 'too-large' | 'unknown-thread' | 'unknown-message' | 'need-login';

const INPUT_TEXTS: Record<MessageInputCode, string> = {
  empty: 'empty message',
  'too-long': 'message too long',
  'send-locked': 'send locked',
  'unsupported-type': 'unsupported file type',
  'too-large': 'file too large',
  'unknown-thread': 'unknown thread',
  'unknown-message': 'unknown message',
  'need-login': 'need login',
};

/** Error thrown by the commands for input the user must fix; `code` says which. */
export class MessageInputError extends Error {
  override readonly name = 'MessageInputError';
  constructor(readonly code: MessageInputCode) {
    super(INPUT_TEXTS[code]);
  }
}

/** The stanza condition of a refused IQ or message (a ChatError), or undefined. */
const conditionOf = (e: unknown): StanzaErrorCondition | undefined =>
  e instanceof Error && e.name === 'ChatError' ? (e as { condition?: StanzaErrorCondition }).condition : undefined;

/**
 * Why the gift service refused a purchase, from the typed stanza condition of the ChatError
 * 'xmpp send iq error' (tooling/sandbox README "Gift purchase": `not-acceptable` = balance
 * short, `policy-violation` = the unpaid daily limit); `other` for any other refusal; null when
 * `e` is not a refused purchase.
 */
export function giftRefusal(e: unknown): 'gems-insufficient' | 'send-locked' | 'other' | null {
  if (chatErrorCode(e) !== 'xmpp send iq error') return null;
  const condition = conditionOf(e);
  return condition === 'not-acceptable' ? 'gems-insufficient' : condition === 'policy-violation' ? 'send-locked' : 'other';
}

/**
 * Whether a send was refused for the unpaid daily limit: a ChatError whose typed stanza
 * condition is `policy-violation` (checked by name, so this file need not load the chat package).
 */
export function isSendLockRefusal(e: unknown): boolean {
  return conditionOf(e) === 'policy-violation';
}

/**
 * Whether a send was refused for now, to be tried again later: a ChatError whose stanza error
 * type is `wait` (RFC 6120 §8.3.2: the server's flood limit, `resource-constraint`; a
 * component not connected yet after a restart, `remote-server-timeout`). The unpaid daily
 * limit (`policy-violation`) never is. The message is not lost; it goes again after a pause.
 */
export function isWaitRefusal(e: unknown): boolean {
  if (!(e instanceof Error) || e.name !== 'ChatError') return false;
  const { condition, type } = e as { condition?: StanzaErrorCondition; type?: string };
  return condition !== 'policy-violation' && (type === 'wait' || condition === 'resource-constraint');
}
