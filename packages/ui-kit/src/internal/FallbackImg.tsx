import { useState, type ReactNode } from 'react';

/** Props of {@link FallbackImg}. */
export interface FallbackImgProps {
  src: string;
  /** Alt text; `""` for decorative pictures. */
  alt: string;
  /** Width and height in px (the box never changes size). */
  size: number;
  /** Shown instead of the image when it fails to load (same box size via `className`). */
  fallback: ReactNode;
  className?: string;
}

/**
 * `<img>` at a fixed px size that swaps to `fallback` when the image fails (broken gift icon,
 * sticker...). Resets when `src` changes. Internal helper, not exported from the package.
 */
export function FallbackImg({ src, alt, size, fallback, className }: FallbackImgProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (brokenSrc === src) return <>{fallback}</>;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      loading="lazy"
      draggable={false}
      onError={() => setBrokenSrc(src)}
    />
  );
}
