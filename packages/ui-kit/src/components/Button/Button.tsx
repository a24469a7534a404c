import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

/** Props of {@link Button}. All native `<button>` props pass through. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` (brand gradient), `secondary` (soft brand), `ghost` (outlined), `danger`. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Height: `sm` 32 px, `md` 44 px (default), `lg` 52 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the container width. */
  fullWidth?: boolean;
  /**
   * Shows a spinner over the hidden label (width stays the same), sets `aria-busy` and
   * ignores clicks.
   */
  loading?: boolean;
  /** Icon before the label (start side; mirrors in RTL). */
  startIcon?: ReactNode;
  /** Icon after the label (end side). */
  endIcon?: ReactNode;
}

/**
 * The class names of a {@link Button} look, for an element that must stay a link (`<a>`), e.g.
 * a router `Link` that navigates: `className={buttonClass({ variant: 'primary' })}`. Variants
 * and sizes as in {@link ButtonProps} (`md` = 44 px high by default).
 */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth = false }: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}): string {
  return styles.button({ variant, size, fullWidth });
}

/**
 * Pill-shaped action button. `type` defaults to `"button"` (never submits by accident).
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  startIcon,
  endIcon,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const spinnerSize = size === 'sm' ? 14 : size === 'lg' ? 22 : 18;
  return (
    <button
      type={type}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      aria-busy={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      <span className={styles.label}>
        {startIcon}
        {children}
        {endIcon}
      </span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner size={spinnerSize} />
        </span>
      ) : null}
    </button>
  );
}
