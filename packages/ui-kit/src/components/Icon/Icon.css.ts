import { style } from '@vanilla-extract/css';
import { rtl } from '../../theme/mixins.ts';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

/** Mirrors directional icons (back, send) in right-to-left layouts. */
export const flipRtl = style({
  selectors: { [rtl]: { transform: 'scaleX(-1)' } },
});
