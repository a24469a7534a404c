import { describe, expect, it } from 'vitest';
import { LOCKED, afterOneSent, nextUtcMidnight, sendLimitState } from './sendLimit.ts';

const NOON = Date.UTC(2026, 4, 10, 12, 30);

describe('send limit states (send_msg_lock)', () => {
  it('says nothing before the server answered', () => {
    expect(sendLimitState(undefined, NOON)).toEqual({ kind: 'unknown' });
  });

  it('is unlimited for paid viewers (freeLeft 999)', () => {
    expect(sendLimitState({ locked: false, reason: '', freeLeft: 999 }, NOON)).toEqual({ kind: 'unlimited' });
  });

  it('shows nothing while more than 5 are left, then how many are left', () => {
    expect(sendLimitState({ locked: false, reason: '', freeLeft: 20 }, NOON)).toEqual({ kind: 'free', left: 20 });
    expect(sendLimitState({ locked: false, reason: '', freeLeft: 6 }, NOON)).toEqual({ kind: 'free', left: 6 });
    expect(sendLimitState({ locked: false, reason: '', freeLeft: 5 }, NOON)).toEqual({ kind: 'low', left: 5 });
    expect(sendLimitState({ locked: false, reason: '', freeLeft: 1 }, NOON)).toEqual({ kind: 'low', left: 1 });
  });

  it('at the limit: locked until the next 00:00 UTC', () => {
    const resetsAt = Date.UTC(2026, 4, 11);
    expect(sendLimitState({ locked: true, reason: 'not_paid_limit', freeLeft: 0 }, NOON)).toEqual({ kind: 'locked', resetsAt });
    expect(sendLimitState({ locked: false, reason: '', freeLeft: 0 }, NOON)).toEqual({ kind: 'locked', resetsAt });
  });

  it('next UTC midnight rolls over months and years, and is strictly later', () => {
    expect(nextUtcMidnight(Date.UTC(2026, 0, 31, 23, 59))).toBe(Date.UTC(2026, 1, 1));
    expect(nextUtcMidnight(Date.UTC(2026, 11, 31, 0, 0))).toBe(Date.UTC(2027, 0, 1));
    expect(nextUtcMidnight(Date.UTC(2026, 5, 1))).toBe(Date.UTC(2026, 5, 2));
  });

  it('counts one message down until locked; paid and unknown stay', () => {
    let lock: ReturnType<typeof afterOneSent> = { locked: false, reason: '', freeLeft: 2 };
    lock = afterOneSent(lock);
    expect(lock).toEqual({ locked: false, reason: '', freeLeft: 1 });
    lock = afterOneSent(lock);
    expect(lock).toEqual(LOCKED);
    expect(afterOneSent(LOCKED)).toBe(LOCKED);
    expect(afterOneSent(undefined)).toBeUndefined();
    const paid = { locked: false, reason: '', freeLeft: 999 };
    expect(afterOneSent(paid)).toBe(paid);
  });
});
