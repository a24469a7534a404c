import { cx } from '../../internal/cx.ts';
import * as styles from './ConnectionQuality.css.ts';

/** Props of {@link ConnectionQuality}. */
export interface ConnectionQualityProps {
  /** The grade (from the call's getStats: packet loss, round-trip time, frame rate). */
  level: 'good' | 'weak' | 'poor';
  /** Short visible word, e.g. "Good". */
  text: string;
  /** Accessible name, e.g. "Connection: good". */
  label: string;
  /** Optional details for the tooltip, e.g. "12 ms · 0 % loss". */
  details?: string;
  className?: string;
}

const LIT = { good: 3, weak: 2, poor: 1 } as const;

/**
 * A connection-quality chip for the call screen: three signal bars (3 lit green = good, 2
 * amber = weak, 1 red = poor) and a short word, so the grade is not told by colour alone.
 * One accessible name (`role="img"` + `label`); not a live region, so a grade that changes
 * every few seconds does not interrupt a screen reader.
 */
export function ConnectionQuality({ level, text, label, details, className }: ConnectionQualityProps) {
  const lit = LIT[level];
  return (
    <span role="img" aria-label={label} title={details ?? label} data-level={level} className={cx(styles.root, styles.level[level], className)}>
      <svg className={styles.bars} width="14" height="12" viewBox="0 0 14 12" aria-hidden="true" focusable="false">
        {[0, 1, 2].map((i) => (
          <rect key={i} x={i * 5} y={8 - i * 4} width="3.5" height={4 + i * 4} rx="1" fill="currentColor" opacity={i < lit ? 1 : 0.3} />
        ))}
      </svg>
      <span className={styles.text} aria-hidden="true">{text}</span>
    </span>
  );
}
