import { cx } from '../../internal/cx.ts';
import * as styles from './Badge.css.ts';

/** Text a Badge shows for `count` (pure): `''` for 0 or less, `"99+"` above `max`. */
export function formatBadgeCount(count: number, max = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const n = Math.floor(count);
  return n > max ? `${max}+` : String(n);
}

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Unread count. 0 (or less) renders nothing. */
  count: number;
  /** Highest number shown before "`max`+". Default 99. */
  max?: number;
  /** Accessible text, e.g. "5 unread messages" (passed in, no i18n here). */
  'aria-label': string;
  /** `danger` red (default) or `brand` gradient. */
  tone?: 'danger' | 'brand';
  className?: string;
}

/** Small pill with an unread count: "1".."99", "99+" above 99, hidden at 0. Height 20 px. */
export function Badge({ count, max = 99, tone = 'danger', className, 'aria-label': ariaLabel }: BadgeProps) {
  const text = formatBadgeCount(count, max);
  if (!text) return null;
  return (
    <span className={cx(styles.root, tone === 'brand' && styles.brand, className)} role="img" aria-label={ariaLabel}>
      <span aria-hidden dir="ltr">
        {text}
      </span>
    </span>
  );
}
