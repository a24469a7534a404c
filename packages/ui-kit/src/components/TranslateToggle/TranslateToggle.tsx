import { cx } from '../../internal/cx.ts';
import { TranslateIcon } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './TranslateToggle.css.ts';

/** Props of {@link TranslateToggle}. */
export interface TranslateToggleProps {
  /** Whether the translation is shown now (then the button offers the original). */
  translated: boolean;
  /** Called on click (not while `translating`). */
  onToggle: () => void;
  /** Text while the translation is shown, e.g. "Show original". */
  showOriginalLabel: string;
  /** Text while the original is shown, e.g. "Show translation" / "Translate". */
  showTranslationLabel: string;
  /** Translation request in flight: spinner + `translatingLabel`, `aria-busy`, clicks ignored. */
  translating?: boolean;
  /** Text while translating, e.g. "Translating…". */
  translatingLabel: string;
  className?: string;
}

/**
 * Small text button (24 px high, 12 px text) for the footer of a {@link MessageBubble}:
 * translate icon + "Show translation" / "Show original". Uses the surrounding text colour,
 * so it reads on the light incoming bubble and on the brand gradient. While translating it
 * stays focusable (`aria-disabled`) so keyboard focus is not lost.
 */
export function TranslateToggle({
  translated,
  onToggle,
  showOriginalLabel,
  showTranslationLabel,
  translating = false,
  translatingLabel,
  className,
}: TranslateToggleProps) {
  return (
    <button
      type="button"
      className={cx(styles.toggle, className)}
      aria-busy={translating || undefined}
      aria-disabled={translating || undefined}
      aria-pressed={translating ? undefined : translated}
      onClick={() => {
        if (!translating) onToggle();
      }}
    >
      {translating ? <Spinner size={12} /> : <TranslateIcon size={14} />}
      <span>{translating ? translatingLabel : translated ? showOriginalLabel : showTranslationLabel}</span>
    </button>
  );
}
