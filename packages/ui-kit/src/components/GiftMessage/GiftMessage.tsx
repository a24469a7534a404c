import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { FallbackImg } from '../../internal/FallbackImg.tsx';
import { GiftIcon } from '../Icon/Icon.tsx';
import * as styles from './GiftMessage.css.ts';

/** Props of {@link GiftMessage}. */
export interface GiftMessageProps {
  /** Gift picture URL (spec §3 gift `iconUrl`), shown at 72 px. A broken image shows a gift icon. */
  iconSrc: string;
  /** Gift name (spec `title`), e.g. "Rose". */
  title: string;
  /** Price line, e.g. `<><CoinIcon tier={1} size={14} /> 99</>`. */
  priceLabel: ReactNode;
  /** `out` = I sent it (brand gradient card), `in` = I received it (light card). */
  direction: 'in' | 'out';
  /** Optional small line above the title, e.g. "Sent you a gift". */
  caption?: ReactNode;
  className?: string;
}

/**
 * Gift sent in chat (spec §3 gift attachment): a 184 px wide card with the gift picture on a
 * soft glow, its name and its price. Fixed picture size, so nothing jumps while it loads.
 */
export function GiftMessage({ iconSrc, title, priceLabel, direction, caption, className }: GiftMessageProps) {
  return (
    <div className={cx(styles.root, className)} data-direction={direction}>
      <span className={styles.art}>
        <FallbackImg
          className={styles.icon}
          src={iconSrc}
          alt=""
          size={72}
          fallback={
            <span className={styles.icon}>
              <GiftIcon size={40} />
            </span>
          }
        />
      </span>
      {caption ? <span className={styles.caption}>{caption}</span> : null}
      <span className={styles.title} dir="auto">
        {title}
      </span>
      <span className={styles.price}>{priceLabel}</span>
    </div>
  );
}
