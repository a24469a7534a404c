import { style, styleVariants } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style([
  focusable,
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 4',
    // The top row's status label answers to the card's own width (statusText).
    containerType: 'inline-size',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    background: vars.color.skeleton,
    color: '#ffffff',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    boxShadow: vars.shadow.sm,
    isolation: 'isolate',
    WebkitTapHighlightColor: 'transparent',
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.normal}`,
    '@media': {
      '(hover: hover)': {
        selectors: {
          '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.lg },
        },
      },
    },
    selectors: { '&:active': { transform: 'scale(0.98)' } },
  },
]);

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: -1,
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { [`${root}:hover &`]: { transform: 'scale(1.04)' } },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brandGradient,
  fontSize: 48,
  fontWeight: vars.font.weight.bold,
  color: 'rgba(255, 255, 255, 0.9)',
  '::before': { content: 'attr(data-initials)' },
});

export const scrim = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  height: '55%',
  background: 'linear-gradient(to top, rgba(10, 6, 20, 0.82) 0%, rgba(10, 6, 20, 0.4) 45%, transparent 100%)',
  pointerEvents: 'none',
});

/**
 * The top corners share one row: the status pill gives way (truncates) to the price chip, so
 * the two never overlap on a narrow card or with longer words (Arabic, issue 17).
 */
export const topRow = style({
  position: 'absolute',
  insetBlockStart: vars.space['3'],
  insetInline: vars.space['3'],
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 4,
  minWidth: 0,
});

export const status = style({
  flex: '0 1 auto',
  minWidth: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  height: 24,
  paddingInline: 8,
  borderRadius: vars.radius.full,
  background: 'rgba(10, 6, 20, 0.48)',
  backdropFilter: 'blur(8px)',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: '50%',
  flexShrink: 0,
});

export const dotColor = styleVariants({
  online: { background: vars.color.online, boxShadow: `0 0 0 3px rgba(34, 197, 94, 0.3)` },
  busy: { background: vars.color.busy },
  offline: { background: vars.color.offline },
});

export const topEnd = style({ flexShrink: 0, marginInlineStart: 'auto' });

export const info = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space['4'],
});

export const name = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: 6,
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textShadow: '0 1px 2px rgba(0,0,0,0.3)',
});

export const nickname = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const age = style({ flexShrink: 0, fontWeight: vars.font.weight.medium, opacity: 0.9 });

export const location = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  fontSize: vars.font.size.xs,
  opacity: 0.88,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/**
 * The status words beside the dot. On a card narrower than 200 px (two columns on a phone) the
 * dot and the price chip left them 1–2 letters ("O…"); there the dot stands alone and the words
 * stay in the card's accessible name (visually hidden, not removed).
 */
export const statusText = style([truncate, {
  '@container': {
    '(max-width: 199.98px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      padding: 0,
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
    },
  },
}]);

/** The location icon (flag or globe), inline with the location text. */
export const locationIcon = style({ display: 'inline-flex', flexShrink: 0 });
