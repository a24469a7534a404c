import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const tip = style({
  display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', margin: '0 12px 8px', padding: '10px 12px',
  borderRadius: 14, background: vars.color.brandSoft, color: vars.color.text,
});
export const icon = style({ display: 'inline-flex', color: vars.color.brandStrong });
export const body = style({ display: 'flex', flexDirection: 'column', flex: '1 1 160px', minWidth: 0, fontSize: 14 });
export const text = style({ color: vars.color.textMuted, fontSize: 13 });
export const actions = style({ display: 'flex', gap: 6, marginInlineStart: 'auto' });
