/** The payment meter of a connected call (issue 4 "live gem countdown with a low-balance warning"). */
import { gemsLeftDuringCall, paidSecondsLeft } from '@vchat/domain';
import type { CallView } from './atoms.ts';

/**
 * What the payment meter shows at `elapsedS` seconds into a connected call: for a paid call
 * the gems left and the seconds they pay for (`low` in the last minute); for a free call the
 * free seconds left (`remind` from the recharge reminder time on).
 */
export function meterOf(call: Pick<CallView, 'payment' | 'price' | 'balance' | 'freeSeconds' | 'rechargeReminderS'>, elapsedS: number) {
  if (call.payment === 'paid') {
    const secondsLeft = paidSecondsLeft(call.balance, call.price, elapsedS);
    return { kind: 'paid' as const, gems: gemsLeftDuringCall(call.balance, call.price, elapsedS), secondsLeft, low: secondsLeft <= 60 };
  }
  const secondsLeft = Math.max(0, call.freeSeconds - elapsedS);
  return { kind: 'free' as const, secondsLeft, remind: call.rechargeReminderS > 0 && elapsedS >= call.rechargeReminderS };
}

