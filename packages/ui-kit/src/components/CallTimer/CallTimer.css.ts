import { style } from '@vanilla-extract/css';

export const root = style({
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
  direction: 'ltr',
  letterSpacing: '0.02em',
});
