import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './ListRow.css.ts';

/** Props of {@link ListRow}. */
export interface ListRowProps {
  /** Leading visual, 44 px slot: an `<Avatar size={44} />` or an icon. */
  icon: ReactNode;
  /** Main line, e.g. the peer name (own direction, one line with ellipsis). */
  title: string;
  /** Second line, e.g. `<><MissedCallIcon size={14} /> Missed · 0:00</>` (one line with ellipsis). */
  subtitle?: ReactNode;
  /** Time label at the end of the first line, already formatted, e.g. "12:03" or "Yesterday". */
  meta?: ReactNode;
  /** Interactive slot at the end side, outside the row's own button (e.g. a call-back IconButton). */
  trailing?: ReactNode;
  /** Makes the main area a button (e.g. open the peer's profile or chat). */
  onClick?: () => void;
  /** Colours the subtitle red (missed call). */
  danger?: boolean;
  className?: string;
}

/**
 * Generic list row, e.g. the call record list (spec §3 videocalls store): leading icon /
 * avatar, title + subtitle, meta (time) and an optional trailing action. With `onClick` the
 * main area is a `<button>`; `trailing` is a sibling, so it can hold its own buttons without
 * nesting interactive elements. Min height 68 px. Wrap rows in a `<ul>` / `<li>`.
 */
export function ListRow({ icon, title, subtitle, meta, trailing, onClick, danger = false, className }: ListRowProps) {
  const content = (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.body}>
        <span className={styles.line}>
          {/* <bdi>: a name in another script keeps its own direction without moving the row's layout. */}
          <span className={styles.title}>
            <bdi>{title}</bdi>
          </span>
          {meta ? <span className={styles.meta}>{meta}</span> : null}
        </span>
        {subtitle ? <span className={cx(styles.subtitle, danger && styles.danger)}>{subtitle}</span> : null}
      </span>
    </>
  );
  return (
    <div className={cx(styles.root, onClick && styles.interactive, className)}>
      {onClick ? (
        <button type="button" className={cx(styles.main, styles.mainButton)} onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className={styles.main}>{content}</div>
      )}
      {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
    </div>
  );
}
