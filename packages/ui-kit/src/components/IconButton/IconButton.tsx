import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import * as styles from './IconButton.css.ts';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Required accessible name (the button shows only an icon). */
  'aria-label': string;
  /** The icon, e.g. `<CloseIcon />`. Decorative; the label names the button. */
  icon: ReactNode;
  /** `ghost` (default, transparent), `soft` (grey), `primary` (brand gradient), `overlay` (on photos/video). */
  variant?: 'ghost' | 'soft' | 'primary' | 'overlay';
  /** Square size: `sm` 32 px, `md` 40 px (default), `lg` 48 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Optional corner badge (e.g. `<Badge count={3} aria-label="3 unread" />`), top end corner. */
  badge?: ReactNode;
}

/**
 * Round icon-only button with a required `aria-label`; `type` defaults to `"button"`. With a
 * badge, the label becomes hidden text before it, so the name is the label then the badge's
 * ("Messages 7 unread"): the count a speech-control user sees is part of what they can say
 * (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  badge,
  className,
  type = 'button',
  'aria-label': label,
  ...rest
}: IconButtonProps) {
  return (
    <button type={type} className={cx(styles.iconButton({ variant, size }), className)} aria-label={badge ? undefined : label} {...rest}>
      {icon}
      {badge ? <span className={visuallyHidden}>{label} </span> : null}
      {badge ? <span className={styles.badge}>{badge}</span> : null}
    </button>
  );
}
