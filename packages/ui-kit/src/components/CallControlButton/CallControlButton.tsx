import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { Icon, type IconProps } from '../Icon/Icon.tsx';
import * as styles from './CallControlButton.css.ts';

/** Props of {@link CallControlButton}. */
export interface CallControlButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'aria-pressed' | 'type'> {
  /** Accessible name and tooltip, e.g. "Mute microphone". Required: the button shows only an icon. */
  label: string;
  /** The icon (24 px grid, `currentColor`). */
  icon: ReactNode;
  /**
   * For toggles (mute, camera): `true` when the control is engaged (muted, camera off), shown
   * as a white disc and announced with `aria-pressed`. Leave undefined for plain actions.
   */
  pressed?: boolean;
  /**
   * The same engaged look without `aria-pressed`, for controls whose label says the state
   * ("Unmute microphone"): use either this or `pressed`, not both.
   */
  active?: boolean;
  /** `danger` for hang-up (red); default a translucent disc over the video. */
  tone?: 'default' | 'danger';
  /** `large` for the main action of a row (hang-up). */
  size?: 'regular' | 'large';
}

/**
 * A round in-call control for phones first: an icon-only `<button>` with a required label
 * (aria-label and title), `aria-pressed` for toggles, a visible focus ring, and a size that
 * follows the call stage's width (44–60 px, 52–68 px when large) so a row of six fits a 360 px
 * screen. Works the same in right-to-left layouts (no direction-dependent parts).
 */
export function CallControlButton({ label, icon, pressed, active, tone = 'default', size = 'regular', className, ...rest }: CallControlButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cx(styles.root, size === 'large' && styles.large, styles.tone[pressed || active ? 'active' : tone], className)}
      {...rest}
    >
      {icon}
    </button>
  );
}

/** Microphone (unmuted). */
export function MicIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" />
    </Icon>
  );
}

/** Microphone struck through (muted). */
export function MicOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 10.5V6a3 3 0 0 0-5.6-1.5M9 9v2a3 3 0 0 0 4.6 2.5" />
      <path d="M5.5 11a6.5 6.5 0 0 0 10.4 5.2M18.5 11c0 .9-.2 1.8-.5 2.6M12 17.5V21M4 4l16 16" />
    </Icon>
  );
}

/** Video camera struck through (camera off). */
export function CameraOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9.5 6h3a3 3 0 0 1 3 3v1.5l5-3v9l-2.2-1.3M15.5 15v0a3 3 0 0 1-3 3h-7a3 3 0 0 1-3-3V9a3 3 0 0 1 2-2.8" />
      <path d="M3 3l18 18" />
    </Icon>
  );
}

/** Camera with turning arrows (switch front / back camera). */
export function SwitchCameraIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8.5A2.5 2.5 0 0 1 6.5 6h1.8l1.4-2h4.6l1.4 2h1.8A2.5 2.5 0 0 1 20 8.5v8a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5v-8Z" />
      <path d="M9 11.5a3 3 0 0 1 5.4-1.3M15 13.5a3 3 0 0 1-5.4 1.3M14.6 8.6v1.8h-1.8M9.4 16.4v-1.8h1.8" />
    </Icon>
  );
}

/** Handset turned down (hang up). */
export function HangUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.2 14.6c-.6-.6-.6-1.6 0-2.2 4.9-4.6 12.7-4.6 17.6 0 .6.6.6 1.6 0 2.2l-1.6 1.5c-.5.5-1.3.5-1.8.1l-2-1.5c-.4-.3-.6-.8-.5-1.3l.3-1.5a10.5 10.5 0 0 0-6.4 0l.3 1.5c.1.5-.1 1-.5 1.3l-2 1.5c-.5.4-1.3.4-1.8-.1l-1.6-1.5Z" />
    </Icon>
  );
}

/** Chevron pointing down (minimise the call). */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}
