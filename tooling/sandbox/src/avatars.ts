/** Locally generated avatars (DiceBear), served at /media/avatars/<uid>.svg. */
import { createAvatar } from '@dicebear/core';
import { lorelei, notionists } from '@dicebear/collection';

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
        ? createAvatar(lorelei, { seed: uid, backgroundColor: [bg] }).toString()
        : createAvatar(notionists, { seed: uid, backgroundColor: [bg] }).toString();
    if (this.cache.size > 2000) this.cache.clear();
    this.cache.set(key, svg);
    return svg;
  }
}
