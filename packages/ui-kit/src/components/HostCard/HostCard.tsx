import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { getInitials, type PresenceStatus } from '../Avatar/Avatar.tsx';
import { GlobeIcon } from '../Icon/Icon.tsx';
import * as styles from './HostCard.css.ts';

/** Props of {@link HostCard}. */
export interface HostCardProps {
  /** Anchor photo URL (portrait; shown at a fixed 3:4 aspect ratio, `object-fit: cover`). */
  imageSrc?: string | null;
  /** Alt text of the photo. Default `""` (the nickname is already in the card text). */
  imageAlt?: string;
  /** Host nickname. */
  nickname: string;
  /** Age in years; omitted when unknown. */
  age?: number;
  /** Country or language label (already translated), e.g. "India · Hindi". */
  locationLabel?: ReactNode;
  /** Icon before the location (e.g. a flag image, 16 px); default a globe. */
  locationIcon?: ReactNode;
  /** Presence shown by the dot. */
  status: PresenceStatus;
  /** Presence text shown next to the dot (translated), e.g. "Online". */
  statusLabel: string;
  /** Non-interactive slot at the top end corner (e.g. a price chip with CoinIcon). */
  topEnd?: ReactNode;
  /**
   * When set the card is an `<a href>`; a plain click (no modifier keys) calls
   * `onNavigate` with `preventDefault()` already done, so the app's router can navigate.
   * Modified clicks (new tab) are left to the browser.
   */
  href?: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Without `href` the card is a `<button>` calling `onClick` (Enter/Space work natively). */
  onClick?: () => void;
  /** Overrides the accessible name (default: the card's visible text). */
  'aria-label'?: string;
  className?: string;
}

function isModified(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Anchor card for the host wall grid (spec §2 /goddess): portrait photo at a fixed 3:4 ratio
 * (no layout jump while loading; gradient initials if the photo fails), status chip with
 * dot + label at the top start, nickname, age and location over a dark scrim at the bottom.
 * Whole card is one focusable link or button with a visible focus ring.
 */
export function HostCard(props: HostCardProps) {
  const {
    imageSrc,
    imageAlt = '',
    nickname,
    age,
    locationLabel,
    locationIcon,
    status,
    statusLabel,
    topEnd,
    href,
    onNavigate,
    onClick,
    className,
    'aria-label': ariaLabel,
  } = props;
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [imageSrc]);

  const content = (
    <>
      {imageSrc && !failed ? (
        <img
          className={styles.image}
          src={imageSrc}
          alt={imageAlt}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={styles.fallback} aria-hidden>
          {getInitials(nickname)}
        </span>
      )}
      <span className={styles.scrim} aria-hidden />
      <span className={styles.topRow}>
        <span className={styles.status} data-status={status}>
          <span className={cx(styles.dot, styles.dotColor[status])} aria-hidden />
          <span className={styles.truncate}>{statusLabel}</span>
        </span>
        {topEnd ? <span className={styles.topEnd}>{topEnd}</span> : null}
      </span>
      <span className={styles.info}>
        <span className={styles.name}>
          <span className={styles.nickname} dir="auto">
            {nickname}
          </span>
          {age != null ? <span className={styles.age}>{age}</span> : null}
        </span>
        {locationLabel ? (
          <span className={styles.location}>
            {locationIcon ?? <GlobeIcon size={14} />}
            <span className={styles.truncate} dir="auto">
              {locationLabel}
            </span>
          </span>
        ) : null}
      </span>
    </>
  );

  if (href !== undefined) {
    return (
      <a
        href={href}
        className={cx(styles.root, className)}
        aria-label={ariaLabel}
        onClick={(event) => {
          if (!onNavigate || isModified(event)) return;
          event.preventDefault();
          onNavigate(event);
        }}
      >
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={cx(styles.root, className)} aria-label={ariaLabel} onClick={onClick}>
      {content}
    </button>
  );
}
