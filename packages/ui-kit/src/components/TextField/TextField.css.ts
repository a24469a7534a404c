import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], textAlign: 'start' });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 48,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1.5px solid ${vars.color.border}`,
  transition: `border-color ${vars.motion.normal}, box-shadow ${vars.motion.normal}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-invalid="true"]:focus-within': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, opacity: 0.7 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  paddingInline: vars.space['5'],
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  textAlign: 'start',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const toggle = style({ marginInlineEnd: vars.space['2'], color: vars.color.textMuted });

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
});
