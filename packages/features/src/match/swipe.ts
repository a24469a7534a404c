/**
 * When a drag of the match card is a swipe to the next host: far enough sideways (at least
 * {@link CARD_SWIPE_PX}, or a quick flick of {@link CARD_FLICK_PX} within 250 ms) and more
 * sideways than up or down. Either direction skips (a skip is the only swipe action).
 */
export const CARD_SWIPE_PX = 90;
export const CARD_FLICK_PX = 40;

/** `dx`, `dy` in px, `ms` the drag's duration. */
export function isCardSwipe(dx: number, dy: number, ms: number): boolean {
  const far = Math.abs(dx) >= CARD_SWIPE_PX || (Math.abs(dx) >= CARD_FLICK_PX && ms <= 250);
  return far && Math.abs(dx) > Math.abs(dy) * 1.2;
}
