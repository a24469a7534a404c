import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { FallbackImg } from '../../internal/FallbackImg.tsx';
import { isRtl } from '../../internal/focus.ts';
import { gridKeyTarget } from '../../internal/roving.ts';
import { StickerIcon } from '../Icon/Icon.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './StickerPicker.css.ts';

/** One sticker (spec §3 sticker attachment: `id`, `thumbUrl` → `src`, `name`). */
export interface StickerItem {
  id: string;
  /** Image URL (transparent PNG / WebP / GIF). */
  src: string;
  /** Name; the tile's accessible name and tooltip. */
  name: string;
}

/** Props of {@link StickerPicker}. */
export interface StickerPickerProps {
  stickers: ReadonlyArray<StickerItem>;
  /** Called with the sticker id on click, Enter or Space. */
  onPick: (id: string) => void;
  /** Accessible name of the grid, e.g. "Stickers". */
  label: string;
  /** Shows skeleton tiles (two rows) instead of the stickers; sets `aria-busy`. */
  loading?: boolean;
  /** When set, shown instead of the grid (e.g. text plus a retry Button). */
  error?: ReactNode;
  /** Shown when `stickers` is empty (and not loading / error). */
  emptyLabel?: ReactNode;
  /** Columns of the grid, 4..6. Default 4. Arrow Up/Down move by this many. */
  columns?: 4 | 5 | 6;
  /** Force the direction for Left/Right; default read from the closest `dir`. */
  dir?: 'ltr' | 'rtl';
  className?: string;
}

/**
 * Sticker grid for the chat composer: `columns` equal square tiles (4..6). Keyboard: one tab
 * stop (roving tabindex), arrow keys move (Left/Right swapped in RTL), Home/End jump, Enter
 * or Space picks. While `loading` it shows skeleton tiles of the final size.
 */
export function StickerPicker({
  stickers,
  onPick,
  label,
  loading = false,
  error,
  emptyLabel,
  columns = 4,
  dir,
  className,
}: StickerPickerProps) {
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(stickers.length - 1, 0));
  const gridRef = useRef<HTMLDivElement>(null);
  const gridStyle = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).dataset.index);
    if (Number.isNaN(index)) return;
    if (event.key === 'Enter') {
      // Handled here (not by the native click) so that Enter picks exactly once.
      event.preventDefault();
      onPick(stickers[index]!.id);
      return;
    }
    const rtl = dir ? dir === 'rtl' : isRtl(gridRef.current);
    const next = gridKeyTarget(event.key, index, stickers.length, columns, rtl);
    if (next === null) return;
    event.preventDefault();
    setActiveIndex(next);
    const el = gridRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest' });
  };

  if (error) {
    return (
      <div className={cx(styles.message, className)} role="alert">
        {error}
      </div>
    );
  }
  if (loading) {
    return (
      <div className={cx(styles.grid, className)} style={gridStyle} role="group" aria-label={label} aria-busy="true">
        {Array.from({ length: columns * 2 }, (_, i) => (
          <Skeleton key={i} aspectRatio="1 / 1" radius={14} />
        ))}
      </div>
    );
  }
  if (stickers.length === 0) {
    return <div className={cx(styles.message, className)}>{emptyLabel}</div>;
  }
  return (
    <div ref={gridRef} className={cx(styles.grid, className)} style={gridStyle} role="group" aria-label={label} onKeyDown={onKeyDown}>
      {stickers.map((sticker, index) => (
        <button
          key={sticker.id}
          type="button"
          className={styles.tile}
          data-index={index}
          tabIndex={index === active ? 0 : -1}
          aria-label={sticker.name}
          title={sticker.name}
          onFocus={() => setActiveIndex(index)}
          onClick={() => onPick(sticker.id)}
        >
          <FallbackImg
            className={styles.image}
            src={sticker.src}
            alt=""
            size={64}
            fallback={
              <span className={styles.image}>
                <StickerIcon size={28} />
              </span>
            }
          />
        </button>
      ))}
    </div>
  );
}
