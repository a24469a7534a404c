import { cx } from '../../internal/cx.ts';
import * as styles from './UnknownMessage.css.ts';

/** Props of {@link UnknownMessage}. */
export interface UnknownMessageProps {
  /** Placeholder text (already translated), e.g. "This message is not supported yet. Update the app to see it." */
  text: string;
  /** Side of the thread. Default `in`. */
  direction?: 'in' | 'out';
  className?: string;
}

/**
 * Muted italic placeholder for message types the web app cannot show (spec §3: unknown
 * numbers map to "unknown"): a dashed-outline bubble, so it reads as "not real content".
 */
export function UnknownMessage({ text, direction = 'in', className }: UnknownMessageProps) {
  return (
    <div className={cx(styles.root, className)} data-direction={direction} dir="auto">
      {text}
    </div>
  );
}
