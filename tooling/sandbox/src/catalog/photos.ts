/**
 * Generated "photos" that simulated hosts send: 480×640 SVGs, a DiceBear lorelei portrait over
 * a scenic gradient background, plus blurred versions for paid (locked) photos.
 *
 * Paths (all relative):
 * - `/media/photos/<n>.svg`: a free photo, `n` a decimal counter 1..999999999 (art seeded by n);
 * - `/media/photos/<32 hex>.svg`: a paid photo's real URL, unguessable; its art seed is derived
 *   from the token and lies outside the decimal range, so no free path shows the same art;
 * - `/media/photos/s<seed>-blur.svg`: the blurred thumbnail of any seed (safe to expose).
 */
import { randomBytes } from 'node:crypto';
import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import { HAPPY, HOST_HAIR } from '../avatars.ts';
import { prng } from '../seedData.ts';

const FREE_MAX = 999_999_999;

/** A generated photo reference. */
export interface PhotoRef {
  /** Real (clear) URL. */
  url: string;
  /** Blurred thumbnail URL. */
  blurUrl: string;
}

function hashToSeed(token: string): number {
  let h = 2166136261;
  for (const c of token) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return FREE_MAX + 1 + (h % FREE_MAX);
}

/** A free photo for counter `n` (1..999999999). */
export function freePhoto(n: number): PhotoRef {
  const seed = ((Math.floor(n) - 1) % FREE_MAX) + 1;
  return { url: `/media/photos/${seed}.svg`, blurUrl: `/media/photos/s${seed}-blur.svg` };
}

/** A new paid photo with an unguessable real URL. */
export function paidPhoto(): PhotoRef {
  const token = randomBytes(16).toString('hex');
  return { url: `/media/photos/${token}.svg`, blurUrl: `/media/photos/s${hashToSeed(token)}-blur.svg` };
}

const SCENES: ReadonlyArray<{ sky: [string, string, string]; ground: string; far: string; sun: string }> = [
  { sky: ['#ff9a8b', '#ff6a88', '#ffcfa0'], ground: '#2b6777', far: '#52ab98', sun: '#fff1a8' }, // sunset sea
  { sky: ['#a1c4fd', '#c2e9fb', '#e0f7ff'], ground: '#4f772d', far: '#90a955', sun: '#fffbe6' }, // spring hills
  { sky: ['#2c3e7a', '#6a5acd', '#f6a6c1'], ground: '#1b1f3b', far: '#3d3b6e', sun: '#ffe5ec' }, // dusk city
  { sky: ['#fbc2eb', '#a6c1ee', '#fde2e4'], ground: '#6d597a', far: '#b56576', sun: '#ffffff' }, // lavender field
  { sky: ['#43cea2', '#185a9d', '#a8edea'], ground: '#0b525b', far: '#14746f', sun: '#f1fa8c' }, // tropical
  { sky: ['#f6d365', '#fda085', '#fff3b0'], ground: '#9c6644', far: '#d4a373', sun: '#fffdf0' }, // desert
];

function scene(seed: number): string {
  const r = prng(Math.imul(seed, 2654435761) ^ 0x5bd1e995);
  const s = SCENES[Math.floor(r() * SCENES.length)]!;
  const sunX = 80 + Math.floor(r() * 320);
  const sunY = 90 + Math.floor(r() * 120);
  const hill = (base: number, amp: number) => {
    let d = `M0 ${base}`;
    for (let x = 0; x <= 480; x += 80) d += ` Q${x + 40} ${base - amp * (0.4 + r())} ${x + 80} ${base - amp * r() * 0.5}`;
    return `${d} L480 640 L0 640Z`;
  };
  const stars = s.ground === '#1b1f3b' ? Array.from({ length: 14 }, () => `<circle cx="${Math.floor(r() * 480)}" cy="${Math.floor(r() * 260)}" r="${(1 + r() * 2).toFixed(1)}" fill="#fff" opacity=".8"/>`).join('') : '';
  const clouds = Array.from({ length: 3 }, () => {
    const cx = Math.floor(r() * 480);
    const cy = 60 + Math.floor(r() * 180);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${40 + Math.floor(r() * 30)}" ry="14" fill="#fff" opacity=".55"/><ellipse cx="${cx + 24}" cy="${cy - 10}" rx="26" ry="14" fill="#fff" opacity=".55"/>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset=".55" stop-color="${s.sky[1]}"/><stop offset="1" stop-color="${s.sky[2]}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="${s.sun}"/><stop offset="1" stop-color="${s.sun}" stop-opacity="0"/></radialGradient></defs>
<rect width="480" height="640" fill="url(#sky)"/>${stars}
<circle cx="${sunX}" cy="${sunY}" r="110" fill="url(#sun)"/><circle cx="${sunX}" cy="${sunY}" r="38" fill="${s.sun}"/>${clouds}
<path d="${hill(400, 120)}" fill="${s.far}" opacity=".85"/><path d="${hill(470, 80)}" fill="${s.ground}"/>`;
}

function portrait(seed: number): string {
  const svg = createAvatar(lorelei, {
    seed: `photo-${seed}`,
    hair: HOST_HAIR as never,
    hairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', '8d4a43'],
    skinColor: ['fde2cf', 'f2d3b1', 'ecad80', 'd08b5b', 'ae5d29', '614335'],
    mouthColor: ['d9546b', 'c0392b', 'e07a8c'],
    hairAccessoriesProbability: 35,
    frecklesProbability: 15,
    mouth: HAPPY as never,
    beardProbability: 0,
    earringsProbability: 60,
    glassesProbability: 10,
  }).toString();
  // Nest the avatar as a positioned inner <svg> (no external or data: references, CSP-safe).
  return svg.replace(/^<svg /, '<svg x="10" y="180" width="460" height="460" ');
}

const cache = new Map<string, string>();

function build(seed: number, blurred: boolean): string {
  const key = `${seed}:${blurred ? 1 : 0}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = `${scene(seed)}${portrait(seed)}`;
  const svg = blurred
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 640" width="480" height="640"><defs><filter id="blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="24"/></filter></defs><g filter="url(#blur)">${body}</g>` +
      `<g transform="translate(200 280)" opacity=".9"><rect x="8" y="34" width="64" height="50" rx="10" fill="#fff"/><path d="M20 36 V24 C20 6 60 6 60 24 V36" stroke="#fff" stroke-width="9" fill="none"/><circle cx="40" cy="58" r="7" fill="#6d597a"/></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 640" width="480" height="640">${body}</svg>`;
  if (cache.size > 300) cache.clear();
  cache.set(key, svg);
  return svg;
}

/**
 * The SVG for a photo file name (`<n>`, `<32 hex>` or `s<seed>-blur`, without `.svg`), or
 * undefined when the name is not a photo.
 */
export function photoSvg(name: string): string | undefined {
  let m = /^([1-9]\d{0,8})$/.exec(name);
  if (m) return build(Number(m[1]), false);
  m = /^([0-9a-f]{32})$/.exec(name);
  if (m) return build(hashToSeed(m[1]!), false);
  m = /^s([1-9]\d{0,9})-blur$/.exec(name);
  if (m) {
    const seed = Number(m[1]);
    return seed <= 2 * FREE_MAX + 1 ? build(seed, true) : undefined;
  }
  return undefined;
}
