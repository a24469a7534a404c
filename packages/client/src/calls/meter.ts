/** The payment meter of a connected call (spec §5 billing per minute, §9 recharge reminder time): the live gem countdown with a low-balance warning. */
import { gemsLeftDuringCall } from '@vchat/domain';
import type { CallView } from './atoms.ts';

/**
 * What the payment meter shows at `elapsedS` seconds into a connected call: for a paid call
 * the gems left and the seconds they pay for (`low` in the last minute); for a free call the
 * free seconds left (`remind` from the recharge reminder time on).
 *
 * Gems left prefer the server's numbers: once the hub reported a billed minute (`billing`),
 * the balance it sent, less the minutes the local clock has started that the hub has not
 * billed yet; before that, an estimate from the balance when the call was placed (the hub
 * bills the price at connect, then each minute).
 */
export function meterOf(call: Pick<CallView, 'payment' | 'price' | 'balance' | 'freeSeconds' | 'rechargeReminderS'> & { billing?: CallView['billing'] }, elapsedS: number) {
  if (call.payment === 'paid') {
    const e = Math.max(0, elapsedS);
    const minutesStarted = Math.floor(e / 60) + 1;
    let gems: number;
    if (call.billing && call.price > 0) {
      const billedMinutes = Math.round(call.billing.billedGems / call.price);
      gems = Math.max(0, call.billing.gemsBalance - call.price * Math.max(0, minutesStarted - billedMinutes));
    } else gems = gemsLeftDuringCall(call.balance, call.price, e);
    const secondsLeft = call.price <= 0 ? Number.POSITIVE_INFINITY : Math.floor(60 - (e % 60) + Math.floor(gems / call.price) * 60);
    return { kind: 'paid' as const, gems, secondsLeft, low: secondsLeft <= 60 };
  }
  const secondsLeft = Math.max(0, call.freeSeconds - elapsedS);
  return { kind: 'free' as const, secondsLeft, remind: call.rechargeReminderS > 0 && elapsedS >= call.rechargeReminderS };
}
