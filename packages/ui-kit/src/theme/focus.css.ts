import { style } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

/**
 * Visible focus ring for keyboard users only (`:focus-visible`), compose with
 * `style([focusable, {...}])`. The ring is a 2 px gap + 2 px brand box-shadow.
 */
export const focusable = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: vars.shadow.focusRing },
  },
});
