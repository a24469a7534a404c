import { cx } from '../../internal/cx.ts';
import * as styles from './CallTimer.css.ts';

/**
 * Formats a call duration in seconds as minutes:seconds (spec §9 "Call timer shows
 * minutes:seconds"): minutes are not padded and not capped at 60, seconds are two digits.
 * Fractions are floored; negative / NaN / Infinity give `"0:00"`.
 * Examples: 5 → "0:05", 723 → "12:03", 3660 → "61:00".
 */
export function formatCallDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${s.toString().padStart(2, '0')}`;
}

/** Props of {@link CallTimer}. */
export interface CallTimerProps {
  /** Elapsed seconds (the caller ticks it, e.g. once per second from the call engine). */
  seconds: number;
  /** Optional accessible prefix, e.g. "Call duration". */
  label?: string;
  className?: string;
}

/**
 * Elapsed call time as `m:ss` in a `<time>` element (`dateTime` = ISO 8601 duration,
 * tabular digits so the width does not wobble, always left-to-right).
 * `role="timer"` is not live by default, so screen readers are not flooded each second.
 */
export function CallTimer({ seconds, label, className }: CallTimerProps) {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const text = formatCallDuration(total);
  return (
    <time
      role="timer"
      dateTime={`PT${Math.floor(total / 60)}M${total % 60}S`}
      aria-label={label ? `${label} ${text}` : undefined}
      className={cx(styles.root, className)}
    >
      {text}
    </time>
  );
}
