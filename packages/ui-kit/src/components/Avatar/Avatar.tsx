import { useEffect, useState } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './Avatar.css.ts';

/** Presence shown by a status dot. */
export type PresenceStatus = 'online' | 'busy' | 'offline';

/**
 * Up to two initials from a display name (pure): first letter of the first two words,
 * upper-cased where the script has case; works with Arabic and emoji (code points, not
 * UTF-16 units). Empty name → `"?"`.
 */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = (w: string) => Array.from(w)[0] ?? '';
  const letters = words.length === 1 ? first(words[0]!) : first(words[0]!) + first(words[words.length - 1]!);
  return letters.toLocaleUpperCase();
}

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Image URL (the app adds the `/img480` suffix, spec §9). Missing or failing → initials. */
  src?: string | null;
  /** Display name: used for initials and as the default alt text. */
  name: string;
  /** Diameter in px. Default 40. The box is fixed, so loading never moves layout. */
  size?: number;
  /** Alt text; default `name`. Pass `""` when the name is printed right next to it. */
  alt?: string;
  /** Optional presence dot at the bottom end corner. */
  status?: PresenceStatus;
  /** Accessible text for the dot, e.g. "Online"; without it the dot is decorative. */
  statusLabel?: string;
  className?: string;
}

/**
 * Round user picture with fixed px size; falls back to initials on a gradient when `src`
 * is missing or fails to load; optional online/busy/offline dot.
 */
export function Avatar({ src, name, size = 40, alt, status, statusLabel, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const showImage = Boolean(src) && !failed;
  const dotSize = Math.max(8, Math.round(size * 0.26));
  const label = alt ?? name;
  return (
    <span className={cx(styles.root, className)} style={{ width: size, height: size }}>
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={label}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : (
        <span
          className={styles.initials}
          style={{ fontSize: Math.max(10, Math.round(size * 0.4)) }}
          {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        >
          <span aria-hidden>{getInitials(name)}</span>
        </span>
      )}
      {status ? (
        <span
          className={cx(styles.dot, styles.dotColor[status])}
          style={{ width: dotSize, height: dotSize }}
          data-status={status}
          {...(statusLabel ? { role: 'img', 'aria-label': statusLabel } : { 'aria-hidden': true })}
        />
      ) : null}
    </span>
  );
}
