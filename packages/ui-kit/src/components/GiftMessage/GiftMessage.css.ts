import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  width: 184,
  maxWidth: '100%',
  paddingBlock: `${vars.space['5']} ${vars.space['4']}`,
  paddingInline: vars.space['4'],
  borderRadius: 20,
  textAlign: 'center',
  selectors: {
    '&[data-direction="out"]': {
      background: vars.color.brandGradient,
      color: vars.color.onBrand,
      borderEndEndRadius: 6,
      boxShadow: vars.shadow.md,
    },
    '&[data-direction="in"]': {
      background: vars.color.surface,
      color: vars.color.text,
      borderEndStartRadius: 6,
      boxShadow: vars.shadow.sm,
      backgroundImage: `radial-gradient(120% 80% at 50% 0%, ${vars.color.brandSoft} 0%, transparent 70%)`,
    },
  },
});

export const art = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 88,
  height: 88,
  marginBlockEnd: 4,
  borderRadius: '50%',
  background: 'radial-gradient(circle, rgba(255, 255, 255, 0.55) 0%, rgba(255, 255, 255, 0) 70%)',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 72,
  height: 72,
  objectFit: 'contain',
  filter: 'drop-shadow(0 6px 10px rgba(20, 16, 40, 0.22))',
});

export const caption = style({ fontSize: vars.font.size.xs, opacity: 0.8 });

export const title = style({
  maxWidth: '100%',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 24,
  paddingInline: 10,
  borderRadius: vars.radius.full,
  background: 'rgba(127, 127, 160, 0.16)',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${root}[data-direction="out"] &`]: { background: 'rgba(255, 255, 255, 0.22)' } },
});
