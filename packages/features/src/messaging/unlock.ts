/**
 * The message-unlock overlay's rule (spec §2 overlays "message unlock"; §3 image and
 * short_video payNeed, payPrice): a paid photo or video is offered for its price in gems; the
 * viewer can pay when the balance covers it, else the overlay offers the coin store. Pure.
 */

/** What the overlay offers: `pay` (confirm the unlock) or `getGems` (open the coin store). */
export type UnlockChoice = 'pay' | 'getGems';

/**
 * `pay` when `gemsBalance` (null: not loaded yet, the server decides) covers `payPrice` gems,
 * else `getGems`. A price that is not a non-negative whole number is treated as unknown: `pay`
 * (the server checks and refuses what the balance does not cover).
 */
export function unlockChoice(payPrice: number, gemsBalance: number | null): UnlockChoice {
  if (gemsBalance === null || !Number.isInteger(payPrice) || payPrice < 0) return 'pay';
  return gemsBalance >= payPrice ? 'pay' : 'getGems';
}
