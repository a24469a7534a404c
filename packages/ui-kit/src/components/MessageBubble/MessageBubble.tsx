import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { AlertIcon, CheckIcon, ClockIcon } from '../Icon/Icon.tsx';
import { LinkifiedText } from '../LinkifiedText/LinkifiedText.tsx';
import * as styles from './MessageBubble.css.ts';

/** Delivery state of an outgoing message (spec §4 message state). */
export type MessageStatus = 'sending' | 'success' | 'error';

/** Props of {@link MessageBubble}. */
export interface MessageBubbleProps {
  /** `in` = from the peer (start side, light bubble), `out` = mine (end side, brand gradient). */
  direction: 'in' | 'out';
  /**
   * Message text, rendered through {@link LinkifiedText}: always plain text (React escapes it);
   * HTML in it is shown literally and never parsed; only `http(s)` URLs become links
   * (new tab, `rel="noopener noreferrer"`). Line breaks are kept; direction is detected per
   * message (`<bdi dir="auto">`, isolated), so Arabic text in an English UI (and vice versa)
   * reads and aligns correctly and bidi override characters cannot leak out of the bubble.
   */
  text?: string;
  /** Extra content inside the bubble below the text (image, sticker, gift card...). */
  children?: ReactNode;
  /**
   * Optional footer inside the bubble under the text and children, after a hairline
   * separator: e.g. the translated text plus a `TranslateToggle`.
   */
  footer?: ReactNode;
  /** Time label already formatted by the app, e.g. "12:03". */
  timeLabel?: string;
  /** Delivery state; shown for outgoing messages only as a small icon. */
  status?: MessageStatus;
  /** Accessible names of the status icons, e.g. `{ sending: 'Sending', success: 'Sent', error: 'Not sent' }`. */
  statusLabels?: Partial<Record<MessageStatus, string>>;
  /** With `status="error"`: called by the retry button. */
  onRetry?: () => void;
  /** Text of the retry button (e.g. "Retry"). */
  retryLabel?: string;
  /** Optional avatar for incoming messages (32 px slot). */
  avatar?: ReactNode;
  className?: string;
}

/**
 * One chat message bubble. Outgoing bubbles align to the end side with the brand gradient,
 * incoming ones to the start side; mirrors in RTL. Outgoing status: clock (sending), check
 * (success), red alert + retry button (error).
 */
export function MessageBubble({
  direction,
  text,
  children,
  footer,
  timeLabel,
  status,
  statusLabels,
  onRetry,
  retryLabel,
  avatar,
  className,
}: MessageBubbleProps) {
  const showStatus = direction === 'out' && status;
  const statusIcon =
    status === 'sending' ? (
      <ClockIcon size={14} title={statusLabels?.sending} />
    ) : status === 'success' ? (
      <CheckIcon size={14} title={statusLabels?.success} />
    ) : status === 'error' ? (
      <AlertIcon size={14} title={statusLabels?.error} />
    ) : null;
  return (
    <div
      className={cx(styles.row, className)}
      data-direction={direction}
      data-status={direction === 'out' ? status : undefined}
    >
      {direction === 'in' && avatar ? <div className={styles.avatar}>{avatar}</div> : null}
      <div className={styles.column}>
        <div className={styles.bubble}>
          {text ? <LinkifiedText text={text} className={styles.text} /> : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
        {timeLabel || showStatus ? (
          <div className={styles.meta}>
            {timeLabel ? <span>{timeLabel}</span> : null}
            {showStatus ? (
              <span
                className={cx(
                  styles.statusIcon,
                  status === 'success' && styles.statusSuccess,
                  status === 'error' && styles.statusError,
                )}
                data-status={status}
              >
                {statusIcon}
              </span>
            ) : null}
            {showStatus && status === 'error' && onRetry && retryLabel ? (
              <button type="button" className={styles.retry} onClick={onRetry}>
                {retryLabel}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
