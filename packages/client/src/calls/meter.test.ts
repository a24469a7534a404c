import { describe, expect, it } from 'vitest';
import { meterOf } from './meter.ts';

const paid = { payment: 'paid' as const, price: 60, balance: 200, freeSeconds: 0, rechargeReminderS: 0 };

describe('payment meter', () => {
  it('counts gems down per started minute and warns in the last paid minute', () => {
    expect(meterOf(paid, 0)).toEqual({ kind: 'paid', gems: 140, secondsLeft: 180, low: false });
    expect(meterOf(paid, 125)).toEqual({ kind: 'paid', gems: 20, secondsLeft: 55, low: true });
  });
  it('prefers the balance the hub sent with the last billed minute', () => {
    // The account changed during the call (e.g. a gift bought): the server's number wins.
    const billed = { ...paid, billing: { gemsBalance: 100, billedGems: 60 } };
    expect(meterOf(billed, 10)).toEqual({ kind: 'paid', gems: 100, secondsLeft: 50 + 60, low: false });
    // Minute 2 started on the local clock, its bill not here yet: counted as spent.
    expect(meterOf(billed, 61)).toMatchObject({ gems: 40, low: true });
    // The hub's second bill arrived.
    expect(meterOf({ ...paid, billing: { gemsBalance: 40, billedGems: 120 } }, 62)).toMatchObject({ gems: 40 });
  });
  it('counts free time down and reminds from the recharge reminder time', () => {
    const free = { payment: 'paidUserFreeCall' as const, price: 60, balance: 0, freeSeconds: 60, rechargeReminderS: 40 };
    expect(meterOf(free, 10)).toEqual({ kind: 'free', secondsLeft: 50, remind: false });
    expect(meterOf(free, 40)).toEqual({ kind: 'free', secondsLeft: 20, remind: true });
    expect(meterOf({ ...free, payment: 'firstCallFree', rechargeReminderS: 0 }, 70)).toEqual({ kind: 'free', secondsLeft: 0, remind: false });
  });
});
