import type { CSSProperties } from 'react';
import { cx } from '../../internal/cx.ts';
import { vars } from '../../theme/vars.css.ts';
import * as styles from './Skeleton.css.ts';

/** Props of {@link Skeleton}. Numbers are px; strings are any CSS length (`'100%'`, `'8rem'`). */
export interface SkeletonProps {
  /** Width; default `'100%'`. */
  width?: number | string;
  /** Height; default 16 px. */
  height?: number | string;
  /** Corner radius; default the theme's `radius.sm` (8 px). Use `'50%'` for a circle. */
  radius?: number | string;
  /** CSS aspect-ratio instead of a height, e.g. `'3 / 4'` for a HostCard image. */
  aspectRatio?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * Shimmering placeholder with the final size of the content it stands for, so nothing jumps
 * when data arrives. Decorative (`aria-hidden`); announce loading elsewhere (e.g. `aria-busy`).
 */
export function Skeleton({ width = '100%', height, radius, aspectRatio, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={cx(styles.root, className)}
      style={{
        width,
        height: height ?? (aspectRatio ? undefined : 16),
        aspectRatio,
        borderRadius: radius ?? vars.radius.sm,
        ...style,
      }}
    />
  );
}
