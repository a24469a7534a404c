import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const card = style({ display: 'flex', flexDirection: 'column', gap: 14 });
export const photo = style({
  width: '100%',
  aspectRatio: '4 / 5',
  borderRadius: 20,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  display: 'block',
});
export const name = style({ margin: 0, fontSize: 22, fontWeight: 800 });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: 15 });
export const about = style({ margin: 0, fontSize: 15, lineHeight: 1.5 });
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1.4fr', gap: 10 });
