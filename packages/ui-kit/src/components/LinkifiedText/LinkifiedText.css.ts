import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';

/** Isolated, direction-detecting text run that keeps line breaks and wraps long URLs. */
export const root = style({
  unicodeBidi: 'isolate',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

/** Link in the current text colour (readable on the brand gradient and on light bubbles). */
export const link = style([
  focusable,
  {
    unicodeBidi: 'isolate',
    color: 'inherit',
    textDecoration: 'underline',
    textDecorationThickness: 1,
    textUnderlineOffset: 2,
    borderRadius: 4,
    wordBreak: 'break-all',
    selectors: { '&:hover': { textDecorationThickness: 2 } },
  },
]);
