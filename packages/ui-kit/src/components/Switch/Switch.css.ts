import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['5'],
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});

export const text = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'start' });

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { [`${root}[data-disabled] &`]: { cursor: 'not-allowed' } },
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, lineHeight: 1.35 });

export const track = style([
  focusable,
  {
    position: 'relative',
    flexShrink: 0,
    width: 52,
    height: 32,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: vars.color.border,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.normal}`,
    selectors: {
      '&[aria-checked="true"]': { background: vars.color.brandGradient },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

export const thumb = style({
  position: 'absolute',
  insetBlockStart: 3,
  insetInlineStart: 3,
  width: 26,
  height: 26,
  borderRadius: '50%',
  background: '#ffffff',
  boxShadow: '0 2px 6px rgba(20, 16, 40, 0.25)',
  transition: `inset-inline-start ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${track}[aria-checked="true"] &`]: { insetInlineStart: 23 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
