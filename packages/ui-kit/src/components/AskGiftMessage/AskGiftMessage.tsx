import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { FallbackImg } from '../../internal/FallbackImg.tsx';
import { Button } from '../Button/Button.tsx';
import { CheckIcon, GiftIcon } from '../Icon/Icon.tsx';
import { LinkifiedText } from '../LinkifiedText/LinkifiedText.tsx';
import * as styles from './AskGiftMessage.css.ts';

/** Props of {@link AskGiftMessage}. */
export interface AskGiftMessageProps {
  /** Gift picture URL (56 px; a broken image shows a gift icon). */
  iconSrc: string;
  /** Gift name, e.g. "Rose". */
  title: string;
  /** The host's line, e.g. "Would you send me a rose? 🌹" (peer text, rendered as plain text). */
  text: string;
  /** Price, e.g. `<><CoinIcon tier={1} size={14} /> 99</>`. */
  priceLabel: ReactNode;
  /** Whether the viewer already sent this gift (spec §3 ask_gift `isSend`). */
  sent: boolean;
  /** Text of the send button, e.g. "Send". */
  sendLabel: string;
  /** Text of the sent state, e.g. "Sent". */
  sentLabel: string;
  /** Called by the send button. */
  onSend: () => void;
  /** Sending in flight: the button shows a spinner and keeps its width. */
  sending?: boolean;
  /** Disables the send button (e.g. while offline). */
  disabled?: boolean;
  className?: string;
}

/**
 * The host asks for a gift (spec §3 ask_gift): a 260 px card with the host's line, the gift
 * (picture, name, price) and a full-width Send button that becomes a non-interactive
 * "Sent" state with a check once `sent` is true (same 40 px height, so nothing jumps).
 */
export function AskGiftMessage({
  iconSrc,
  title,
  text,
  priceLabel,
  sent,
  sendLabel,
  sentLabel,
  onSend,
  sending = false,
  disabled = false,
  className,
}: AskGiftMessageProps) {
  return (
    <div className={cx(styles.root, className)} data-sent={sent || undefined}>
      <LinkifiedText text={text} className={styles.text} />
      <div className={styles.gift}>
        <span className={styles.art}>
          <FallbackImg
            className={styles.icon}
            src={iconSrc}
            alt=""
            size={56}
            fallback={
              <span className={styles.icon}>
                <GiftIcon size={32} />
              </span>
            }
          />
        </span>
        <span className={styles.giftInfo}>
          <span className={styles.title} dir="auto">
            {title}
          </span>
          <span className={styles.price}>{priceLabel}</span>
        </span>
      </div>
      {sent ? (
        <span className={styles.sent} role="status">
          <CheckIcon size={16} />
          {sentLabel}
        </span>
      ) : (
        <Button size="sm" fullWidth className={styles.send} onClick={onSend} loading={sending} disabled={disabled} startIcon={<GiftIcon size={16} />}>
          {sendLabel}
        </Button>
      )}
    </div>
  );
}
