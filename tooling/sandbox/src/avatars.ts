/** Locally generated avatars (DiceBear), served at /media/avatars/<uid>.svg. */
import { createAvatar } from '@dicebear/core';
import { lorelei, notionists } from '@dicebear/collection';

/** Longer, feminine hair styles of lorelei: the goddess wall shows female hosts (spec §1). */
export const HOST_HAIR = [10, 13, 14, 15, 16, 17, 18, 19, 21, 23, 24, 26, 29, 30, 31, 32, 33, 35, 37, 38, 40, 41, 42, 45, 46, 48].map(
  (n) => `variant${String(n).padStart(2, '0')}`,
);
/** Smiling mouths of lorelei. */
export const HAPPY = Array.from({ length: 18 }, (_, i) => `happy${String(i + 1).padStart(2, '0')}`);

const SOFT_BACKGROUNDS = ['ffd5dc', 'ffdfbf', 'c0aede', 'd1d4f9', 'b6e3f4', 'fde2e4', 'e2f0cb', 'f9e0ae'];

/** Relative URL of a user's avatar. */
export function avatarPath(uid: string): string {
  return `/media/avatars/${uid}.svg`;
}

/** Generates SVG avatars seeded by uid and keeps them in memory. */
export class AvatarCache {
  private readonly cache = new Map<string, string>();

  /** The SVG of a uid: hosts (`kind` anchor) get `lorelei`, viewers `notionists`. */
  svg(uid: string, kind: 'anchor' | 'viewer'): string {
    const key = `${kind}:${uid}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    let h = 0;
    for (const c of uid) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    const bg = SOFT_BACKGROUNDS[h % SOFT_BACKGROUNDS.length]!;
    const svg =
      kind === 'anchor'
        ? createAvatar(lorelei, {
            seed: uid,
            backgroundColor: [bg],
            hair: HOST_HAIR as never,
            mouth: HAPPY as never,
            beardProbability: 0,
            earringsProbability: 55,
            glassesProbability: 8,
          }).toString()
        : createAvatar(notionists, { seed: uid, backgroundColor: [bg] }).toString();
    if (this.cache.size > 2000) this.cache.clear();
    this.cache.set(key, svg);
    return svg;
  }
}
