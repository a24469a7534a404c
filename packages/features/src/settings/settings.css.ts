import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const page = style({ maxWidth: 760, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 16, boxSizing: 'border-box' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const heading = style({ margin: 0, padding: '0 4px', fontSize: 13, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });
export const langOption = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '14px 16px',
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
    '&[aria-checked="true"]': { color: vars.color.brandStrong },
  },
});
export const langNames = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: 13, fontWeight: 500 });
