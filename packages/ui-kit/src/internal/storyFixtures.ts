/**
 * Offline placeholder images for stories (inline SVG data URIs; no network in Storybook).
 * Not exported from the package.
 */
const palettes = [
  ['#ffb3c7', '#ff4f8b', '#7a1f4a'],
  ['#c7b8ff', '#7c5cff', '#2c1b6e'],
  ['#a7f0e4', '#14b8a6', '#0d4a45'],
  ['#ffd9a8', '#ff8a4c', '#6e2d12'],
  ['#b8e1ff', '#3b82f6', '#1e2f6e'],
  ['#f5c2ff', '#c026d3', '#4a0f52'],
] as const;

/** A 3:4 portrait placeholder (480x640) with a soft silhouette; `seed` picks the palette. */
export function portrait(seed: number): string {
  const [a, b, c] = palettes[seed % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640" viewBox="0 0 480 640"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="480" height="640" fill="url(#g)"/><circle cx="240" cy="250" r="96" fill="${c}" opacity="0.55"/><path d="M60 640c10-150 90-230 180-230s170 80 180 230z" fill="${c}" opacity="0.55"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A square avatar placeholder (160x160). */
export function avatar(seed: number): string {
  const [a, b, c] = palettes[seed % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="160" height="160" fill="url(#g)"/><circle cx="80" cy="64" r="30" fill="${c}" opacity="0.6"/><path d="M22 160c4-44 28-66 58-66s54 22 58 66z" fill="${c}" opacity="0.6"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
