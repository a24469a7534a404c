import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['7'],
  textAlign: 'center',
  maxWidth: 420,
  marginInline: 'auto',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 72,
  height: 72,
  marginBlockEnd: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const iconDanger = style({ background: vars.color.dangerSoft, color: vars.color.danger });

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.tight,
  // Focused from script only (headingRef): no ring around a title.
  selectors: { '&:focus': { outline: 'none' } },
});

export const text = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const action = style({ marginBlockStart: vars.space['4'] });
