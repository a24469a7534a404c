/**
 * The sticker catalogue (`common_service/sticker_list`): 24 DiceBear "fun-emoji" faces with
 * fixed eyes and mouth per sticker, served at `/media/stickers/<id>.svg`.
 */
import { createAvatar } from '@dicebear/core';
import { funEmoji } from '@dicebear/collection';
import type { StickerAttachment } from '@vchat/domain';

type Eyes = 'sad' | 'tearDrop' | 'pissed' | 'cute' | 'wink' | 'wink2' | 'plain' | 'glasses' | 'closed' | 'love' | 'stars' | 'shades' | 'closed2' | 'crying' | 'sleepClose';
type Mouth = 'plain' | 'lilSmile' | 'sad' | 'shy' | 'cute' | 'wideSmile' | 'shout' | 'smileTeeth' | 'smileLol' | 'pissed' | 'drip' | 'tongueOut' | 'kissHeart' | 'sick' | 'faceMask';

const DEFS: ReadonlyArray<[name: string, eyes: Eyes, mouth: Mouth, bg: string]> = [
  ['Happy', 'cute', 'wideSmile', 'ffd166'],
  ['Love', 'love', 'kissHeart', 'ffafcc'],
  ['Wink', 'wink', 'tongueOut', 'a0c4ff'],
  ['Cool', 'shades', 'lilSmile', '9bf6ff'],
  ['LOL', 'closed', 'smileLol', 'fdffb6'],
  ['Shy', 'cute', 'shy', 'ffc6ff'],
  ['Kiss', 'closed2', 'kissHeart', 'ffadad'],
  ['Wow', 'stars', 'shout', 'caffbf'],
  ['Sleepy', 'sleepClose', 'plain', 'bdb2ff'],
  ['Sad', 'sad', 'sad', 'a0c4ff'],
  ['Crying', 'crying', 'sad', '9bf6ff'],
  ['Angry', 'pissed', 'pissed', 'ff8fa3'],
  ['Sick', 'closed', 'sick', 'caffbf'],
  ['Cheeky', 'wink2', 'tongueOut', 'ffd6a5'],
  ['Starstruck', 'stars', 'wideSmile', 'fdffb6'],
  ['Cute', 'cute', 'cute', 'ffc8dd'],
  ['Yelling', 'pissed', 'shout', 'ffadad'],
  ['Nerd', 'glasses', 'smileTeeth', 'bde0fe'],
  ['Blush', 'closed2', 'shy', 'ffafcc'],
  ['Smirk', 'wink2', 'lilSmile', 'e2ece9'],
  ['Grin', 'plain', 'smileTeeth', 'fde4cf'],
  ['Yummy', 'closed', 'drip', 'f1c0e8'],
  ['Tearful', 'tearDrop', 'lilSmile', 'cfbaf0'],
  ['Masked', 'plain', 'faceMask', 'b9fbc0'],
];

/** Relative URL of a sticker image. */
export const stickerPath = (id: string) => `/media/stickers/${id}.svg`;

/** All stickers. */
export const STICKERS: readonly StickerAttachment[] = DEFS.map(([name], i) => ({ id: `s${i + 1}`, thumbUrl: stickerPath(`s${i + 1}`), name }));

/** A sticker by id. */
export function stickerById(id: string): StickerAttachment | undefined {
  return STICKERS.find((s) => s.id === id);
}

const cache = new Map<string, string>();

/** The SVG of a sticker, or undefined for an unknown id. */
export function stickerSvg(id: string): string | undefined {
  const i = STICKERS.findIndex((s) => s.id === id);
  if (i < 0) return undefined;
  const hit = cache.get(id);
  if (hit) return hit;
  const [, eyes, mouth, bg] = DEFS[i]!;
  const svg = createAvatar(funEmoji, { seed: id, eyes: [eyes], mouth: [mouth], backgroundColor: [bg], radius: 50 }).toString();
  cache.set(id, svg);
  return svg;
}
