import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 14 });
export const error = style({ minHeight: 20, color: vars.color.danger, fontSize: 14 });
export const or = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  color: vars.color.textMuted,
  fontSize: 13,
  '::before': { content: '""', flex: 1, height: 1, background: vars.color.border },
  '::after': { content: '""', flex: 1, height: 1, background: vars.color.border },
});
globalStyle(`${or} > span`, { flexShrink: 0 });
