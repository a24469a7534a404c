import { keyframes, style } from '@vanilla-extract/css';
import { media as mq } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Full-screen dark layer over everything but toasts; nothing behind it scrolls. */
export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  background: '#08060e',
  color: '#ffffff',
  outline: 'none',
  animation: `${fadeIn} ${vars.motion.fast} ease-out`,
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: 56,
  paddingInline: vars.space['4'],
  paddingBlockStart: 'env(safe-area-inset-top, 0px)',
  flexShrink: 0,
});

export const bottomBar = style([
  bar,
  { justifyContent: 'center', paddingBlockStart: 0, paddingBlockEnd: 'max(8px, env(safe-area-inset-bottom, 0px))' },
]);

export const counter = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The stage: gestures land here; the photo never leaves it. */
export const stage = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  overflow: 'hidden',
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** The photo: whole (contain), never stretched; transformed for zoom and pan. */
export const photo = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  transformOrigin: 'center center',
  willChange: 'transform',
  pointerEvents: 'none',
});

export const animated = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [mq.reducedMotion]: { transition: 'none' } },
});

/** Previous / next, over the stage's sides, vertically centred. */
export const side = style({
  position: 'absolute',
  insetBlockStart: '50%',
  marginBlockStart: -24,
  zIndex: 1,
});
export const sideStart = style({ insetInlineStart: vars.space['2'] });
export const sideEnd = style({ insetInlineEnd: vars.space['2'] });

export const zoomLabel = style({
  minWidth: 56,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  opacity: 0.85,
});
