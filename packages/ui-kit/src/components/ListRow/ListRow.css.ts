import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 68,
  paddingInlineEnd: vars.space['3'],
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  transition: `background-color ${vars.motion.fast}`,
});

export const interactive = style({ selectors: { '&:hover': { background: vars.color.surfaceSunken } } });

export const main = style([
  focusable,
  {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['4'],
    alignSelf: 'stretch',
    paddingBlock: vars.space['3'],
    paddingInlineStart: vars.space['4'],
    paddingInlineEnd: vars.space['2'],
    border: 'none',
    borderRadius: vars.radius.lg,
    background: 'transparent',
    color: 'inherit',
    textAlign: 'start',
    WebkitTapHighlightColor: 'transparent',
  },
]);

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
});

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const line = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['3'], minWidth: 0 });

export const title = style({
  flex: '0 1 auto',
  minWidth: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  flexShrink: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});

export const subtitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const danger = style({ color: vars.color.danger });

export const trailing = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });

export const mainButton = style({ cursor: 'pointer' });
