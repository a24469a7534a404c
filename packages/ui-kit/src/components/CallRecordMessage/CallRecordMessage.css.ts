import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: 'max-content',
  minWidth: 200,
  maxWidth: 'min(280px, 100%)',
  minHeight: 64,
  padding: vars.space['4'],
  borderRadius: 20,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-direction="in"]': { borderEndStartRadius: 6 },
    '&[data-direction="out"]': { borderEndEndRadius: 6, background: vars.color.brandSoft },
  },
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: vars.color.brandGradient,
  color: vars.color.onBrand,
  selectors: {
    [`${root}[data-missed] &`]: { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, textAlign: 'start' });

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  selectors: { [`${root}[data-missed] &`]: { color: vars.color.danger } },
});

export const detail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
