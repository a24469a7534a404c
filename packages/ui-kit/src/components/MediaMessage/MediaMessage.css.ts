import { keyframes, style } from '@vanilla-extract/css';
import { media as mq } from '../../theme/breakpoints.ts';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

/** The fixed box: width and aspect-ratio come inline; never wider than the container. */
export const root = style({
  position: 'relative',
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  borderRadius: 18,
  background: vars.color.skeleton,
  isolation: 'isolate',
  color: '#ffffff',
  flexShrink: 0,
});

/** Skeleton shimmer while the thumb is still loading. */
export const loading = style({
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});

export const media = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  background: 'transparent',
  userSelect: 'none',
});

/** A photo beyond the box's ratio bounds: whole, with bands (never cut, never stretched). */
export const letterbox = style({ objectFit: 'contain', background: 'rgba(10, 6, 20, 0.85)' });

/** Locked / sensitive: heavy blur; scaled up so the blurred edges stay opaque. */
export const blurred = style({ filter: 'blur(24px)', transform: 'scale(1.2)' });

export const dimmed = style({ filter: 'brightness(0.6)' });

/** Broken thumb: neutral panel with an image icon. */
export const broken = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.textSubtle,
});

/** Full-box button (open viewer / reveal). */
export const cover = style([
  focusable,
  {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 'none',
    borderRadius: 'inherit',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focus}` },
    },
  },
]);

/** Dark translucent layer with centered icon, text and action. */
export const veil = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: 'rgba(10, 6, 20, 0.32)',
  color: '#ffffff',
  textAlign: 'center',
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.35)',
});

export const veilIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.2)',
  backdropFilter: 'blur(8px)',
  flexShrink: 0,
});

export const veilIconDanger = style({ background: vars.color.danger });

export const veilText = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** "Tap to view" pill inside the reveal button. */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 32,
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.92)',
  color: '#17151f',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textShadow: 'none',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${cover}:hover &`]: { transform: 'scale(1.04)' } },
});

export const playBadge = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  marginBlockStart: -26,
  marginInlineStart: -26,
  paddingInlineStart: 3,
  borderRadius: '50%',
  background: 'rgba(10, 6, 20, 0.45)',
  backdropFilter: 'blur(8px)',
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
  color: '#ffffff',
  pointerEvents: 'none',
});

export const duration = style({
  position: 'absolute',
  insetBlockEnd: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  height: 20,
  paddingInline: 6,
  borderRadius: vars.radius.full,
  background: 'rgba(10, 6, 20, 0.55)',
  fontSize: 11,
  fontWeight: vars.font.weight.semibold,
  lineHeight: '20px',
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

export const center = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const ring = style({
  position: 'relative',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: 'rgba(10, 6, 20, 0.35)',
  backdropFilter: 'blur(6px)',
});

export const ringTrack = style({ fill: 'none', stroke: 'rgba(255, 255, 255, 0.28)', strokeWidth: 4 });

export const ringValue = style({
  fill: 'none',
  stroke: '#ffffff',
  strokeWidth: 4,
  strokeLinecap: 'round',
  transform: 'rotate(-90deg)',
  transformOrigin: '50% 50%',
  transition: `stroke-dashoffset ${vars.motion.normal} linear`,
});

export const ringText = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 12,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
