import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';

export const button = style({
  minWidth: 96,
  '@media': { [media.mobile]: { width: '100%' } },
});
