import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const row = style({ display: 'flex', justifyContent: 'center', width: '100%', paddingBlock: vars.space['2'] });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  maxWidth: '85%',
  margin: 0,
  paddingBlock: 6,
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.full,
  background: 'rgba(127, 127, 160, 0.12)',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: 1.4,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  unicodeBidi: 'isolate',
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
