import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

/** The card a column of rows sits in. */
export const rowList = style({ borderRadius: 16, background: vars.color.surface, border: `1px solid ${vars.color.border}`, overflow: 'hidden' });
export const row = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '16px',
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderTop: 0 },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: -2 },
  },
});
export const label = style({ flex: 1, minWidth: 0 });
export const value = style({ color: vars.color.textMuted, fontWeight: 500 });
export const chevron = style({ display: 'flex', color: vars.color.textSubtle, transform: 'scaleX(-1)', selectors: { '[dir="rtl"] &': { transform: 'none' } } });
export const danger = style({ color: vars.color.danger });
