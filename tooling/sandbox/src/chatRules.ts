/** Sandbox chat rules shared by the API and the anchors component: the unpaid send lock. */
import type { Store, UserRow } from './store.ts';

/** Chat messages an unpaid viewer may send to one host per UTC day. */
export const FREE_MESSAGES_PER_DAY = 20;
/** `freeLeft` reported for paid viewers (never locked). */
export const PAID_FREE_LEFT = 999;

/** Start (epoch ms) of the UTC day holding `nowMs`. */
export function utcDayStart(nowMs: number): number {
  return Math.floor(nowMs / 86_400_000) * 86_400_000;
}

/** The send-lock state of a viewer towards a host. */
export interface SendLock {
  locked: boolean;
  reason: '' | 'not_paid_limit';
  freeLeft: number;
}

/**
 * Send lock of `viewer` towards `hostJid` at `nowMs`: paid viewers are never locked; unpaid
 * ones are locked once they sent {@link FREE_MESSAGES_PER_DAY} messages (gifts counted too)
 * to that host since the start of the UTC day.
 */
export async function sendLockState(store: Store, viewer: UserRow, hostJid: string, nowMs: number): Promise<SendLock> {
  if (viewer.paid) return { locked: false, reason: '', freeLeft: PAID_FREE_LEFT };
  const sent = await store.countMessagesSince(viewer.jid, hostJid, utcDayStart(nowMs));
  const freeLeft = Math.max(0, FREE_MESSAGES_PER_DAY - sent);
  return freeLeft === 0 ? { locked: true, reason: 'not_paid_limit', freeLeft } : { locked: false, reason: '', freeLeft };
}
