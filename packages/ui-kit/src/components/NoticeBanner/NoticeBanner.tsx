import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { visuallyHidden } from '../../theme/a11y.css.ts';
import { CloseIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './NoticeBanner.css.ts';

/** Props of {@link NoticeBanner}. */
export interface NoticeBannerProps {
  /** Sender picture, e.g. `<Avatar size={44} ... />` (44 px slot). */
  avatar: ReactNode;
  /**
   * Sender name (peer text, shown in its own direction), or a sentence with the name isolated
   * (`<BidiText>`: `<bdi>` names do not decide the line's direction).
   */
  title: ReactNode;
  /** Message preview, plain text, up to two lines then an ellipsis. */
  text: string;
  /** Opens the conversation (click, Enter or Space on the banner). */
  onOpen: () => void;
  /** Called by the close button, Escape, or when the timer ends. */
  onDismiss: () => void;
  /** Action hint read after the content by screen readers, e.g. "Open chat". */
  openLabel: string;
  /** Accessible name of the close button, e.g. "Dismiss". */
  dismissLabel: string;
  /**
   * Auto-dismiss delay in ms. Default 5000; 0 keeps it open. The timer pauses while the
   * pointer is over the banner or focus is inside it, and resumes with the time left.
   * Give the banner a `key` per message so a new message restarts the timer.
   */
  duration?: number;
  className?: string;
}

/**
 * "Message notice" banner for a message that arrives outside the open thread (spec
 * notice_info): slides in from the top, top-center (max 420 px) on desktop and full width
 * (8 px margins, under the safe area) on mobile, above modals (`zIndex.toast`). It is a
 * polite live region (`role="status"`). The whole banner is one button that opens the chat;
 * a close button dismisses; Escape dismisses while focused. A thin bar shows the time left.
 */
export function NoticeBanner({
  avatar,
  title,
  text,
  onOpen,
  onDismiss,
  openLabel,
  dismissLabel,
  duration = 5000,
  className,
}: NoticeBannerProps) {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(duration);

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (duration <= 0 || paused) return;
    const started = Date.now();
    const id = setTimeout(() => onDismissRef.current(), Math.max(remaining.current, 0));
    return () => {
      clearTimeout(id);
      remaining.current -= Date.now() - started;
    };
  }, [duration, paused]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
    }
  };
  const onOpenKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter is handled here so it opens exactly once (the native click is prevented).
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen();
    }
  };

  return (
    // `data-transient`: it overlays the page's top for a few seconds by design (the app keeps it
    // off dialogs); layout checks do not count it as covering what is under it.
    <div className={styles.region} data-transient="">
      <div
        role="status"
        className={cx(styles.banner, className)}
        data-paused={paused || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <button type="button" className={styles.open} onClick={onOpen} onKeyDown={onOpenKeyDown}>
          <span className={styles.avatar}>{avatar}</span>
          <span className={styles.body}>
            <span className={styles.title} dir="auto">
              {title}
            </span>
            <span className={styles.text} dir="auto">
              {text}
            </span>
          </span>
          <span className={visuallyHidden}>{openLabel}</span>
        </button>
        <IconButton className={styles.dismiss} aria-label={dismissLabel} icon={<CloseIcon size={18} />} size="sm" onClick={onDismiss} />
        {duration > 0 ? <span className={styles.timer} style={{ animationDuration: `${duration}ms` }} aria-hidden /> : null}
      </div>
    </div>
  );
}
