import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const body = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const line = style({ margin: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, color: vars.color.text });
export const gems = style({ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700, unicodeBidi: 'isolate' });
export const short = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
