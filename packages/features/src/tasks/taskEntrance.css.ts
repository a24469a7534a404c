import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const entrance = style({ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 72 });
export const entranceGems = style({ margin: 0, display: 'flex', alignItems: 'center', gap: 10, fontSize: 18, fontWeight: 800, color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14, fontWeight: 500 });
