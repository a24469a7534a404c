import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const button = recipe({
  base: [
    focusable,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['3'],
      border: '1px solid transparent',
      borderRadius: vars.radius.full,
      fontWeight: vars.font.weight.semibold,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.normal}, box-shadow ${vars.motion.normal}, filter ${vars.motion.normal}`,
      selectors: {
        '&:active:not(:disabled)': { transform: 'scale(0.97)' },
        '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
        '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brandGradient,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.md,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.06) saturate(1.05)' } },
      },
      secondary: {
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.97)' } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      danger: {
        background: vars.color.danger,
        color: '#ffffff',
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.06)' } },
      },
    },
    size: {
      sm: { height: 32, paddingInline: vars.space['4'], fontSize: vars.font.size.sm },
      md: { height: 44, paddingInline: vars.space['6'], fontSize: vars.font.size.md },
      lg: { height: 52, paddingInline: vars.space['8'], fontSize: vars.font.size.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Label wrapper; hidden (not removed) while loading so the button keeps its width. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  // opacity (not visibility) so the label still names the button for screen readers.
  selectors: { '[aria-busy="true"] > &': { opacity: 0 } },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
