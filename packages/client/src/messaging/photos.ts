/**
 * The photos of the open thread for the photo viewer (spec §3 image attachments): every
 * image message that can be shown in full now, oldest first. Left out: locked paid photos,
 * sensitive ones not revealed yet, and media the URL policy refuses (media.ts).
 */
import { SensitiveFlag, type MediaAttachment, type Message } from '@vchat/domain';

/** A photo the viewer can show. */
export interface ThreadPhoto {
  mid: string;
  /** The full-size URL to load (the thumb when there is no full URL). */
  src: string;
}

/**
 * Lists the viewable photos of `messages` (oldest first). `resolve` applies the media URL
 * policy (null: must not load); `preview` gives an own upload's local preview; `revealed`
 * the sensitive photos the user chose to see.
 */
export function threadPhotos(
  messages: readonly Message[],
  resolve: (url: string | undefined) => string | null,
  preview: Readonly<Record<string, string>> = {},
  revealed: Readonly<Record<string, boolean>> = {},
): ThreadPhoto[] {
  const out: ThreadPhoto[] = [];
  for (const m of messages) {
    if (m.type !== 'image' && m.type !== 'image_with_gift') continue;
    const a = m.attachment as MediaAttachment | undefined;
    if (a?.payNeed) continue;
    if ((m.sensitiveInfo & SensitiveFlag.sensitive) !== 0 && !revealed[m.mid]) continue;
    const src = preview[m.mid] ?? resolve(a?.url) ?? resolve(a?.thumbUrl);
    if (src) out.push({ mid: m.mid, src });
  }
  return out;
}
