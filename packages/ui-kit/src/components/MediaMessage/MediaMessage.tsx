import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { Button } from '../Button/Button.tsx';
import { AlertIcon, EyeOffIcon, ImageIcon, LockIcon, PlayIcon } from '../Icon/Icon.tsx';
import * as styles from './MediaMessage.css.ts';

/** Paid media that is still locked (spec §3: image / short_video `payNeed`, `payPrice`). */
export interface MediaLock {
  /** Price shown over the blurred thumb, e.g. `<><CoinIcon tier={1} size={16} /> 50</>`. */
  priceLabel: ReactNode;
  /** Text of the unlock button, e.g. "Unlock". */
  unlockLabel: string;
  /** Called by the unlock button (the app pays, then drops `locked`). */
  onUnlock: () => void;
  /** Payment in flight: the button shows a spinner (keeps its width) and ignores clicks. */
  unlocking?: boolean;
}

/** Content flagged sensitive (spec §5, sensitive-info flag 2): blurred until revealed. */
export interface MediaSensitive {
  /** Short notice over the blur, e.g. "Sensitive content". */
  label: string;
  /** Text of the reveal button, e.g. "Tap to view". */
  revealLabel: string;
  /** Whether the user already chose to see it (controlled). */
  revealed: boolean;
  /** Called when the user taps the blurred media. */
  onReveal: () => void;
}

/** Upload in progress (my own outgoing media). */
export interface MediaUpload {
  /** Fraction done, 0..1 (clamped). Shown as a ring and a whole percentage. */
  progress: number;
  /** Accessible name of the progress bar, e.g. "Uploading photo". */
  label: string;
  /** Visible value text; default the rounded percentage, e.g. "42%". */
  valueText?: string;
}

/** Upload or send that failed. */
export interface MediaFailure {
  /** Short text, e.g. "Upload failed". */
  label: string;
  /** Text of the retry button, e.g. "Retry". */
  retryLabel: string;
  onRetry: () => void;
}

/** Props of {@link MediaMessage}. */
export interface MediaMessageProps {
  /** `image` (photo) or `video` (spec short_video: play badge, inline player). */
  kind: 'image' | 'video';
  /** Thumbnail URL (spec `thumbUrl`; for my own upload a local `blob:` preview). */
  thumbSrc: string;
  /** Full media URL (spec `url`). For a video it is played inline when not locked. */
  src?: string;
  /** Alt text of the thumbnail / accessible name of the video and of the open button. */
  alt: string;
  /**
   * CSS aspect-ratio of the box until the photo has loaded, e.g. `'3 / 4'` (default). A loaded
   * photo's box takes the photo's own ratio (see {@link photoBoxRatio}), so it is never
   * stretched; a video keeps this ratio.
   */
  aspectRatio?: string;
  /** Box width in px (never wider than its container). Default 240. */
  maxWidth?: number;
  /** Locked paid media: blurred thumb, lock, price and an unlock button. Wins over `sensitive`. */
  locked?: MediaLock;
  /** Sensitive media: blurred (24 px) with a "tap to view" button until `revealed`. */
  sensitive?: MediaSensitive;
  /** Upload in progress: dimmed thumb with a progress ring. */
  uploading?: MediaUpload;
  /** Failed upload: alert, text and a retry button. Wins over `uploading`. */
  failed?: MediaFailure;
  /** Small label at the bottom end of a video, e.g. "0:15". */
  durationLabel?: string;
  /** Opens the viewer (image, or a video without `src`); the thumb becomes a button. */
  onOpen?: () => void;
  className?: string;
}

/** Which layer wins when several props are set. */
export type MediaState = 'failed' | 'uploading' | 'locked' | 'sensitive' | 'ready';

function mediaState({ failed, uploading, locked, sensitive }: MediaMessageProps): MediaState {
  if (failed) return 'failed';
  if (uploading) return 'uploading';
  if (locked) return 'locked';
  if (sensitive && !sensitive.revealed) return 'sensitive';
  return 'ready';
}

/** Narrowest and widest box a photo gets (width / height); beyond, the photo is letterboxed. */
export const PHOTO_RATIO_MIN = 9 / 16;
export const PHOTO_RATIO_MAX = 16 / 9;

/**
 * The box ratio (width / height) for a photo of `width`×`height` px: its own ratio within
 * [{@link PHOTO_RATIO_MIN}, {@link PHOTO_RATIO_MAX}], else the nearest bound with the photo
 * letterboxed inside (`contain`), so a photo is never stretched nor cut to a sliver.
 * Null when the size is unknown.
 */
export function photoBoxRatio(width: number, height: number): { ratio: number; letterbox: boolean } | null {
  if (!(width > 0) || !(height > 0)) return null;
  const r = width / height;
  const ratio = Math.min(PHOTO_RATIO_MAX, Math.max(PHOTO_RATIO_MIN, r));
  return { ratio, letterbox: ratio !== r };
}

const RING_RADIUS = 24;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * Photo or short-video message (spec §3 image / short_video attachments).
 *
 * Layout: a box `maxWidth` px wide (capped at 100 % of the container) at `aspectRatio` while
 * the thumb loads, then at the photo's own ratio ({@link photoBoxRatio}: never stretched,
 * letterboxed beyond 9:16 / 16:9); the thumb sits over a shimmering skeleton; a broken thumb becomes a neutral panel with an image icon (named by
 * `alt`). Layers, in priority order: `failed` > `uploading` > `locked` > `sensitive`
 * (unrevealed) > ready. Locked and sensitive thumbs are blurred (CSS `blur(24px)`).
 * A ready video with `src` renders `<video controls playsInline preload="metadata" poster>`;
 * otherwise videos show a play badge.
 */
