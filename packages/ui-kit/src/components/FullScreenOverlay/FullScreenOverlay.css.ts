import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.maintenance,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['7'],
  background: vars.color.bg,
  backgroundImage: `radial-gradient(ellipse at 50% -10%, ${vars.color.brandSoft} 0%, transparent 60%)`,
  overflowY: 'auto',
  outline: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['5'],
  maxWidth: 480,
  textAlign: 'center',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 88,
  height: 88,
  borderRadius: vars.radius.full,
  background: vars.color.brandGradient,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.lg,
});

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({ fontSize: vars.font.size.md, color: vars.color.textMuted });
