import { useId } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './CoinIcon.css.ts';

/** Coin icon tier 1..4 (spec §9: under 300 → 1; 300+ → 2; 700+ → 3; 3000+ → 4). */
export type CoinTier = 1 | 2 | 3 | 4;

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

const palettes: Record<CoinTier, [string, string, string]> = {
  1: ['#7dd3fc', '#0ea5e9', '#0369a1'],
  2: ['#c4b5fd', '#8b5cf6', '#5b21b6'],
  3: ['#fda4af', '#f43f5e', '#9f1239'],
  4: ['#fde68a', '#f59e0b', '#b45309'],
};

// Brilliant-cut gem outline and facets on a 24x24 grid, pointing down.
const GEM = 'M6.5 4h11l4 5.2L12 21 2.5 9.2 6.5 4Z';
const FACETS = 'M2.5 9.2h19M6.5 4 9 9.2 12 4l3 5.2L17.5 4M9 9.2 12 21l3-11.8';

function Gem({ fill, transform }: { fill: string; transform?: string }) {
  return (
    <g transform={transform}>
      <path d={GEM} fill={fill} />
      <path d={FACETS} fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth={0.9} strokeLinejoin="round" />
      <path d="M6.5 4h11l4 5.2h-19L6.5 4Z" fill="rgba(255,255,255,0.28)" />
    </g>
  );
}

function Sparkle({ x, y, r, color = '#ffffff' }: { x: number; y: number; r: number; color?: string }) {
  return (
    <path
      d={`M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}Z`}
      fill={color}
    />
  );
}

/**
 * Gem icon for coin amounts, four visibly different tiers (inline SVG, fixed px size):
 * 1 small sky-blue gem, 2 larger violet gem with a sparkle, 3 a pair of ruby gems,
 * 4 a golden gem with rays and sparkles. Colours are fixed (same in every brand).
 */
export function CoinIcon({ tier, size = 24, label, className }: CoinIconProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const gradId = `coin-${uid}`;
  const [light, mid, dark] = palettes[tier];
  const fill = `url(#${gradId})`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      focusable="false"
      className={cx(styles.root, className)}
      data-tier={tier}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={gradId} x1="0" y1="0" x2="0.6" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="0.55" stopColor={mid} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      {tier === 1 ? <Gem fill={fill} transform="translate(3.6 3.6) scale(0.7)" /> : null}
      {tier === 2 ? (
        <>
          <Gem fill={fill} transform="translate(1.2 1.2) scale(0.9)" />
          <Sparkle x={19.5} y={4} r={2.6} color={light} />
        </>
      ) : null}
      {tier === 3 ? (
        <>
          <Gem fill={fill} transform="translate(9.5 -0.5) scale(0.6)" />
          <Gem fill={fill} transform="translate(-0.5 4.5) scale(0.8)" />
          <Sparkle x={20.5} y={15.5} r={2.2} color={light} />
        </>
      ) : null}
      {tier === 4 ? (
        <>
          <g stroke={mid} strokeWidth={1.4} strokeLinecap="round">
            <path d="M12 0.8v1.8M3.2 3.6l1.3 1.2M20.8 3.6l-1.3 1.2M0.8 11h1.6M21.6 11h1.6" />
          </g>
          <Gem fill={fill} transform="translate(1.8 2.6) scale(0.85)" />
          <Sparkle x={4} y={18.5} r={2.4} color={light} />
          <Sparkle x={20} y={18} r={1.8} color={light} />
        </>
      ) : null}
    </svg>
  );
}
