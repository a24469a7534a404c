import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './SettingsRow.css.ts';

/** Props of {@link SettingsRow}. */
export interface SettingsRowProps {
  /** Setting name (already translated). */
  title: ReactNode;
  /** Optional explanation under the title. */
  description?: ReactNode;
  /** The control at the end side: a `<Switch hideLabel label={same title} />`, a value + chevron, a Button... */
  control: ReactNode;
  /** Optional 36 px icon tile at the start, e.g. `<BellIcon size={20} />`. */
  icon?: ReactNode;
  className?: string;
}

/**
 * One row of a settings page (spec §3 user settings flags: lastSeen, readReceipt,
 * allowNotifications...): optional icon, title and description on the start side, the
 * control on the end side. Min height 60 px; stack rows in a card, hairlines between them.
 */
export function SettingsRow({ title, description, control, icon, className }: SettingsRowProps) {
  return (
    <div className={cx(styles.row, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <div className={styles.text}>
        <div className={styles.title}>{title}</div>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      <div className={styles.control}>{control}</div>
    </div>
  );
}
