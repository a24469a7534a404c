import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const iconButton = recipe({
  base: [
    focusable,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.full,
      WebkitTapHighlightColor: 'transparent',
      transition: `background-color ${vars.motion.normal}, transform ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&:active:not(:disabled)': { transform: 'scale(0.94)' },
        '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(127, 127, 140, 0.14)' } },
      },
      soft: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.96)' } },
      },
      primary: {
        background: vars.color.brandGradient,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.md,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.06)' } },
      },
      overlay: {
        background: 'rgba(0, 0, 0, 0.38)',
        color: '#ffffff',
        backdropFilter: 'blur(8px)',
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(0, 0, 0, 0.5)' } },
      },
    },
    size: {
      sm: { width: 32, height: 32 },
      md: { width: 40, height: 40 },
      lg: { width: 48, height: 48 },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: -2,
  insetInlineEnd: -2,
});
