import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { useBodyScrollLock } from '../../internal/scrollLock.ts';
import { ClockIcon } from '../Icon/Icon.tsx';
import * as styles from './FullScreenOverlay.css.ts';

/** Props of {@link FullScreenOverlay}. */
export interface FullScreenOverlayProps {
  /** Title, e.g. the translated "Sorry, we're under maintenance" (spec §2). */
  title: ReactNode;
  /** Apology / explanation text. */
  text?: ReactNode;
  /** Icon slot; default a clock in a brand gradient circle (88 px). */
  icon?: ReactNode;
  /** Optional extra content (e.g. a retry Button). */
  children?: ReactNode;
  className?: string;
}

/**
 * Blocking full-viewport overlay for maintenance (spec §2): `role="alertdialog"`,
 * `aria-modal`, labelled by the title and described by the text; takes focus on mount and
 * locks page scrolling while mounted. Sits above everything (`zIndex.maintenance`).
 * Render it only while the condition holds, near the app root (it is `position: fixed`
 * in place, no portal).
 */
export function FullScreenOverlay({ title, text, icon, children, className }: FullScreenOverlayProps) {
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <div
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      tabIndex={-1}
      className={cx(styles.root, className)}
    >
      <div className={styles.card}>
        <div className={styles.icon} aria-hidden>
          {icon ?? <ClockIcon size={40} />}
        </div>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {text ? (
          <p id={textId} className={styles.text}>
            {text}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
