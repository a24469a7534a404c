import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const toggle = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    height: 24,
    marginInlineStart: -6,
    paddingInline: 6,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    opacity: 0.78,
    fontSize: 12,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `opacity ${vars.motion.fast}, background-color ${vars.motion.fast}`,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { opacity: 1, background: 'rgba(127, 127, 140, 0.14)' },
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
  },
]);
