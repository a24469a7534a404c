/**
 * Pure gesture rules of the photo viewer: zoom steps and bounds, pan limits, and when a
 * horizontal drag is a swipe to the next or previous photo (mirrored in right-to-left).
 */

/** Zoom bounds of the viewer (1 = the photo fits the screen). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Factor of one zoom step (buttons, +/- keys). */
export const ZOOM_STEP = 1.5;
/** Zoom of a double tap / double click from the fitted photo. */
export const DOUBLE_TAP_ZOOM = 2.5;
/** Pixels a drag must move sideways (and more than it moves up or down) to change photo. */
export const SWIPE_MIN_PX = 56;

/** Clamps a zoom into [MIN_ZOOM, MAX_ZOOM]; values within 1 % of 1 snap to 1. */
export function clampZoom(z: number): number {
  if (!Number.isFinite(z)) return MIN_ZOOM;
  const c = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));
  return Math.abs(c - 1) < 0.01 ? 1 : c;
}

/** The zoom after one step in (`+1`) or out (`-1`). */
export function stepZoom(z: number, direction: 1 | -1): number {
  return clampZoom(direction > 0 ? z * ZOOM_STEP : z / ZOOM_STEP);
}

/**
 * Keeps a pan offset (px, from the centre) so the zoomed photo still covers the stage:
 * at zoom `z` a box of `w`×`h` may move at most (z − 1)·w/2 and (z − 1)·h/2 either way.
 */
export function clampPan(pan: { x: number; y: number }, z: number, box: { width: number; height: number }) {
  const mx = Math.max(0, ((z - 1) * box.width) / 2);
  const my = Math.max(0, ((z - 1) * box.height) / 2);
  return { x: Math.min(mx, Math.max(-mx, pan.x)), y: Math.min(my, Math.max(-my, pan.y)) };
}

/**
 * What a finished one-finger drag at zoom 1 does: `next`, `previous` or nothing. A drag to
 * the left shows the next photo in left-to-right, the previous one in right-to-left.
 */
export function swipeAction(dx: number, dy: number, dir: 'ltr' | 'rtl'): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  const towardStart = dx < 0;
  return (dir === 'ltr') === towardStart ? 'next' : 'previous';
}

/** What an arrow key does: ArrowRight is next in left-to-right, previous in right-to-left. */
export function arrowAction(key: string, dir: 'ltr' | 'rtl'): 'next' | 'previous' | null {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return null;
  return (key === 'ArrowRight') === (dir === 'ltr') ? 'next' : 'previous';
}
