import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './ErrorState.css.ts';
import { Button } from '../Button/Button.tsx';
import { AlertIcon } from '../Icon/Icon.tsx';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Heading, e.g. "Something went wrong". */
  title: ReactNode;
  /** Explanation text. */
  text?: ReactNode;
  /** Label of the retry button; the button shows only with `onRetry`. */
  retryLabel?: ReactNode;
  /** Called when the retry button is pressed. */
  onRetry?: () => void;
  /** Shows the retry button as loading (keeps its width). */
  retrying?: boolean;
  /** Icon slot; default an alert icon. */
  icon?: ReactNode;
  /** Heading level of the title. Default `h2`. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/**
 * Failure block with a retry button (`role="alert"` so it is announced when it appears).
 * Same layout as EmptyState with a red icon.
 */
export function ErrorState({
  title,
  text,
  retryLabel,
  onRetry,
  retrying = false,
  icon,
  headingLevel: Heading = 'h2',
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={cx(styles.root, className)}>
      <div className={cx(styles.icon, styles.iconDanger)} aria-hidden>
        {icon ?? <AlertIcon size={32} />}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {onRetry && retryLabel ? (
        <div className={styles.action}>
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
