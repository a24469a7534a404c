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

/** Picture frame with a sun and a hill (photo / image message). */
export function ImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <circle cx="8.5" cy="9.5" r="1.6" />
      <path d="m21 15.5-4.6-4.6a1.2 1.2 0 0 0-1.7 0L6 19.8" />
    </Icon>
  );
}

/** Smiley face (stickers / emoji). */
export function StickerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.2 14.2a4.6 4.6 0 0 0 7.6 0" />
      <path d="M9 9.6h.01M15 9.6h.01" strokeWidth={2.8} />
    </Icon>
  );
}

/** Wrapped present with a bow (gifts). */
export function GiftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="8" width="17" height="4.5" rx="1.2" />
      <path d="M5 12.5V19a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 19v-6.5M12 8v12.5" />
      <path d="M12 8S10.9 3.5 8.3 3.5a2.25 2.25 0 0 0 0 4.5H12Zm0 0s1.1-4.5 3.7-4.5a2.25 2.25 0 0 1 0 4.5H12Z" />
    </Icon>
  );
}

/** Closed padlock (paid / locked content). */
export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
    </Icon>
  );
}

/** Ideogram and Latin "A" (translate). */
export function TranslateIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 5.5h9M8 3.5v2M5.5 5.5c.9 3 3 5.4 6 6.5M10.5 5.5c-.9 3.6-3.1 6.4-6.5 8" />
      <path d="m12.5 20.5 4.2-9.5 4.3 9.5M14 17.3h5.5" />
    </Icon>
  );
}

/** Telephone handset (voice / call record). */
export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5.2 3.5h3.1a1 1 0 0 1 .95.68l1.2 3.6a1 1 0 0 1-.3 1.07L8.3 10.4a12 12 0 0 0 5.3 5.3l1.55-1.85a1 1 0 0 1 1.07-.3l3.6 1.2a1 1 0 0 1 .68.95v3.1a1.7 1.7 0 0 1-1.7 1.7A16.5 16.5 0 0 1 3.5 5.2a1.7 1.7 0 0 1 1.7-1.7Z" />
    </Icon>
  );
}

/** Handset with a cross at the top end corner (missed / cancelled call). */
export function MissedCallIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5.2 3.5h3.1a1 1 0 0 1 .95.68l1.2 3.6a1 1 0 0 1-.3 1.07L8.3 10.4a12 12 0 0 0 5.3 5.3l1.55-1.85a1 1 0 0 1 1.07-.3l3.6 1.2a1 1 0 0 1 .68.95v3.1a1.7 1.7 0 0 1-1.7 1.7A16.5 16.5 0 0 1 3.5 5.2a1.7 1.7 0 0 1 1.7-1.7Z" />
      <path d="m15 3.5 5 5M20 3.5l-5 5" />
    </Icon>
  );
}

/** Filled play triangle (video). Not mirrored in RTL: media controls are universal. */
export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7.5 4.9v14.2a1.1 1.1 0 0 0 1.7.93l11-7.1a1.1 1.1 0 0 0 0-1.86l-11-7.1a1.1 1.1 0 0 0-1.7.93Z" fill="currentColor" />
    </Icon>
  );
}

/** Trash can (delete). */
export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6.5h16M9.5 6.5v-2a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v2M6 6.5l.95 12.6a1.5 1.5 0 0 0 1.5 1.4h7.1a1.5 1.5 0 0 0 1.5-1.4L18 6.5M10 11v5.5M14 11v5.5" />
    </Icon>
  );
}

/** Cog wheel (settings). */
export function SettingsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19.1 10 21.4 9.9v4.2l-2.3-.1-.7 1.6 1.7 1.5-3 3-1.5-1.7-1.6.7.1 2.3H9.9l.1-2.3-1.6-.7-1.5 1.7-3-3 1.7-1.5-.7-1.6-2.3.1V9.9l2.3.1.7-1.6-1.7-1.5 3-3 1.5 1.7 1.6-.7-.1-2.3h4.2L14 4.9l1.6.7 1.5-1.7 3 3-1.7 1.5.7 1.6Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

/** Bell (notifications). */
export function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.6 2H4.4l1.6-2Z" />
      <path d="M10 21a2.3 2.3 0 0 0 4 0" />
    </Icon>
  );
}

/** Eye with a slash (hidden / sensitive content). */
export function EyeOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c5.2 0 8.5 4.6 9.3 6.1a.9.9 0 0 1 0 .8 15 15 0 0 1-2.6 3.4M6.6 6.6C4.6 7.9 3.3 9.9 2.7 11.6a.9.9 0 0 0 0 .8c.8 1.5 4.1 6.1 9.3 6.1a9.4 9.4 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </Icon>
  );
}

/** Heart (favourite); `filled` fills it (a favourite). */
export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props}>
      <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.7 8 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 5.5 3.5 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z" fill={filled ? 'currentColor' : 'none'} />
    </Icon>
  );
}

/** Thumb up (like); `filled` fills it (liked). */
export function ThumbUpIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props}>
      <path d="M7 10.5v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1h3Z" fill={filled ? 'currentColor' : 'none'} />
      <path d="M7 10.5 11 3a2.5 2.5 0 0 1 2.5 2.8L13 9.5h5.6a2 2 0 0 1 2 2.4l-1.5 7a2 2 0 0 1-2 1.6H7" fill={filled ? 'currentColor' : 'none'} />
    </Icon>
  );
}

/** Person with a plus (add friend). */
export function UserPlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9.5" cy="8" r="3.8" />
      <path d="M2.5 20.5c.6-3.6 3.4-5.8 7-5.8 1.5 0 2.9.4 4 1.1M18.5 12.5v7M15 16h7" />
    </Icon>
  );
}

/** Plus (more actions, add). */
export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}
