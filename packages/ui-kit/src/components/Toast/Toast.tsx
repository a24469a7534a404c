import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { AlertIcon, CheckIcon, ClockIcon, CloseIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** Accessible name of the region, e.g. "Notifications". */
  'aria-label': string;
  /** The visible {@link Toast} items, newest last. */
  children?: ReactNode;
  className?: string;
}

/**
 * Fixed stack that holds toasts: top-center on mobile, top-end corner on desktop (≥1024 px),
 * above modals (`zIndex.toast`). Render it once near the app root; the app keeps the list.
 */
export function ToastRegion({ children, className, 'aria-label': ariaLabel }: ToastRegionProps) {
  return (
    <section aria-label={ariaLabel} className={cx(styles.region, className)}>
      {children}
    </section>
  );
}

/** Props of {@link Toast}. */
export interface ToastProps {
  /** Message text (already translated). */
  children: ReactNode;
  /** Icon and colour accent. Default `info`. */
  tone?: 'info' | 'success' | 'warning' | 'error';
  /** Auto-dismiss after this many ms (calls `onDismiss`). Default 4000; 0 keeps it open. */
  duration?: number;
  /** Called when the timer ends or the close button is pressed. */
  onDismiss?: () => void;
  /** Accessible label of the close button; without it no close button is shown. */
  dismissLabel?: string;
  /** Optional action, e.g. a small "Undo" Button. */
  action?: ReactNode;
  className?: string;
}

const toneIcon = {
  info: <ClockIcon size={20} />,
  success: <CheckIcon size={20} />,
  warning: <AlertIcon size={20} />,
  error: <AlertIcon size={20} />,
} as const;

/**
 * One toast message: `role="status"` (polite live region; `role="alert"` for `error`),
 * auto-dismiss after `duration` ms. The timer pauses while hovered or focused.
 */
export function Toast({ children, tone = 'info', duration = 4000, onDismiss, dismissLabel, action, className }: ToastProps) {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);
  const paused = useRef(false);
  const remaining = useRef(duration);

  useEffect(() => {
    remaining.current = duration;
    if (duration <= 0) return;
    let last = Date.now();
    const id = setInterval(() => {
      const now = Date.now();
      if (!paused.current) remaining.current -= now - last;
      last = now;
      if (remaining.current <= 0) {
        clearInterval(id);
        onDismissRef.current?.();
      }
    }, 100);
    return () => clearInterval(id);
  }, [duration]);

  const pause = () => {
    paused.current = true;
  };
  const resume = () => {
    paused.current = false;
  };

  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.toast, className)}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <span className={cx(styles.icon, styles.tone[tone])}>{toneIcon[tone]}</span>
      <span className={styles.message}>{children}</span>
      {action || dismissLabel ? (
        <span className={styles.action}>
          {action}
          {dismissLabel ? (
            <IconButton aria-label={dismissLabel} icon={<CloseIcon size={18} />} size="sm" onClick={() => onDismiss?.()} />
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
