import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  width: '100%',
  selectors: { '&[data-direction="out"]': { flexDirection: 'row-reverse' } },
});

export const avatar = style({ flexShrink: 0, width: 32 });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  maxWidth: 'min(75%, 520px)',
  minWidth: 0,
  selectors: {
    [`${row}[data-direction="out"] &`]: { alignItems: 'flex-end' },
    [`${row}[data-direction="in"] &`]: { alignItems: 'flex-start' },
  },
});

export const bubble = style({
  paddingBlock: 10,
  paddingInline: 14,
  borderRadius: 20,
  fontSize: 15,
  lineHeight: 1.4,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  selectors: {
    [`${row}[data-direction="in"] &`]: {
      background: vars.color.surface,
      color: vars.color.text,
      borderEndStartRadius: 6,
      boxShadow: vars.shadow.sm,
    },
    [`${row}[data-direction="out"] &`]: {
      background: vars.color.brandGradient,
      color: vars.color.onBrand,
      borderEndEndRadius: 6,
    },
    [`${row}[data-status="error"] &`]: { opacity: 0.75 },
  },
});

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 16,
  paddingInline: 4,
  fontSize: 11,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});

export const statusIcon = style({ display: 'inline-flex' });
export const statusSuccess = style({ color: vars.color.brand });
export const statusError = style({ color: vars.color.danger });

export const retry = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    height: 24,
    paddingInline: 8,
    border: 'none',
    borderRadius: vars.radius.full,
    background: vars.color.dangerSoft,
    color: vars.color.danger,
    fontSize: 12,
    fontWeight: vars.font.weight.semibold,
  },
]);

/** The message text: a block so it aligns to its own direction's start side. */
export const text = style({ display: 'block' });

/** Footer under the text (translation + toggle), separated by a hairline in the text colour. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
  marginBlockStart: 8,
  paddingBlockStart: 8,
  borderBlockStart: '1px solid color-mix(in srgb, currentColor 18%, transparent)',
  whiteSpace: 'normal',
});
