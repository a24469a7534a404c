import type { ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './EmptyState.css.ts';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Icon slot, shown in a 72 px soft brand circle (e.g. `<ChatIcon size={32} />`). */
  icon?: ReactNode;
  /** Heading text. */
  title: ReactNode;
  /** Explanation under the title. */
  text?: ReactNode;
  /** Optional call to action, e.g. a Button. */
  action?: ReactNode;
  /** Heading level of the title (`h1` when the block is the whole page). Default `h2`. */
  headingLevel?: 'h1' | 'h2' | 'h3' | 'h4';
  /**
   * Ref to the heading; when given, the heading is focusable from script (`tabIndex=-1`), so
   * a page can move focus to its title and screen readers announce it.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
}

/** Centered "nothing here yet" block: icon, title, text and an optional action. */
export function EmptyState({ icon, title, text, action, headingLevel: Heading = 'h2', headingRef, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      {icon ? (
        <div className={styles.icon} aria-hidden>
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
