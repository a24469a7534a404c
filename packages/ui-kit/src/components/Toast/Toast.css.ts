import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetBlockStart: `calc(${vars.space['5']} + env(safe-area-inset-top))`,
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingInline: vars.space['5'],
  pointerEvents: 'none',
  '@media': {
    [media.md]: { alignItems: 'flex-end', insetInlineStart: 'auto', insetInlineEnd: vars.space['7'] },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: 420,
  minHeight: 52,
  paddingBlock: vars.space['4'],
  paddingInlineStart: vars.space['5'],
  paddingInlineEnd: vars.space['3'],
  borderRadius: vars.radius.lg,
  background: '#1f1b2a',
  color: '#ffffff',
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  animation: `${enter} ${vars.motion.slow} ${vars.motion.easing}`,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const tone = styleVariants({
  info: { color: '#a5b4fc' },
  success: { color: '#4ade80' },
  warning: { color: '#fbbf24' },
  error: { color: '#fb7185' },
});

export const message = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const action = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});
