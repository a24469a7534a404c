import { useState } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './StickerMessage.css.ts';

/** Props of {@link StickerMessage}. */
export interface StickerMessageProps {
  /** Sticker image URL (spec §3 sticker `thumbUrl`; transparent PNG / WebP / GIF). */
  src: string;
  /** Sticker name (spec `name`), used as the alt text and as the fallback text. */
  name: string;
  /** Square box size in px. Default 120. */
  size?: number;
  className?: string;
}

/**
 * A sticker sent in chat: shown bare (no bubble) in a fixed `size` x `size` px square,
 * `object-fit: contain`, with a soft skeleton only while it loads (stickers are transparent).
 * A broken image becomes a rounded tile with the sticker's name.
 */
export function StickerMessage({ src, name, size = 120, className }: StickerMessageProps) {
  const [state, setState] = useState<{ src: string; status: 'loaded' | 'broken' } | null>(null);
  const status = state?.src === src ? state.status : 'loading';
  return (
    <span className={cx(styles.root, className)} style={{ width: size, height: size }} data-status={status}>
      {status === 'broken' ? (
        <span className={styles.fallback} role="img" aria-label={name}>
          <span dir="auto">{name}</span>
        </span>
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={name}
          width={size}
          height={size}
          decoding="async"
          loading="lazy"
          draggable={false}
          onLoad={() => setState({ src, status: 'loaded' })}
          onError={() => setState({ src, status: 'broken' })}
        />
      )}
    </span>
  );
}
