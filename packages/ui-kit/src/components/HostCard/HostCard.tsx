import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
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
  /**
   * Presence text shown next to the dot (translated), e.g. "Online". On a card narrower than
   * 200 px only the dot shows; the text stays in the card's accessible name.
   */
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
  /**
   * Overrides the accessible name. Default: the card's visible text in its reading order (status,
   * the top-end slot, nickname, age, location), then the location icon's text (a flag's country),
   * through `aria-labelledby`: the name a screen reader says and speech control hears starts with
   * every word shown, in order (WCAG 2.5.3).
   */
  'aria-label'?: string;
  className?: string;
  /**
   * The card is on the first screen (the wall's first cards): its photo is fetched at once and
   * ahead of other images (`loading="eager"`, `fetchpriority="high"`), not when layout finds it
   * on screen. It is the page's largest paint (issue 21: a lazy first photo waited 1.4 s under
   * Lighthouse's throttling). Default false: lazy.
   */
  priority?: boolean;
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
    priority = false,
  } = props;
  const [failed, setFailed] = useState(false);
  const uid = useId();
  const part = (name: string) => `${uid}-${name}`;
  const labelledBy = ariaLabel
    ? undefined
    : [part('status'), topEnd ? part('end') : null, part('name'), age != null ? part('age') : null, locationLabel ? part('loc') : null, locationLabel ? part('icon') : null]
        .filter(Boolean)
        .join(' ');
  useEffect(() => setFailed(false), [imageSrc]);

  const content = (
    <>
      {imageSrc && !failed ? (
        <img
          className={styles.image}
          src={imageSrc}
          alt={imageAlt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : (
        // The initials are drawn by CSS (::before), not DOM text: decorative, so the card's visible
        // text stays the words of its name (axe label-content-name-mismatch, WCAG 2.5.3).
        <span className={styles.fallback} aria-hidden data-initials={getInitials(nickname)} />
      )}
      <span className={styles.scrim} aria-hidden />
      <span className={styles.topRow}>
        <span className={styles.status} data-status={status}>
          <span className={cx(styles.dot, styles.dotColor[status])} aria-hidden />
          <span className={styles.statusText} id={part('status')}>{statusLabel}</span>
        </span>
        {/* Spaces between the parts (not drawn: flex items) keep the words apart for assistive tech. */}
        {topEnd ? ' ' : null}
        {topEnd ? <span className={styles.topEnd} id={part('end')}>{topEnd}</span> : null}
      </span>{' '}
      <span className={styles.info}>
        <span className={styles.name}>
          <span className={styles.nickname} dir="auto" id={part('name')}>
            {nickname}
          </span>
          {age != null ? ' ' : null}
          {age != null ? <span className={styles.age} id={part('age')}>{age}</span> : null}
        </span>
        {locationLabel ? ' ' : null}
        {locationLabel ? (
          <span className={styles.location}>
            <span className={styles.locationIcon} id={part('icon')}>{locationIcon ?? <GlobeIcon size={14} />}</span>
            <span className={styles.truncate} dir="auto" id={part('loc')}>
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
        aria-labelledby={labelledBy}
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
    <button type="button" className={cx(styles.root, className)} aria-label={ariaLabel} aria-labelledby={labelledBy} onClick={onClick}>
      {content}
    </button>
  );
}
