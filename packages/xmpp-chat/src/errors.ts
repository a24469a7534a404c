/** Chat errors (spec §8 "Chat sign-in errors", §5 "A call needs a logged-in chat connection"). */
export type ChatErrorMessage =
  | 'need login'
  | 'time out'
  | 'xmpp not connected'
  | 'send failed'
  | 'xmpp send iq error';

/**
 * The XMPP stanza error condition of a refusal (RFC 6120 §8.3.3) as a typed value, so callers
 * branch on it rather than on the server's text. `policy-violation` is the unpaid daily send
 * limit (sandbox "send locked"); `resource-constraint` the flood limit.
 */
export type StanzaErrorCondition =
  | 'bad-request' | 'conflict' | 'feature-not-implemented' | 'forbidden' | 'gone' | 'internal-server-error'
  | 'item-not-found' | 'jid-malformed' | 'not-acceptable' | 'not-allowed' | 'not-authorized' | 'policy-violation'
  | 'recipient-unavailable' | 'redirect' | 'registration-required' | 'remote-server-not-found'
  | 'remote-server-timeout' | 'resource-constraint' | 'service-unavailable' | 'subscription-required'
  | 'undefined-condition' | 'unexpected-request';

const CONDITIONS: ReadonlySet<string> = new Set<StanzaErrorCondition>([
  'bad-request', 'conflict', 'feature-not-implemented', 'forbidden', 'gone', 'internal-server-error', 'item-not-found',
  'jid-malformed', 'not-acceptable', 'not-allowed', 'not-authorized', 'policy-violation', 'recipient-unavailable', 'redirect',
  'registration-required', 'remote-server-not-found', 'remote-server-timeout', 'resource-constraint', 'service-unavailable',
  'subscription-required', 'undefined-condition', 'unexpected-request',
]);

/** The condition when `name` is one of RFC 6120's, else undefined. */
export function stanzaErrorCondition(name: unknown): StanzaErrorCondition | undefined {
  return typeof name === 'string' && CONDITIONS.has(name) ? (name as StanzaErrorCondition) : undefined;
}

/**
 * The type of a stanza error (RFC 6120 §8.3.2): `wait` = try again later (a flood limit, a
 * component not connected yet); `cancel` = do not; `modify` / `auth` = not as sent.
 */
export type StanzaErrorType = 'auth' | 'cancel' | 'continue' | 'modify' | 'wait';

/** The error type when `name` is one of RFC 6120's, else undefined. */
export function stanzaErrorType(name: unknown): StanzaErrorType | undefined {
  return name === 'auth' || name === 'cancel' || name === 'continue' || name === 'modify' || name === 'wait' ? name : undefined;
}

/** An error of the chat layer; `message` is one of the spec's texts. */
export class ChatError extends Error {
  override readonly name = 'ChatError';
  /**
   * @param message one of the spec's texts
   * @param cause the underlying error
   * @param detail the server's reason, e.g. "gems insufficient" for a refused gift purchase
   * @param condition the stanza error condition of a server refusal (typed; branch on this)
   * @param type the stanza error type of a server refusal (`wait`: try again later)
   */
  constructor(
    message: ChatErrorMessage,
    override readonly cause?: unknown,
    readonly detail?: string,
    readonly condition?: StanzaErrorCondition,
    readonly type?: StanzaErrorType,
  ) {
    super(message);
  }
}

/**
 * The typed code of a chat-layer error (one of the spec's texts), or null for anything else.
 * Recognised by class or by name, so code that must not load the chat package (the lazy
 * connection's stand-in errors) is recognised too. Branch on this, never on free text.
 */
export function chatErrorCode(e: unknown): ChatErrorMessage | null {
  if (e instanceof ChatError) return e.message as ChatErrorMessage;
  if (e instanceof Error && e.name === 'ChatError') {
    const m = e.message as ChatErrorMessage;
    return (['need login', 'time out', 'xmpp not connected', 'send failed', 'xmpp send iq error'] as const).includes(m) ? m : null;
  }
  return null;
}
