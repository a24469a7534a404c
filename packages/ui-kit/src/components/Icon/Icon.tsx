import { useId, type ReactNode, type SVGProps } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './Icon.css.ts';

/** Props shared by every icon. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** Width and height in px. Default 24. */
  size?: number;
  /**
   * Accessible name. When given the icon gets `role="img"` and a `<title>`;
   * when omitted the icon is decorative (`aria-hidden`).
   */
  title?: string;
  /** Mirror horizontally in RTL (for arrows). */
  flipInRtl?: boolean;
}

/**
 * Base inline-SVG icon on a 24x24 grid, drawn with `currentColor` strokes.
 * Size in px; decorative unless `title` is given.
 */
export function Icon({
  size = 24,
  title,
  flipInRtl,
  className,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  const titleId = useId();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cx(styles.icon, flipInRtl && styles.flipRtl, className)}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}

/** Speech bubble (messages / chat). */
export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 11.5a8.4 8.4 0 0 1-9 8.3 9.4 9.4 0 0 1-3.6-.7L3 21l1.8-4.6A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3.2a8.4 8.4 0 0 1 9 8.3Z" />
      <path d="M8 11.5h.01M12 11.5h.01M16 11.5h.01" strokeWidth={2.6} />
    </Icon>
  );
}

/** 2x2 grid (discover / host wall). */
export function DiscoverIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="3.5" width="7" height="7" rx="2" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="2" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="2" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="2" />
    </Icon>
  );
}

/** Heart with a flame (match). */
export function MatchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 20.5s-7.5-4.3-7.5-10a4.3 4.3 0 0 1 7.5-2.9 4.3 4.3 0 0 1 7.5 2.9c0 5.7-7.5 10-7.5 10Z" />
      <path d="M12 16c-1.7 0-2.8-1.2-2.8-2.6 0-1.6 1.5-2.3 1.8-3.9 1.6.8 3.8 2.3 3.8 4.2 0 1.3-1.1 2.3-2.8 2.3Z" />
    </Icon>
  );
}

/** Person silhouette (profile). */
export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c.8-3.7 4-6 8-6s7.2 2.3 8 6" />
    </Icon>
  );
}

/** Arrow pointing back (to the start side); mirrors in RTL. */
export function BackIcon(props: IconProps) {
  return (
    <Icon flipInRtl {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

/** Paper plane (send); mirrors in RTL. */
export function SendIcon(props: IconProps) {
  return (
    <Icon flipInRtl {...props}>
      <path d="M4 12 3 4.5a.8.8 0 0 1 1.1-.8l16.4 7.5a.9.9 0 0 1 0 1.6L4.1 20.3a.8.8 0 0 1-1.1-.8L4 12Zm0 0h7" />
    </Icon>
  );
}

/** X mark (close / dismiss). */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

/** Video camera (video call). */
export function VideoCameraIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="6" width="13" height="12" rx="3" />
      <path d="m15.5 10.5 5-3v9l-5-3" />
    </Icon>
  );
}

/** Globe (language / country). */
export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </Icon>
  );
}

/** Single check mark (sent). */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** Double check mark (delivered / read). */
export function DoubleCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m2.5 12.5 4.5 4.5 9.5-9.5M12 16.2l.8.8 9.5-9.5" />
    </Icon>
  );
}

/** Exclamation in a circle (error / alert). */
export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </Icon>
  );
}

/** Clock (pending / sending / history). */
export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}
