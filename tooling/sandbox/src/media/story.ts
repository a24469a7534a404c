/**
 * Story-line videos (spec §2 "story-line call", §7 anchorlist_services/video_show_story_line):
 * the WebM files committed under `assets/story/` (made by `scripts/make-story-video.mjs`),
 * served at `GET /media/story/<name>.webm` with byte ranges. Their length is read from the
 * WebM Segment Info at start-up.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoryLine } from '@vchat/domain';
import { sendFileRanges } from '../api/ranges.ts';
import { avatarPath } from '../avatars.ts';
import type { UserRow } from '../store.ts';

/** The committed story videos. */
export const STORY_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'story');

const NAME_RE = /^([a-z0-9-]{1,40})\.webm$/;

/** One story video. */
export interface StoryVideo {
  name: string;
  file: string;
  size: number;
  /** Length in s (from the WebM Duration, two decimals). */
  durationS: number;
}

/** Reads an EBML variable-size integer; `marker` keeps the length bits (element ids). */
function vint(buf: Buffer, pos: number, marker: boolean): { value: number; length: number; unknown: boolean } {
  const first = buf[pos];
  if (first === undefined || first === 0) throw new Error(`bad EBML number at ${pos}`);
  const length = Math.clz32(first) - 23;
  let value = marker ? first : first & (0xff >> length);
  let ones = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = buf[pos + i];
    if (b === undefined) throw new Error('truncated EBML number');
    value = value * 256 + b;
    if (b !== 0xff) ones = false;
  }
  return { value, length, unknown: !marker && ones };
}

function element(buf: Buffer, pos: number): { id: number; start: number; size: number | undefined } {
  const id = vint(buf, pos, true);
  const size = vint(buf, pos + id.length, false);
  return { id: id.value, start: pos + id.length + size.length, size: size.unknown ? undefined : size.value };
}

/**
 * The duration in s of a WebM file: Segment › Info › Duration × TimecodeScale. Throws when
 * the file is not WebM or has no Duration (raw MediaRecorder output has none).
 */
export function webmDurationS(buf: Buffer): number {
  const header = element(buf, 0);
  if (header.id !== 0x1a45dfa3 || header.size === undefined) throw new Error('not an EBML file');
  const seg = element(buf, header.start + header.size);
  if (seg.id !== 0x18538067) throw new Error('no Segment');
  const segEnd = seg.size === undefined ? buf.length : seg.start + seg.size;
  for (let p = seg.start; p < segEnd; ) {
    const el = element(buf, p);
    if (el.size === undefined) break; // a cluster of unknown size: Info comes before it
    if (el.id === 0x1549a966) {
      let scaleNs = 1_000_000;
      let duration: number | undefined;
      for (let q = el.start; q < el.start + el.size; ) {
        const c = element(buf, q);
        const size = c.size ?? 0;
        if (c.id === 0x2ad7b1) scaleNs = buf.readUIntBE(c.start, size);
        if (c.id === 0x4489) duration = size === 4 ? buf.readFloatBE(c.start) : buf.readDoubleBE(c.start);
        q = c.start + size;
      }
      if (duration === undefined || !(duration > 0)) throw new Error('the WebM has no Duration');
      return Math.round((duration * scaleNs) / 1e7) / 100;
    }
    p = el.start + el.size;
  }
  throw new Error('no Segment Info');
}

/** The story videos of `dir` (files `<name>.webm`), sorted by name. */
export function loadStories(dir = STORY_DIR): StoryVideo[] {
  const out: StoryVideo[] = [];
  for (const f of readdirSync(dir).sort()) {
    const m = NAME_RE.exec(f);
    if (!m) continue;
    const file = join(dir, f);
    out.push({ name: m[1]!, file, size: statSync(file).size, durationS: webmDurationS(readFileSync(file)) });
  }
  return out;
}

/** Relative URL of a story video. */
export function storyPath(name: string): string {
  return `/media/story/${name}.webm`;
}

/** Serves `GET|HEAD /media/story/<name>.webm` (`path` = `<name>.webm`); false when unknown. */
export function serveStory(path: string, req: IncomingMessage, res: ServerResponse, stories: readonly StoryVideo[]): boolean {
  const name = NAME_RE.exec(path)?.[1];
  const story = name ? stories.find((s) => s.name === name) : undefined;
  if (!story) return false;
  sendFileRanges(req, res, story.file, story.size, {
    'Content-Type': 'video/webm',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=86400',
  });
  return true;
}

/**
 * The StoryLine of host `u` (spec §3 type 46): one of the story videos (picked by uid), the
 * host's avatar as poster. Undefined when there is no story video.
 */
export function storyLineOf(u: UserRow, stories: readonly StoryVideo[]): StoryLine | undefined {
  if (stories.length === 0) return undefined;
  const video = stories[Number(u.uid.replace(/\D/g, '') || 0) % stories.length]!;
  return {
    jid: u.jid,
    uid: u.uid,
    nickName: u.nickname,
    avatarUrl: avatarPath(u.uid),
    videoUrl: storyPath(video.name),
    posterUrl: avatarPath(u.uid),
    durationS: video.durationS,
  };
}
