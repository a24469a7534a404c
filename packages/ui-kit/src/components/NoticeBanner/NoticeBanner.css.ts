import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(calc(-100% - 16px))' },
  to: { opacity: 1, transform: 'none' },
});

const countdown = keyframes({ from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } });

/** Fixed strip at the top; only the banner itself takes pointer events. */
export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetBlockStart: `calc(${vars.space['3']} + env(safe-area-inset-top))`,
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space['3'],
  pointerEvents: 'none',
  '@media': { [media.md]: { insetBlockStart: vars.space['5'] } },
});

export const banner = style({
  position: 'relative',
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}`,
  '@media': {
    [media.md]: { maxWidth: 420 },
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const open = style([
  focusable,
  {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['4'],
    minHeight: 68,
    paddingBlock: vars.space['4'],
    paddingInlineStart: vars.space['4'],
    paddingInlineEnd: vars.space['2'],
    border: 'none',
    borderRadius: 'inherit',
    background: 'transparent',
    color: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
      '&:hover': { background: vars.color.surfaceSunken },
    },
  },
]);

export const avatar = style({ display: 'flex', flexShrink: 0, width: 44, height: 44 });

export const body = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const text = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  lineHeight: 1.35,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

export const dismiss = style({ marginInlineEnd: vars.space['3'], color: vars.color.textMuted });

/** Countdown bar along the bottom edge; shrinks toward the start side, pauses with the timer. */
export const timer = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  height: 3,
  background: vars.color.brandGradient,
  transformOrigin: 'left',
  animationName: countdown,
  animationTimingFunction: 'linear',
  animationFillMode: 'forwards',
  selectors: {
    '[dir="rtl"] &': { transformOrigin: 'right' },
    [`${banner}[data-paused] &`]: { animationPlayState: 'paused' },
  },
  '@media': { [media.reducedMotion]: { display: 'none' } },
});
