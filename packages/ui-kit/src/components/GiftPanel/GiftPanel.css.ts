import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
});

export const tabs = style({ paddingInline: vars.space['4'], paddingBlockStart: vars.space['4'] });

export const panel = style({ borderRadius: 0 });

export const grid = style({
  display: 'grid',
  gap: 8,
  padding: 8,
  paddingInline: vars.space['4'],
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  alignContent: 'start',
});

export const tile = style([
  focusable,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    minWidth: 0,
    height: '100%',
    padding: vars.space['3'],
    border: '1.5px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:active': { transform: 'scale(0.96)' },
      '&[aria-checked="true"]': {
        borderColor: vars.color.brand,
        background: vars.color.brandSoft,
      },
    },
  },
]);

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  flexShrink: 0,
  objectFit: 'contain',
  color: vars.color.brand,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${tile}[aria-checked="true"] &`]: { transform: 'scale(1.12)' } },
});

export const title = style({
  maxWidth: '100%',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.3,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 3,
  fontSize: 11,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['6'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: 64,
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  paddingBlockEnd: `calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const notice = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
  textAlign: 'end',
  lineHeight: 1.3,
});

export const send = style({ flexShrink: 0, minWidth: 96 });
