/**
 * The stories' data: the sandbox's HTTP answers recorded by e2e/tools/storyHttp.record.ts
 * (`recorded.json`, images under `media/`), the host the stories talk to (the wall's first
 * host), and a thread's archive as the chat server would hold it (spec §3 message types).
 */
/// <reference types="vite/client" />
import { uidFromJid } from '@vchat/domain';
import type { WireMessage } from '@vchat/xmpp-chat';
import recorded from './recorded.json';
import type { HttpScript, ScriptedAnswer } from './scriptedFetch.ts';

/** The recorded images (SVG), by their path on the sandbox (`/media/avatars/100002.svg`). */
const mediaFiles = import.meta.glob<string>('./media/**/*.svg', { query: '?raw', import: 'default', eager: true });
const inlineMedia = new Map(Object.entries(mediaFiles).map(([file, svg]) => [file.slice(1), `data:image/svg+xml,${encodeURIComponent(svg)}`]));

/**
 * Images in the answers as data URLs: the app asks the image host for a sized copy
 * (`…/img480`, spec §9), which a static Storybook cannot serve; a data URL is shown as it is.
 * Chat attachments, gift icons and sticker thumbnails keep their `/media/` paths (the codec and
 * the API client take no other), served from `media/`.
 */
function withInlineMedia(value: unknown): unknown {
  if (typeof value === 'string') return inlineMedia.get(value) ?? value;
  if (Array.isArray(value)) return value.map(withInlineMedia);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, KEEP_PATH.has(k) ? v : withInlineMedia(v)]));
  return value;
}

/**
 * Fields the API client takes only as an http(s) or `/media/` URL (gift icons, sticker
 * thumbnails: api-client's `httpOrMediaUrl`) and the app shows unsized: they keep their path.
 */
const KEEP_PATH = new Set(['iconUrl', 'thumbUrl']);

/** Every recorded answer, by API path. */
export const storyHttp: HttpScript = withInlineMedia(recorded) as Record<string, ScriptedAnswer[]>;

interface RecordedHost {
  jid: string;
  nickName?: string;
  privateChatPrice?: number;
}

/** The first host of the recorded wall (online when recorded): the stories' chat and call peer. */
export const STORY_HOST: RecordedHost = (() => {
  for (const list of Object.values(recorded as Record<string, ScriptedAnswer[]>)) {
    for (const r of list) {
      const rows = (r.data as { list?: unknown[] } | null)?.list ?? [];
      const host = rows.find((a): a is RecordedHost => !!a && typeof (a as RecordedHost).jid === 'string' && (a as RecordedHost).privateChatPrice !== undefined);
      if (host) return host;
    }
  }
  throw new Error('recorded.json has no wall: run e2e/tools/storyHttp.record.ts');
})();

/** The first gift of the recorded catalogue (`common_service/gift_list`): a gift sheet lists it. */
export const STORY_GIFT: { id: string; title: string } = (() => {
  const list = (recorded as Record<string, ScriptedAnswer[]>)['common_service/gift_list']?.[0]?.data as { list?: { id: string; title: string }[] } | undefined;
  const gift = list?.list?.[0];
  if (!gift) throw new Error('recorded.json has no gift catalogue: run e2e/tools/storyHttp.record.ts');
  return gift;
})();

/** A gift icon of the recorded catalogue (its first gift), or the host's avatar. */
const STORY_GIFT_ICON: string = (() => {
  const gift = [...inlineMedia.keys()].find((p) => p.startsWith('/media/gifts/'));
  return gift ?? '';
})();

/** What the chat server holds for the story host: her vCard, online. Stories spread it into their script. */
export const STORY_HOST_XMPP = {
  vcards: { [STORY_HOST.jid]: { nickName: STORY_HOST.nickName ?? 'Host', photo: `/media/avatars/${uidFromJid(STORY_HOST.jid)}.svg` } },
  online: [STORY_HOST.jid],
};

/** The recorded viewer's jid (tooling/sandbox seed: viewer one), from the recorded sign-in. */
export const STORY_VIEWER_JID: string =
  (recorded as { 'login_service/user_pwd_login'?: { data: { userInfo: { jid: string } } }[] })['login_service/user_pwd_login']?.[0]?.data.userInfo.jid ?? 'user_200001@localhost';

const MINUTE = 60_000;

/**
 * A thread with {@link STORY_HOST} as the archive holds it, the newest `endAt` (epoch ms):
 * greetings both ways, a long message, a photo, a gift and stickers-free text, so the thread
 * shows each bubble kind. `long`: one very long unbroken word and long lines (layout stress).
 */
export function storyThread(endAt: number, opts: { long?: boolean } = {}): WireMessage[] {
  const host = STORY_HOST.jid;
  const name = STORY_HOST.nickName ?? 'Host';
  const base = { os: 'web', pkgName: 'com.fachat.web', version: 1, sensitiveInfo: 0 } as const;
  const fromHost = (i: number, m: Partial<WireMessage>): WireMessage => ({ ...base, mid: `story-h${i}`, from: host, to: STORY_VIEWER_JID, date: endAt - (20 - i) * MINUTE, type: 'text', content: '', nickName: name, ...m });
  const fromMe = (i: number, m: Partial<WireMessage>): WireMessage => ({ ...base, mid: `story-v${i}`, from: STORY_VIEWER_JID, to: host, date: endAt - (20 - i) * MINUTE, type: 'text', content: '', nickName: 'Viewer One', ...m });
  // Same-origin /media/ paths (the codec refuses any other relative URL): the recorded images.
  const photo = `/media/avatars/${uidFromJid(host)}.svg`;
  const long = opts.long
    ? 'Supercalifragilisticexpialidocious-and-then-some-more-letters-without-any-space-to-break-the-line '.repeat(2) +
      'and a long sentence after it that wraps over several lines on a phone, to see that the bubble keeps its margins.'
    : 'I love travelling. Last month I was in Lisbon, the light there in the evening is something else 🌅';
  return [
    fromMe(1, { content: 'Hi! How is your day going?' }),
    fromHost(2, { content: 'Hello 👋 It is going great, thank you for asking!' }),
    fromHost(3, { content: long }),
    fromMe(4, { content: 'That sounds wonderful. Do you have a photo?' }),
    fromHost(5, { type: 'image', content: '', attachment: { url: photo, thumbUrl: photo, payNeed: false, payPrice: 0 } }),
    fromMe(6, { type: 'gift', content: 'Rose', attachment: { id: 'g1', type: 0, gemsPrice: 10, tabId: 1, priority: 0, title: 'Rose', iconUrl: STORY_GIFT_ICON, isActive: true, showArea: 0 } }),
    fromHost(7, { content: 'Thank you for the rose 🌹 Shall we have a video call later?' }),
  ];
}
