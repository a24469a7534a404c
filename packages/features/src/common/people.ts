/**
 * How people are shown when a record carries no avatar or nickname: the avatar the backend
 * serves for every uid (`/media/avatars/<uid>.svg`, proxied in development like all media)
 * and the jid's local part as a name. One place, so a backend change is one edit.
 */
import { uidFromJid } from '@vchat/domain';

/** The backend's avatar path for a uid; null for an empty uid. */
export function avatarOfUid(uid: string | null | undefined): string | null {
  return uid ? `/media/avatars/${encodeURIComponent(uid)}.svg` : null;
}

/** The uid of a jid, or '' when the jid has no local name (never throws). */
export function uidOrEmpty(jid: string): string {
  try {
    return uidFromJid(jid);
  } catch {
    return '';
  }
}

/** A person's name for display: the nickname, else the jid's local part. */
export function displayName(p: { jid: string; nickName?: string | null }): string {
  return p.nickName || p.jid.split('@')[0] || '';
}

