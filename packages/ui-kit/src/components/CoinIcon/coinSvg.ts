/**
 * The gem pictures of the four coin tiers (spec §9) as standalone SVG documents, read at build
 * time by CoinIcon.css.ts (each tier a CSS background image) and by the tests.
 */
/** Coin icon tier 1..4 (spec §9: under 300 → 1; 300+ → 2; 700+ → 3; 3000+ → 4). */
export type CoinTier = 1 | 2 | 3 | 4;

const palettes: Record<CoinTier, [string, string, string]> = {
  1: ['#7dd3fc', '#0ea5e9', '#0369a1'],
  2: ['#c4b5fd', '#8b5cf6', '#5b21b6'],
  3: ['#fda4af', '#f43f5e', '#9f1239'],
  4: ['#fde68a', '#f59e0b', '#b45309'],
};

// Brilliant-cut gem outline and facets on a 24x24 grid, pointing down.
const GEM = 'M6.5 4h11l4 5.2L12 21 2.5 9.2 6.5 4Z';
const FACETS = 'M2.5 9.2h19M6.5 4 9 9.2 12 4l3 5.2L17.5 4M9 9.2 12 21l3-11.8';

const gem = (transform: string) =>
  `<g transform="${transform}"><path d="${GEM}" fill="url(#g)"/>` +
  `<path d="${FACETS}" fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="0.9" stroke-linejoin="round"/>` +
  `<path d="M6.5 4h11l4 5.2h-19L6.5 4Z" fill="rgba(255,255,255,0.28)"/></g>`;

const sparkle = (x: number, y: number, r: number, color: string) =>
  `<path d="M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}` +
  `Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}Z" fill="${color}"/>`;

/** The picture of a tier: a standalone SVG document (its gradient id cannot clash with the page's). */
export function tierSvg(tier: CoinTier): string {
  const [light, mid, dark] = palettes[tier];
  const body = {
    1: gem('translate(3.6 3.6) scale(0.7)'),
    2: gem('translate(1.2 1.2) scale(0.9)') + sparkle(19.5, 4, 2.6, light),
    3: gem('translate(9.5 -0.5) scale(0.6)') + gem('translate(-0.5 4.5) scale(0.8)') + sparkle(20.5, 15.5, 2.2, light),
    4:
      `<g stroke="${mid}" stroke-width="1.4" stroke-linecap="round"><path d="M12 0.8v1.8M3.2 3.6l1.3 1.2M20.8 3.6l-1.3 1.2M0.8 11h1.6M21.6 11h1.6"/></g>` +
      gem('translate(1.8 2.6) scale(0.85)') + sparkle(4, 18.5, 2.4, light) + sparkle(20, 18, 1.8, light),
  }[tier];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>${body}</svg>`
  );
}
