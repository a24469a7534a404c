import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { BackIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './TopBar.css.ts';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Title text (one line with ellipsis). */
  title: ReactNode;
  /** Small second line (e.g. "Online" under a chat peer's name). */
  subtitle?: ReactNode;
  /** Back button slot (any node). Takes precedence over `onBack`. */
  back?: ReactNode;
  /** Convenience: renders a back IconButton (arrow mirrors in RTL) calling this. Needs `backLabel`. */
  onBack?: () => void;
  /** Accessible label of the built-in back button, e.g. "Back". */
  backLabel?: string;
  /** Actions slot at the end side (IconButtons...). */
  actions?: ReactNode;
  /** Heading element of the title. Default `h1`. */
  as?: 'h1' | 'h2' | 'div';
  /** Sticks to the top while scrolling (with safe-area inset). Default true. */
  sticky?: boolean;
  /** `surface` (default, white with bottom border) or `transparent` (over media). */
  variant?: 'surface' | 'transparent';
  className?: string;
}

/** Page header bar, 56 px high: [back] title/subtitle … [actions]. Start/end mirror in RTL. */
export function TopBar({
  title,
  subtitle,
  back,
  onBack,
  backLabel,
  actions,
  as: Heading = 'h1',
  sticky = true,
  variant = 'surface',
  className,
}: TopBarProps) {
  const backNode =
    back ?? (onBack && backLabel ? <IconButton aria-label={backLabel} icon={<BackIcon />} onClick={onBack} /> : null);
  return (
    <header className={cx(styles.root, sticky && styles.sticky, variant === 'transparent' && styles.transparent, className)}>
      {backNode ? <div className={styles.start}>{backNode}</div> : null}
      <div className={styles.titles}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
