import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: 260,
  maxWidth: '100%',
  padding: vars.space['4'],
  borderRadius: 20,
  borderEndStartRadius: 6,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  backgroundImage: `linear-gradient(160deg, ${vars.color.brandSoft} 0%, transparent 55%)`,
});

export const text = style({ display: 'block', fontSize: 15, lineHeight: 1.4 });

export const gift = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const art = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 56,
  height: 56,
  borderRadius: vars.radius.md,
  background: `radial-gradient(circle, ${vars.color.brandSoft} 0%, transparent 72%)`,
  color: vars.color.brand,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  objectFit: 'contain',
  filter: 'drop-shadow(0 4px 8px rgba(20, 16, 40, 0.18))',
});

export const giftInfo = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, textAlign: 'start' });

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const send = style({ height: 40 });

export const sent = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
