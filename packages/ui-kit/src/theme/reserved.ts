/**
 * Space at the edges of the viewport that app-level bars cover: the cookie notice at the bottom
 * (spec §2 overlays), the ongoing-call bar at the top. The app sets these CSS custom properties
 * on `<html>` while such a bar shows, as the distance in px from that edge of the viewport to
 * the bar's far side (the bottom nav's 64 px included when the bar floats above it). Part of the
 * theme contract: the shell's main area, sticky top bars and modal sheets keep clear of them, so
 * a bar never covers a button (issue 17.3, 17.10).
 */
export const RESERVED_BOTTOM_PROPERTY = '--vc-reserved-bottom';
export const RESERVED_TOP_PROPERTY = '--vc-reserved-top';

/** The reserved space at the bottom, for styles: `var(--vc-reserved-bottom, 0px)`. */
export const reservedBottom = `var(${RESERVED_BOTTOM_PROPERTY}, 0px)`;
/** The reserved space at the top, for styles: `var(--vc-reserved-top, 0px)`. */
export const reservedTop = `var(${RESERVED_TOP_PROPERTY}, 0px)`;
