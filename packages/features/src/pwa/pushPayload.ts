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

/** Where a click on the notification leads: the call for a call push, else the thread (with the sender's name). */
export function pushTarget(p: PushPayload): string {
  const uid = /_(\d+)@/.exec(p.jid)?.[1] ?? '';
  if (p.kind === 'call' && uid) return `/call/${encodeURIComponent(uid)}?jid=${encodeURIComponent(p.jid)}`;
  return `/message?jid=${encodeURIComponent(p.jid)}&name=${encodeURIComponent(p.title)}`;
}
