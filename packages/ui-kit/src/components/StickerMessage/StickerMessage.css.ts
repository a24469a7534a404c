import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/vars.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const root = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  maxWidth: '100%',
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-status="loading"]': {
      background: vars.color.skeleton,
      animation: `${pulse} 1.4s ease-in-out infinite`,
      '@media': { [media.reducedMotion]: { animation: 'none' } },
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  userSelect: 'none',
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['3'],
  borderRadius: 'inherit',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
