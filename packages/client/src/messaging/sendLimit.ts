/**
 * The unpaid viewer's daily message limit per host (spec §7 common_service/send_msg_lock:
 * `{ locked, reason, freeLeft }`; the sandbox gives 20 messages, gifts counted, per host per
 * UTC day, and paid viewers `freeLeft: 999`). Pure rules: what the thread shows for a lock.
 *
 * - `free`: more than {@link LIMIT_WARN_FROM} messages left, nothing is shown.
 * - `low`: 1..{@link LIMIT_WARN_FROM} left, the thread says how many.
 * - `locked`: none left. What lifts it: a paid purchase (any gem package makes the viewer
 *   paid, spec §3 account info `paid`) at once, or the next 00:00 UTC (`resetsAt`).
 * - `unlimited`: a paid viewer.
 * - `unknown`: not asked yet (or not a host's thread): nothing is shown, nothing is blocked.
 */

/** Free messages per host and UTC day for an unpaid viewer. */
export const FREE_MESSAGES_PER_DAY = 20;
/** From how many messages left the thread warns. */
export const LIMIT_WARN_FROM = 5;
/** A `freeLeft` at or above this is no limit (paid viewers get 999). */
export const UNLIMITED_FREE_LEFT = 999;
/** send_msg_lock `reason` of the unpaid limit. */
export const NOT_PAID_LIMIT = 'not_paid_limit';

/** The server's answer (send_msg_lock). */
export interface SendLock {
  locked: boolean;
  reason: string;
  freeLeft: number;
}

export type SendLimitState =
  | { kind: 'unknown' }
  | { kind: 'unlimited' }
  | { kind: 'free'; left: number }
  | { kind: 'low'; left: number }
  /** `resetsAt`: epoch ms of the next 00:00 UTC, when free messages come back. */
  | { kind: 'locked'; resetsAt: number };

/** Epoch ms of the first 00:00 UTC after `now` (epoch ms). */
export function nextUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

/** What a thread shows for its lock (see the module docstring); `now` in epoch ms. */
export function sendLimitState(lock: SendLock | undefined, now: number): SendLimitState {
  if (!lock) return { kind: 'unknown' };
  const left = Math.max(0, Math.floor(lock.freeLeft));
  if (lock.locked || left === 0) return { kind: 'locked', resetsAt: nextUtcMidnight(now) };
  if (left >= UNLIMITED_FREE_LEFT) return { kind: 'unlimited' };
  return left <= LIMIT_WARN_FROM ? { kind: 'low', left } : { kind: 'free', left };
}

/**
 * The lock after one more message was accepted by the server, before the server is asked
 * again: one fewer left, locked at none. Unlimited and unknown locks stay as they are.
 */
export function afterOneSent(lock: SendLock | undefined): SendLock | undefined {
  if (!lock || lock.locked || lock.freeLeft >= UNLIMITED_FREE_LEFT) return lock;
  const left = Math.max(0, lock.freeLeft - 1);
  return { locked: left === 0, reason: left === 0 ? NOT_PAID_LIMIT : lock.reason, freeLeft: left };
}

/** The lock once the server refused a message for the limit (a bounce with policy-violation). */
export const LOCKED: SendLock = { locked: true, reason: NOT_PAID_LIMIT, freeLeft: 0 };
