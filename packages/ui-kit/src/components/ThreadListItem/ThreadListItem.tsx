import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { Avatar, type PresenceStatus } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import * as styles from './ThreadListItem.css.ts';

/** Props of {@link ThreadListItem}. */
export interface ThreadListItemProps {
  /** Peer display name. */
  name: string;
  /** Peer avatar URL; initials when missing. */
  avatarSrc?: string | null;
  /** Optional presence dot on the avatar. */
  status?: PresenceStatus;
  /** Accessible text for the presence dot, e.g. "Online". */
  statusLabel?: string;
  /** Last message preview as plain text (rendered as text, one line with ellipsis). */
  preview?: string;
  /** Optional icon before the preview (e.g. camera for a photo message). */
  previewIcon?: ReactNode;
  /** Time label already formatted by the app, e.g. "12:03" or "Yesterday". */
  timeLabel?: string;
  /** Unread count; badge hidden at 0, "99+" above 99. */
  unreadCount?: number;
  /** Accessible text of the unread badge, e.g. "3 unread messages". */
  unreadLabel?: string;
  /** Highlights the open conversation (`aria-current="true"`). */
  selected?: boolean;
  /** Called on activation (button mode), or on a plain click in link mode. */
  onSelect?: () => void;
  /** When set the item is an `<a href>` and plain clicks call `onSelect` after `preventDefault()`. */
  href?: string;
  /** Avatar diameter in px. Default 52. */
  avatarSize?: number;
  className?: string;
}

/**
 * One conversation row in the message list (spec §2 /message): avatar, name, time label,
 * one-line preview and unread Badge. Minimum height 72 px. Renders a `<button>` (or `<a>`
 * with `href`); wrap it in an `<li>` inside a `<ul>`.
 */
export function ThreadListItem({
  name,
  avatarSrc,
  status,
  statusLabel,
  preview,
  previewIcon,
  timeLabel,
  unreadCount = 0,
  unreadLabel,
  selected = false,
  onSelect,
  href,
  avatarSize = 52,
  className,
}: ThreadListItemProps) {
  const unread = unreadCount > 0;
  const content = (
    <>
      <Avatar src={avatarSrc} name={name} alt="" size={avatarSize} status={status} statusLabel={statusLabel} />
      <span className={styles.body}>
        <span className={styles.row}>
          <span className={styles.name}>
            <span className={styles.truncate} dir="auto">
              {name}
            </span>
          </span>
          {timeLabel ? <span className={cx(styles.time, unread && styles.timeUnread)}>{timeLabel}</span> : null}
        </span>
        <span className={styles.row}>
          <span className={cx(styles.preview, unread && styles.previewUnread)}>
            {previewIcon}
            {preview ? (
              <span className={styles.truncate} dir="auto">
                {preview}
              </span>
            ) : null}
          </span>
          {unread ? <Badge count={unreadCount} aria-label={unreadLabel ?? String(unreadCount)} /> : null}
        </span>
      </span>
    </>
  );
  const common = {
    className: cx(styles.root, className),
    'aria-current': selected ? ('true' as const) : undefined,
  };
  if (href !== undefined) {
    return (
      <a
        {...common}
        href={href}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (!onSelect || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onSelect();
        }}
      >
        {content}
      </a>
    );
  }
  return (
    <button type="button" {...common} onClick={onSelect}>
      {content}
    </button>
  );
}
