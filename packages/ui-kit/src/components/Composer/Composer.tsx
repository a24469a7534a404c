import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { PlusIcon, SendIcon } from '../Icon/Icon.tsx';
import * as styles from './Composer.css.ts';

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** Called with the trimmed text on Enter or the send button; the field is cleared after. */
  onSend: (text: string) => void;
  /** Controlled text (optional). Without it the Composer keeps its own state. */
  value?: string;
  /** Called on every edit (and with `""` after a send). */
  onChange?: (value: string) => void;
  /** Accessible name of the text area, e.g. "Message". */
  'aria-label': string;
  /** Accessible name of the send button, e.g. "Send". */
  sendLabel: string;
  placeholder?: string;
  /** Maximum characters (native `maxLength`); a counter appears from 80 % of it. */
  maxLength?: number;
  /** Grows with content up to this many lines (20 px each), then scrolls. Default 5. */
  maxRows?: number;
  disabled?: boolean;
  /** Buttons before the field (emoji, gift, photo...). */
  startSlot?: ReactNode;
  /**
   * Accessible name of the button that shows `startSlot` again (e.g. "More"). With it, on narrow
   * screens (< 480 px) the slot folds into that one button while the user types, so the text
   * box keeps most of the width (issue 17.12: it was squeezed to 145 px on phones).
   */
  slotLabel?: string;
  autoFocus?: boolean;
  className?: string;
}

const LINE_HEIGHT = 20;
const PADDING_BLOCK = 20;

let fieldSizing: boolean | undefined;
/** Whether this browser sizes a textarea to its content from CSS (`field-sizing: content`); asked once. */
function sizesItself(): boolean {
  return (fieldSizing ??= typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content'));
}

/**
 * Message input bar: auto-growing textarea (1..`maxRows` lines of 20 px: CSS `field-sizing:
 * content` where the browser has it, else the height set from `scrollHeight`), Enter sends,
 * Shift+Enter inserts a newline, Enter during IME composition
 * does nothing; the round send button (44 px, mirrors in RTL) is disabled while the text is
 * empty or whitespace.
 */
export function Composer({
  onSend,
  value: controlled,
  onChange,
  'aria-label': ariaLabel,
  sendLabel,
  placeholder,
  maxLength,
  maxRows = 5,
  disabled = false,
  startSlot,
  slotLabel,
  autoFocus,
  className,
}: ComposerProps) {
  const [own, setOwn] = useState('');
  /** The slot was unfolded while typing; folds again after a send. */
  const [unfolded, setUnfolded] = useState(false);
  const value = controlled ?? own;
  const ref = useRef<HTMLTextAreaElement>(null);
  const canSend = !disabled && value.trim().length > 0;

  const max = maxRows * LINE_HEIGHT + PADDING_BLOCK;
  // Where the browser sizes the field to its text itself (CSS field-sizing), nothing is measured
  // here: the measure below reads the layout on every keystroke, a forced layout of ~6-9 ms each
  // on a 4x slower phone (issue 21, typing).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || sizesItself()) return;
    el.style.height = 'auto';
    const next = Math.min(Math.max(el.scrollHeight, LINE_HEIGHT + PADDING_BLOCK), max);
    el.style.height = `${next}px`;
  }, [value, max]);

  const update = (next: string) => {
    if (controlled === undefined) setOwn(next);
    onChange?.(next);
  };

  const send = () => {
    const text = value.trim();
    if (!text || disabled) return;
    onSend(text);
    update('');
    setUnfolded(false);
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  const showCounter = maxLength !== undefined && value.length >= maxLength * 0.8;

  const folded = !!startSlot && !!slotLabel && value.length > 0 && !unfolded;

  return (
    <div className={cx(styles.root, className)} data-folded={folded ? 'true' : undefined}>
      {startSlot ? <div className={styles.slot}>{startSlot}</div> : null}
      {folded ? (
        <button type="button" className={styles.unfold} aria-label={slotLabel} onClick={() => setUnfolded(true)}>
          <PlusIcon size={20} />
        </button>
      ) : null}
      <div className={styles.field}>
        <textarea
          ref={ref}
          rows={1}
          className={styles.textarea}
          style={{ maxHeight: max }}
          value={value}
          onChange={(event) => update(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={ariaLabel}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          autoFocus={autoFocus}
          enterKeyHint="send"
        />
        {showCounter ? (
          <span className={cx(styles.counter, value.length >= maxLength && styles.counterFull)} aria-live="polite">
            {value.length}/{maxLength}
          </span>
        ) : null}
      </div>
      <button type="button" className={styles.send} aria-label={sendLabel} disabled={!canSend} onClick={send}>
        <SendIcon size={20} />
      </button>
    </div>
  );
}
