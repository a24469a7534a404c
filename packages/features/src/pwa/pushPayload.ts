/**
 * The push payload (spec §3 push payload data: title, avatarUrl, jid) as the sandbox's push
 * service sends it, plus `kind` ('message' or 'call', default 'message'), `body` and, for a
 * call, `sid`. Shared by the service worker and the page; pure.
 */

export const PUSH_MESSAGE_TYPE = 'vchat:push';

export interface PushPayload {
  kind: 'message' | 'call';
  title: string;
  body: string;
  /** http(s) URL or a /media/ path; '' when none or unsafe. */
  avatarUrl: string;
  /** The sender's bare jid. */
  jid: string;
  /** Call session id (kind 'call'). */
  sid: string;
}

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** Parses a push payload (JSON text); null when it is not one. Never throws. */
export function parsePush(text: string): PushPayload | null {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch {
    return null;
  }
  if (!o || typeof o !== 'object') return null;
  const r = o as Record<string, unknown>;
  const title = str(r.title, 200).trim();
  const jid = str(r.jid, 300).trim();
  if (!title || !/^[^@\s/]+@[^@\s/]+$/.test(jid)) return null;
  const avatar = str(r.avatarUrl, 2048);
  return {
    kind: r.kind === 'call' ? 'call' : 'message',
    title,
    body: str(r.body, 500),
    avatarUrl: /^(https?:\/\/|\/media\/)/i.test(avatar) ? avatar : '',
    jid,
    sid: str(r.sid, 200),
  };
}

/**
 * Where a click on the notification leads: for a call push the call view, which asks the hub
 * about `sid` (it rings again while the host still calls); else the thread (with the sender's name).
 */
export function pushTarget(p: PushPayload): string {
  const name = encodeURIComponent(p.title);
  if (p.kind === 'call' && p.sid) return `/videoview?sid=${encodeURIComponent(p.sid)}&jid=${encodeURIComponent(p.jid)}&name=${name}`;
  return `/message?jid=${encodeURIComponent(p.jid)}&name=${name}`;
}

/** Storage key of the notification texts in the chosen language (the worker has no i18n). */
export const PUSH_TEXTS_KEY = 'pushTexts';

/** The translated texts a system notification shows under the sender's name. */
export interface PushTexts {
  /** "Tap to see what's new" (spec §4 "move"). */
  move: string;
  /** "is calling you". */
  call: string;
}

/** English, for a worker that finds no stored texts. */
export const DEFAULT_PUSH_TEXTS: PushTexts = { move: 'Tap to see what’s new', call: 'is calling you' };

/** Parses stored texts (JSON); the defaults for anything missing or malformed. Never throws. */
export function parsePushTexts(text: string | null): PushTexts {
  try {
    const o = JSON.parse(text ?? 'null') as Record<string, unknown> | null;
    return {
      move: typeof o?.move === 'string' && o.move.trim() ? o.move.slice(0, 200) : DEFAULT_PUSH_TEXTS.move,
      call: typeof o?.call === 'string' && o.call.trim() ? o.call.slice(0, 200) : DEFAULT_PUSH_TEXTS.call,
    };
  } catch {
    return DEFAULT_PUSH_TEXTS;
  }
}

/** The notification's body: the push's own text, else the translated "move" or "is calling you". */
export function notificationBody(p: PushPayload, texts: PushTexts): string {
  return p.body || (p.kind === 'call' ? texts.call : texts.move);
}

/** The in-app notice type of a foreground push (spec §4 "an in-app notice with sender, type 2, …"). */
export const FOREGROUND_PUSH_NOTICE_TYPE = 2;

/** What the in-app notice of a foreground push shows (spec §4). */
export interface ForegroundNotice {
  /** Notice type: always {@link FOREGROUND_PUSH_NOTICE_TYPE} (2). */
  type: typeof FOREGROUND_PUSH_NOTICE_TYPE;
  /** The sender's name (the push title). */
  sender: string;
  /** The sender's bare jid. */
  jid: string;
  /** The sender's avatar URL ('' when none). */
  avatarUrl: string;
  /** The translated "move" text ("is calling you" for a call push), never the push's own body. */
  text: string;
}

/**
 * The in-app notice for a push that arrived while the app was on screen (spec §4 "A foreground
 * push shows an in-app notice with sender, type 2, avatar and the translated text 'move'").
 * Pure; `texts` are the interface language's.
 */
export function foregroundNotice(p: PushPayload, texts: PushTexts): ForegroundNotice {
  return {
    type: FOREGROUND_PUSH_NOTICE_TYPE,
    sender: p.title,
    jid: p.jid,
    avatarUrl: p.avatarUrl,
    text: p.kind === 'call' ? texts.call : texts.move,
  };
}
