import type { CSSProperties } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './Spinner.css.ts';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in px. Default 20. Border width scales with it (size / 8, min 2 px). */
  size?: number;
  /**
   * Accessible text such as "Loading" (passed in, ui-kit has no i18n). With a label the
   * spinner is `role="status"`; without it the spinner is decorative (`aria-hidden`).
   */
  label?: string;
  /** Colour; default `currentColor` of the parent. */
  color?: string;
  className?: string;
}

/** Rotating ring shown while something loads. Fixed size, so it never moves layout. */
export function Spinner({ size = 20, label, color, className }: SpinnerProps) {
  const style: CSSProperties = {
    width: size,
    height: size,
    borderWidth: Math.max(2, Math.round(size / 8)),
    ...(color ? { color } : null),
  };
  return (
    <span
      className={cx(styles.root, className)}
      style={style}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
