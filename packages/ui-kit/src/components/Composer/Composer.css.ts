import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

/** Below this width the slot folds while typing. */
const narrow = 'screen and (max-width: 479px)';

export const root = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': { [narrow]: { gap: vars.space['2'], paddingInline: vars.space['2'] } },
});

export const field = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-end',
  borderRadius: 22,
  background: vars.color.surfaceSunken,
  border: '1.5px solid transparent',
  transition: `border-color ${vars.motion.normal}, background-color ${vars.motion.normal}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand, background: vars.color.surface, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
  },
});

export const textarea = style({
  flex: 1,
  minWidth: 0,
  display: 'block',
  minHeight: 41,
  paddingBlock: 10,
  paddingInline: vars.space['5'],
  border: 'none',
  outline: 'none',
  resize: 'none',
  background: 'transparent',
  fontSize: 15,
  lineHeight: '20px',
  color: vars.color.text,
  textAlign: 'start',
  overflowY: 'auto',
  // The field grows with its text up to its max-height (set from maxRows), without a measure in
  // script; where a browser lacks it, the component measures (Composer.tsx).
  ...({ fieldSizing: 'content' } as object),
  // Narrow phones: the placeholder ("Type a message…") stays on one line beside the buttons.
  '@media': { [narrow]: { paddingInline: vars.space['4'] } },
  selectors: { '&::placeholder': { color: vars.color.textSubtle } },
});

export const counter = style({
  flexShrink: 0,
  alignSelf: 'flex-end',
  paddingInlineEnd: vars.space['4'],
  paddingBlockEnd: 12,
  fontSize: 11,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});

export const counterFull = style({ color: vars.color.danger });

export const slot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  '@media': { [narrow]: { gap: 0 } },
  selectors: { [`[data-folded] > &`]: { '@media': { [narrow]: { display: 'none' } } } },
});

/** Shows the folded slot again (narrow screens, while typing). */
export const unfold = style([
  focusable,
  {
    display: 'none',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 44,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    '@media': { [narrow]: { display: 'inline-flex' } },
  },
]);

export const send = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 44,
    height: 44,
    border: 'none',
    borderRadius: '50%',
    background: vars.color.brandGradient,
    color: vars.color.onBrand,
    boxShadow: vars.shadow.md,
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}, opacity ${vars.motion.normal}, filter ${vars.motion.normal}`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'scale(0.92)' },
      '&:disabled': { opacity: 0.4, filter: 'grayscale(0.6)', cursor: 'not-allowed', boxShadow: 'none' },
    },
  },
]);
