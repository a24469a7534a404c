import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const list = style({
  display: 'flex',
  gap: vars.space['2'],
  padding: vars.space['2'],
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  maxWidth: '100%',
  width: 'max-content',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const stretch = style({ width: '100%' });

export const tab = style([
  focusable,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    flexShrink: 0,
    height: 36,
    paddingInline: vars.space['5'],
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.normal}, color ${vars.motion.normal}`,
    selectors: {
      '&:hover:not([aria-selected="true"]):not(:disabled)': { color: vars.color.text },
      '&[aria-selected="true"]': {
        background: vars.color.surface,
        color: vars.color.brandStrong,
        boxShadow: vars.shadow.sm,
      },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
]);

export const tabStretch = style({ flex: '1 0 auto' });

export const panel = style([focusable, { borderRadius: vars.radius.md }]);
