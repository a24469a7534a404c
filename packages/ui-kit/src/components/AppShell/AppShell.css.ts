import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';
import { reservedBottom, reservedTop } from '../../theme/reserved.ts';

/** Height of the mobile bottom tab bar in px (without the safe-area inset). */
export const BOTTOM_BAR_HEIGHT = 64;
/** Width of the desktop nav rail in px (≥1024), and the expanded rail (≥1536). */
export const RAIL_WIDTH = 96;
export const RAIL_WIDTH_XL = 232;

const bottomBar = createVar();

export const root = style({
  vars: { [bottomBar]: `calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom))` },
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.bg,
});

export const nav = style({
  zIndex: vars.zIndex.nav,
  background: vars.color.nav,
  color: vars.color.navText,
  '@media': {
    [media.mobile]: {
      position: 'fixed',
      insetInline: 0,
      insetBlockEnd: 0,
      height: bottomBar,
      paddingBlockEnd: 'env(safe-area-inset-bottom)',
      boxShadow: '0 -8px 24px rgba(10, 6, 20, 0.16)',
    },
    [media.md]: {
      // Below any app-level bar that keeps the top edge (theme/reserved.ts), like the content.
      position: 'sticky',
      insetBlockStart: reservedTop,
      flexShrink: 0,
      display: 'flex',
      flexDirection: 'column',
      width: RAIL_WIDTH,
      height: `calc(100dvh - ${reservedTop})`,
      paddingBlock: vars.space['6'],
      paddingInline: 8,
      gap: vars.space['6'],
      overflowY: 'auto',
    },
    [media.xl]: { width: RAIL_WIDTH_XL, paddingInline: vars.space['5'] },
  },
});

export const navHiddenMobile = style({
  '@media': { [media.mobile]: { display: 'none' } },
});

export const logo = style({
  display: 'none',
  '@media': {
    [media.md]: { display: 'flex', justifyContent: 'center', minHeight: 40, overflow: 'hidden', color: vars.color.navTextActive },
    [media.xl]: { justifyContent: 'flex-start', paddingInline: vars.space['3'] },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  '@media': {
    [media.mobile]: { height: '100%', alignItems: 'stretch', justifyContent: 'space-around' },
    [media.md]: { flexDirection: 'column', gap: vars.space['3'], flex: 1 },
  },
});

export const listItem = style({
  '@media': { [media.mobile]: { flex: 1, display: 'flex' } },
});

export const item = style([
  focusable,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    width: '100%',
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    textDecoration: 'none',
    fontWeight: vars.font.weight.semibold,
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.normal}, color ${vars.motion.normal}`,
    selectors: {
      '&:hover': { color: vars.color.navTextActive },
      '&[aria-current="page"]': { color: vars.color.navTextActive },
    },
    '@media': {
      [media.mobile]: {
        flexDirection: 'column',
        justifyContent: 'center',
        fontSize: 11,
        borderRadius: vars.radius.md,
      },
      [media.md]: {
        flexDirection: 'column',
        justifyContent: 'center',
        minHeight: 64,
        fontSize: 11,
        borderRadius: vars.radius.lg,
        selectors: {
          '&:hover': { background: vars.color.navActiveBg },
          '&[aria-current="page"]': { background: vars.color.navActiveBg },
        },
      },
      [media.xl]: {
        flexDirection: 'row',
        justifyContent: 'flex-start',
        gap: vars.space['4'],
        minHeight: 48,
        paddingInline: vars.space['4'],
        fontSize: vars.font.size.sm,
      },
    },
  },
]);

export const iconWrap = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 28,
  borderRadius: vars.radius.full,
  selectors: {
    [`${item}[aria-current="page"] &`]: { color: vars.color.brand },
  },
});

export const activeBar = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: '30%',
  height: 3,
  borderRadius: vars.radius.full,
  background: vars.color.brandGradient,
  '@media': {
    [media.md]: { insetBlockStart: '25%', insetBlockEnd: '25%', insetInlineStart: -8, insetInlineEnd: 'auto', width: 3, height: 'auto' },
    [media.xl]: { insetInlineStart: -16 },
  },
});

export const itemBadge = style({
  position: 'absolute',
  insetBlockStart: -8,
  insetInlineStart: 14,
  lineHeight: 0,
});

export const label = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
  lineHeight: 1.2,
});

export const footer = style({
  display: 'none',
  '@media': { [media.md]: { display: 'flex', justifyContent: 'center' }, [media.xl]: { justifyContent: 'flex-start' } },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  // Clear of the bottom nav and of any app-level bar reserved at either edge (theme/reserved.ts).
  paddingBlockStart: reservedTop,
  paddingBlockEnd: reservedBottom,
  '@media': { [media.mobile]: { paddingBlockEnd: `max(${bottomBar}, ${reservedBottom})` } },
});

export const mainNoNav = style({
  '@media': { [media.mobile]: { paddingBlockEnd: reservedBottom } },
});

export const aside = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'flex',
      flexDirection: 'column',
      flexShrink: 0,
      width: 360,
      height: '100dvh',
      position: 'sticky',
      insetBlockStart: 0,
      overflowY: 'auto',
      background: vars.color.surface,
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
    [media.xl]: { width: 400 },
  },
});

/**
 * Scrolling into view (keyboard focus, find-in-page, `scrollIntoView`) keeps what it brings
 * clear of the fixed bottom nav on phones and of any bar reserved above it, so a focused control
 * never ends up under them (issue 17).
 */
globalStyle(`html:has(${root})`, {
  scrollPaddingBlockStart: reservedTop,
  scrollPaddingBlockEnd: reservedBottom,
  '@media': { [media.mobile]: { scrollPaddingBlockEnd: `max(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom), ${reservedBottom})` } },
});
