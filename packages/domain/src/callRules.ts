/**
 * How a call is paid (spec §5 "callback" rule, §6 "a paid user with too few gems may get free
 * calls; first-call and silver-call flags are passed on calls"). Pure functions shared by the
 * client and the sandbox hub, so both sides decide the same way.
 */
import type { CallFlags } from './entities.ts';

/** How a call is paid. `paid`: billed per minute in gems. The others are free for a fixed time. */
export type CallPayment = 'paid' | 'firstCallFree' | 'paidUserFreeCall' | 'silverCall';

/** What the viewer has, as the server reported it. Counts are remaining uses; gems are gems. */
export interface CallWallet {
  gemsBalance: number;
  /** The account's paid flag (spec §3). */
  paid: boolean;
  /** config commonConfig.enablePaidUserFreeCall. */
  enablePaidUserFreeCall: boolean;
  /** paid_user_free_call freeTimes (0 when unknown). */
  paidUserFreeTimes: number;
  /** first_call_info freeFirstCallRemainingTimes (0 when unknown). */
  firstCallRemaining: number;
}

/**
 * The payment of an outgoing call to a host charging `price` gems per minute:
 * a remaining first-call free call first; else `paid` when the balance exceeds the price
 * (spec §5: "exceeds", so balance == price is not enough); else a paid-user free call when
 * the user is paid, the config enables it and free times remain; else null (the
 * insufficient-coins tip). Silver calls are chosen by the user, not here.
 */
export function outgoingCallPayment(w: CallWallet, price: number): CallPayment | null {
  if (w.firstCallRemaining > 0) return 'firstCallFree';
  if (w.gemsBalance > price) return 'paid';
  if (w.paid && w.enablePaidUserFreeCall && w.paidUserFreeTimes > 0) return 'paidUserFreeCall';
  return null;
}

/** The answer to a host's callback (spec §5). */
export type CallbackDecision =
  | { kind: 'ring'; payment: 'paid' | 'paidUserFreeCall' }
  | { kind: 'reply'; reason: 'busy' | 'coins_insufficient' };

/**
 * The callback rule of spec §5: busy when another call or a story line is active; accepted
 * (the call rings) when the balance exceeds the host's private chat price; else a paid-user
 * free call when enabled in config with free times left (the paid flag is not required here:
 * the spec's callback rule names only the config switch and the free times); else the reply
 * coins_insufficient.
 */
export function callbackDecision(w: CallWallet, price: number, busy: boolean): CallbackDecision {
  if (busy) return { kind: 'reply', reason: 'busy' };
  if (w.gemsBalance > price) return { kind: 'ring', payment: 'paid' };
  if (w.enablePaidUserFreeCall && w.paidUserFreeTimes > 0) return { kind: 'ring', payment: 'paidUserFreeCall' };
  return { kind: 'reply', reason: 'coins_insufficient' };
}

/** The flags passed on a call for a payment (spec §6). `paid` passes none. */
export function callFlagsOf(payment: CallPayment): CallFlags {
  return payment === 'paid' ? {} : { [payment]: true };
}

/**
 * The payment a call's flags ask for; null when more than one flag is set (a malformed
 * request). Non-boolean values count as unset.
 */
export function paymentOfFlags(flags: Record<string, unknown>): CallPayment | null {
  const set = (['firstCallFree', 'paidUserFreeCall', 'silverCall'] as const).filter((k) => flags[k] === true);
  if (set.length > 1) return null;
  return set[0] ?? 'paid';
}

/**
 * Gems left after `elapsedS` seconds of a paid call that started with `balance` gems at
 * `price` gems per minute, billed at the start of every minute from connect (the sandbox
 * bills at SessionSuccess, then every 60 s). Never below 0.
 */
export function gemsLeftDuringCall(balance: number, price: number, elapsedS: number): number {
  const minutesStarted = Math.floor(Math.max(0, elapsedS) / 60) + 1;
  return Math.max(0, balance - price * minutesStarted);
}

/**
 * Seconds of call the balance still pays for, counting the minute in progress (already
 * billed): the end of the current minute plus one minute per `price` gems left.
 */
export function paidSecondsLeft(balance: number, price: number, elapsedS: number): number {
  if (price <= 0) return Number.POSITIVE_INFINITY;
  const e = Math.max(0, elapsedS);
  const left = gemsLeftDuringCall(balance, price, e);
  const intoMinute = e % 60;
  return Math.floor(60 - intoMinute + Math.floor(left / price) * 60);
}
