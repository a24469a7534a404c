import { cx } from '../../internal/cx.ts';
import * as styles from './CoinIcon.css.ts';
import type { CoinTier } from './coinSvg.ts';

export type { CoinTier } from './coinSvg.ts';

/** Props of {@link CoinIcon}. */
export interface CoinIconProps {
  /** Which gem to draw. The app computes it from the amount (domain rule, spec §9). */
  tier: CoinTier;
  /** Width and height in px. Default 24. */
  size?: number;
  /** Accessible name (e.g. "500 gems"); without it the icon is decorative. */
  label?: string;
  className?: string;
}

/**
 * Gem icon for coin amounts, four visibly different tiers, at a fixed px size:
 * 1 small sky-blue gem, 2 larger violet gem with a sparkle, 3 a pair of ruby gems,
 * 4 a golden gem with rays and sparkles. Colours are fixed (same in every brand).
 *
 * One element whose CSS background is the tier's SVG document (CoinIcon.css.ts), not inline
 * SVG and not an `<img>`: the goddess wall shows one per host card. 24 inline drawings were some
 * 250 DOM nodes and as many fibers on every render of the wall; an `<img>` with a `data:` URL is
 * parsed again by every image inside its `src` setter, and a `blob:` URL costs a round trip to
 * the browser process to make (issue 21, wall TBT). A style sheet's image is decoded once per
 * tier. `label` names it (`role="img"`, `aria-label`); without it the icon is decorative
 * (hidden from assistive technology).
 */
export function CoinIcon({ tier, size = 24, label, className }: CoinIconProps) {
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cx(styles.root, styles.tier[tier], className)}
      style={{ width: size, height: size }}
      data-tier={tier}
    />
  );
}
