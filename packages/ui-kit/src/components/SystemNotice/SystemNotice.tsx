import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './SystemNotice.css.ts';

/** Props of {@link SystemNotice}. */
export interface SystemNoticeProps {
  /** Notice text (already translated) or server text (rendered as text), e.g. "Aisha is now your friend". */
  children: ReactNode;
  /** Optional 14 px icon before the text. */
  icon?: ReactNode;
  className?: string;
}

/**
 * Centered pill for system and notice message types (spec §3: system, notice_info,
 * violate_rule, maintenance, local_accept_friend...). Full row width, pill at most 85 %
 * wide; wraps on long text; isolated direction (`dir="auto"`).
 */
export function SystemNotice({ children, icon, className }: SystemNoticeProps) {
  return (
    <div className={cx(styles.row, className)}>
      <p className={styles.pill} dir="auto">
        {icon ? (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        ) : null}
        {children}
      </p>
    </div>
  );
}
