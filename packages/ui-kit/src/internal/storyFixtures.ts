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

const stickerFaces = [
  // mouth path, eye style
  ['M52 92q28 26 56 0', 'dot'],
  ['M50 96q30 -22 60 0', 'dot'],
  ['M54 90q26 30 52 0', 'heart'],
  ['M60 98h40', 'line'],
  ['M50 88q30 34 60 0', 'star'],
  ['M58 96q22 12 44 0', 'wink'],
] as const;

/** A 160x160 transparent sticker placeholder (round face); `seed` picks colour and face. */
export function sticker(seed: number): string {
  const [a, b] = palettes[seed % palettes.length]!;
  const [mouth, eyes] = stickerFaces[seed % stickerFaces.length]!;
  const eye = (x: number) =>
    eyes === 'heart'
      ? `<path d="M${x} 66c-6-8-16-2-10 6l10 10 10-10c6-8-4-14-10-6z" fill="#e11d48"/>`
      : eyes === 'line'
        ? `<path d="M${x - 8} 64h16" stroke="#2a1a3a" stroke-width="6" stroke-linecap="round"/>`
        : eyes === 'star'
          ? `<path d="M${x} 54l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="#f59e0b"/>`
          : eyes === 'wink' && x > 80
            ? `<path d="M${x - 8} 66q8 -8 16 0" stroke="#2a1a3a" stroke-width="6" fill="none" stroke-linecap="round"/>`
            : `<circle cx="${x}" cy="64" r="7" fill="#2a1a3a"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs><radialGradient id="g" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient></defs><circle cx="80" cy="80" r="64" fill="url(#g)" stroke="#ffffff" stroke-width="6"/>${eye(58)}${eye(102)}<path d="${mouth}" stroke="#2a1a3a" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A 128x128 gift box placeholder; `seed` picks the colours. */
export function giftImage(seed: number): string {
  const [a, b, c] = palettes[seed % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect x="20" y="54" width="88" height="58" rx="8" fill="url(#g)"/><rect x="14" y="40" width="100" height="20" rx="6" fill="${b}"/><rect x="56" y="40" width="16" height="72" fill="${c}" opacity="0.8"/><path d="M64 40c-8-22-34-22-30-6 3 9 22 6 30 6zM64 40c8-22 34-22 30-6-3 9-22 6-30 6z" fill="${c}" opacity="0.85"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