export function MediaMessage(props: MediaMessageProps) {
  const {
    kind,
    thumbSrc,
    src,
    alt,
    aspectRatio = '3 / 4',
    maxWidth = 240,
    locked,
    sensitive,
    uploading,
    failed,
    durationLabel,
    onOpen,
    className,
  } = props;
  const state = mediaState(props);
  const blurred = state === 'locked' || state === 'sensitive';
  const showVideo = kind === 'video' && !!src && state === 'ready';

  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const loaded = showVideo || loadedSrc === thumbSrc;
  const broken = !showVideo && brokenSrc === thumbSrc;
  const imgRef = useRef<HTMLImageElement>(null);
  // A cached image can finish before React attaches onLoad (e.g. after hydration).
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) {
      setLoadedSrc(thumbSrc);
      setNatural({ src: thumbSrc, width: img.naturalWidth, height: img.naturalHeight });
    }
  }, [thumbSrc]);
  const box = kind === 'image' && natural?.src === thumbSrc ? photoBoxRatio(natural.width, natural.height) : null;

  const pct = uploading ? Math.round(Math.min(Math.max(uploading.progress, 0), 1) * 100) : 0;

  let media: ReactNode;
  if (showVideo) {
    media = (
      <video
        className={styles.media}
        src={src}
        poster={thumbSrc}
        controls
        playsInline
        preload="metadata"
        aria-label={alt}
      />
    );
  } else if (broken) {
    media = (
      <span className={styles.broken} role="img" aria-label={alt}>
        <ImageIcon size={32} />
      </span>
    );
  } else {
    media = (
      <img
        ref={imgRef}
        className={cx(styles.media, box?.letterbox && styles.letterbox, blurred && styles.blurred, state === 'uploading' && styles.dimmed)}
        src={thumbSrc}
        alt={alt}
        decoding="async"
        loading="lazy"
        draggable={false}
        onLoad={(e) => {
          setLoadedSrc(thumbSrc);
          setNatural({ src: thumbSrc, width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight });
        }}
        onError={() => setBrokenSrc(thumbSrc)}
      />
    );
  }

  const playBadge =
    kind === 'video' && !showVideo && state === 'ready' ? (
      <span className={styles.playBadge} aria-hidden>
        <PlayIcon size={22} />
      </span>
    ) : null;

  return (
    <div
      className={cx(styles.root, !loaded && !broken && styles.loading, className)}
      style={{ width: maxWidth, aspectRatio: box ? `${box.ratio.toFixed(4)} / 1` : aspectRatio }}
      data-kind={kind}
      data-state={state}
    >
      {media}

      {state === 'ready' && onOpen && !showVideo ? (
        <button type="button" className={styles.cover} aria-label={alt} onClick={onOpen}>
          {playBadge}
        </button>
      ) : (
        playBadge
      )}

      {kind === 'video' && durationLabel && !showVideo ? <span className={styles.duration}>{durationLabel}</span> : null}

      {state === 'sensitive' && sensitive ? (
        <button type="button" className={cx(styles.cover, styles.veil)} onClick={sensitive.onReveal}>
          <span className={styles.veilIcon} aria-hidden>
            <EyeOffIcon size={22} />
          </span>
          <span className={styles.veilText}>{sensitive.label}</span>
          <span className={styles.pill}>{sensitive.revealLabel}</span>
        </button>
      ) : null}

      {state === 'locked' && locked ? (
        <div className={styles.veil}>
          <span className={styles.veilIcon} aria-hidden>
            <LockIcon size={22} />
          </span>
          <span className={styles.price}>{locked.priceLabel}</span>
          <Button size="sm" onClick={locked.onUnlock} loading={locked.unlocking} startIcon={<LockIcon size={14} />}>
            {locked.unlockLabel}
          </Button>
        </div>
      ) : null}

      {state === 'uploading' && uploading ? (
        <div className={styles.center}>
          <div
            className={styles.ring}
            role="progressbar"
            aria-label={uploading.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-valuetext={uploading.valueText}
          >
            <svg width={56} height={56} viewBox="0 0 56 56" aria-hidden focusable="false">
              <circle cx={28} cy={28} r={RING_RADIUS} className={styles.ringTrack} />
              <circle
                cx={28}
                cy={28}
                r={RING_RADIUS}
                className={styles.ringValue}
                strokeDasharray={RING_LENGTH}
                strokeDashoffset={RING_LENGTH * (1 - pct / 100)}
              />
            </svg>
            <span className={styles.ringText}>{uploading.valueText ?? `${pct}%`}</span>
          </div>
        </div>
      ) : null}

      {state === 'failed' && failed ? (
        <div className={styles.veil} role="alert">
          <span className={cx(styles.veilIcon, styles.veilIconDanger)} aria-hidden>
            <AlertIcon size={22} />
          </span>
          <span className={styles.veilText}>{failed.label}</span>
          <Button size="sm" variant="secondary" onClick={failed.onRetry}>
            {failed.retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
