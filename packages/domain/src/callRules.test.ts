import { describe, expect, it } from 'vitest';
import { callbackDecision, callFlagsOf, gemsLeftDuringCall, outgoingCallPayment, paidSecondsLeft, paymentOfFlags, type CallWallet } from './callRules.ts';

const wallet = (p: Partial<CallWallet> = {}): CallWallet => ({
  gemsBalance: 0, paid: false, enablePaidUserFreeCall: true, paidUserFreeTimes: 0, firstCallRemaining: 0, ...p,
});

describe('outgoingCallPayment (spec §5, §6)', () => {
  it('uses a remaining first-call free call before gems', () => {
    expect(outgoingCallPayment(wallet({ firstCallRemaining: 1, gemsBalance: 9999 }), 60)).toBe('firstCallFree');
  });
  it('bills when the balance exceeds the price, not when it equals it', () => {
    expect(outgoingCallPayment(wallet({ gemsBalance: 61 }), 60)).toBe('paid');
    expect(outgoingCallPayment(wallet({ gemsBalance: 60 }), 60)).toBeNull();
  });
  it('gives a paid user with too few gems a free call only when enabled with times left', () => {
    expect(outgoingCallPayment(wallet({ paid: true, paidUserFreeTimes: 2 }), 60)).toBe('paidUserFreeCall');
    expect(outgoingCallPayment(wallet({ paid: false, paidUserFreeTimes: 2 }), 60)).toBeNull();
    expect(outgoingCallPayment(wallet({ paid: true, paidUserFreeTimes: 0 }), 60)).toBeNull();
    expect(outgoingCallPayment(wallet({ paid: true, paidUserFreeTimes: 2, enablePaidUserFreeCall: false }), 60)).toBeNull();
  });
});

describe('callbackDecision (spec §5)', () => {
  it('replies busy while another call or a story line is active, whatever the balance', () => {
    expect(callbackDecision(wallet({ gemsBalance: 1e6 }), 60, true)).toEqual({ kind: 'reply', reason: 'busy' });
  });
  it('rings when the balance exceeds the price', () => {
    expect(callbackDecision(wallet({ gemsBalance: 61 }), 60, false)).toEqual({ kind: 'ring', payment: 'paid' });
  });
  it('tries a paid-user free call, else replies coins_insufficient', () => {
    expect(callbackDecision(wallet({ gemsBalance: 60, paidUserFreeTimes: 1 }), 60, false)).toEqual({ kind: 'ring', payment: 'paidUserFreeCall' });
    expect(callbackDecision(wallet({ gemsBalance: 60, paidUserFreeTimes: 1, enablePaidUserFreeCall: false }), 60, false)).toEqual({ kind: 'reply', reason: 'coins_insufficient' });
    expect(callbackDecision(wallet({ gemsBalance: 60 }), 60, false)).toEqual({ kind: 'reply', reason: 'coins_insufficient' });
  });
});

describe('call flags', () => {
  it('round-trips every payment', () => {
    for (const p of ['paid', 'firstCallFree', 'paidUserFreeCall', 'silverCall'] as const) expect(paymentOfFlags({ callee: 'x', ...callFlagsOf(p) })).toBe(p);
  });
  it('refuses two flags at once and ignores non-boolean values', () => {
    expect(paymentOfFlags({ firstCallFree: true, silverCall: true })).toBeNull();
    expect(paymentOfFlags({ silverCall: 'true' })).toBe('paid');
  });
});

describe('gem countdown', () => {
  it('bills a minute at connect and one at the start of each further minute', () => {
    expect(gemsLeftDuringCall(500, 60, 0)).toBe(440);
    expect(gemsLeftDuringCall(500, 60, 59)).toBe(440);
    expect(gemsLeftDuringCall(500, 60, 60)).toBe(380);
    expect(gemsLeftDuringCall(100, 60, 300)).toBe(0);
  });
  it('counts the seconds the balance still pays for', () => {
    expect(paidSecondsLeft(130, 60, 0)).toBe(60 + 60); // 70 left after the first minute: one more minute
    expect(paidSecondsLeft(130, 60, 45)).toBe(15 + 60);
    expect(paidSecondsLeft(100, 60, 10)).toBe(50); // 40 left: not another minute
    expect(paidSecondsLeft(100, 0, 10)).toBe(Number.POSITIVE_INFINITY);
  });
});
