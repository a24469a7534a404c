import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: 60,
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const text = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'start' });

export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, lineHeight: 1.35 });

export const control = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexShrink: 0 });
