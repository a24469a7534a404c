import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  paddingInline: 6,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: 11,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  whiteSpace: 'nowrap',
});

export const brand = style({ background: vars.color.brandGradient, color: vars.color.onBrand });
