import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['3'],
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const tile = style([
  focusable,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: '1 / 1',
    minWidth: 0,
    padding: '12%',
    border: 'none',
    borderRadius: 14,
    background: 'transparent',
    color: vars.color.textSubtle,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:active': { transform: 'scale(0.92)' },
    },
  },
]);

export const image = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  pointerEvents: 'none',
  userSelect: 'none',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  minHeight: 160,
  padding: vars.space['6'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
