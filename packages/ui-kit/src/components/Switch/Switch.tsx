import { useId, type KeyboardEvent } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './Switch.css.ts';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** On / off (controlled). */
  checked: boolean;
  /** Called with the new value on click, Space or Enter. */
  onChange: (checked: boolean) => void;
  /** Label (already translated); names the switch. */
  label: string;
  /** Optional second line under the label (linked with `aria-describedby`). */
  description?: string;
  /** Show no visible label (e.g. inside a SettingsRow that already shows it); `label` still names the switch. */
  hideLabel?: boolean;
  disabled?: boolean;
  /** Id of the switch element; default generated. */
  id?: string;
  className?: string;
}

/**
 * On/off switch (`<button role="switch" aria-checked>`), 52x32 px track with a 26 px thumb
 * that slides to the end side (mirrors in RTL). Label and description sit on the start side;
 * clicking the label toggles too. Space and Enter toggle; visible focus ring.
 */
export function Switch({ checked, onChange, label, description, hideLabel = false, disabled = false, id, className }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const descriptionId = `${switchId}-description`;
  const showText = !hideLabel;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Space toggles on key down (snappier, and testable); the native key-up click is cancelled.
    if (event.key === ' ') {
      event.preventDefault();
      if (!disabled) onChange(!checked);
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ') event.preventDefault();
  };

  return (
    <div className={cx(styles.root, className)} data-disabled={disabled || undefined}>
      {showText ? (
        <span className={styles.text}>
          <label htmlFor={switchId} className={styles.label} dir="auto">
            {label}
          </label>
          {description ? (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      ) : null}
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={showText ? undefined : label}
        aria-describedby={showText && description ? descriptionId : undefined}
        disabled={disabled}
        className={styles.track}
        onClick={() => onChange(!checked)}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
      >
        <span className={styles.thumb} aria-hidden />
      </button>
    </div>
  );
}
