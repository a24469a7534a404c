import { style } from '@vanilla-extract/css';

export const guide = style({ display: 'flex', gap: 16, alignItems: 'center' });
export const text = style({ margin: 0, lineHeight: 1.55 });
