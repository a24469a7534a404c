/** Chat errors (spec §8 "Chat sign-in errors", §5 "A call needs a logged-in chat connection"). */
export type ChatErrorMessage =
  | 'need login'
  | 'time out'
  | 'xmpp not connected'
  | 'send failed'
  | 'xmpp send iq error';

/** An error of the chat layer; `message` is one of the spec's texts. */
export class ChatError extends Error {
  override readonly name = 'ChatError';
  /**
   * @param message one of the spec's texts
   * @param cause the underlying error
   * @param detail the server's reason, e.g. "gems insufficient" for a refused gift purchase
   */
  constructor(message: ChatErrorMessage, override readonly cause?: unknown, readonly detail?: string) {
    super(message);
  }
}
