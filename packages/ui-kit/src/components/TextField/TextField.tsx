import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { AlertIcon, Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './TextField.css.ts';

/** Props of {@link TextField}. Native `<input>` props pass through to the input. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label, linked with `<label for>`. */
  label: ReactNode;
  /** Error text. When set: `aria-invalid`, red border, text linked by `aria-describedby`. */
  error?: ReactNode;
  /** Helper text under the field, also linked by `aria-describedby`. */
  hint?: ReactNode;
  /** For `type="password"`: accessible labels of the show/hide toggle, e.g. "Show password". */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
  /** Class of the outer wrapper. */
  className?: string;
}

function EyeIcon({ off }: { off: boolean }) {
  return (
    <Icon size={20}>
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M4 4l16 16" /> : null}
    </Icon>
  );
}

/**
 * Labelled text input, 48 px high. Error and hint texts are connected with
 * `aria-describedby`; `type="password"` gets a show/hide toggle button (when labels are given).
 */
export function TextField({
  label,
  error,
  hint,
  id,
  type = 'text',
  showPasswordLabel,
  hidePasswordLabel,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const describedByIds = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const canToggle = isPassword && showPasswordLabel && hidePasswordLabel;

  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
        <input
          id={inputId}
          type={isPassword && reveal ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
          disabled={disabled}
          {...rest}
        />
        {canToggle ? (
          <IconButton
            className={styles.toggle}
            size="sm"
            aria-label={reveal ? hidePasswordLabel : showPasswordLabel}
            aria-controls={inputId}
            icon={<EyeIcon off={reveal} />}
            disabled={disabled}
            onClick={() => setReveal((v) => !v)}
          />
        ) : null}
      </div>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          <AlertIcon size={14} />
          {error}
        </span>
      ) : null}
    </div>
  );
}
