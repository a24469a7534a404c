import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const skuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });
export const sku = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '14px 16px',
  borderRadius: 16,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 } },
});
export const skuGems = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: 2, fontWeight: 700, fontSize: 16 });
export const skuBonus = style({ fontWeight: 600, fontSize: 13, color: vars.color.success });
export const skuTag = style({ fontSize: 12, fontWeight: 700, color: vars.color.onBrand, background: vars.color.brandGradient, borderRadius: 999, padding: '2px 8px' });
export const skuPrice = style({ fontWeight: 800, fontSize: 16, whiteSpace: 'nowrap', unicodeBidi: 'isolate' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: vars.color.bg,
  color: vars.color.text,
  boxSizing: 'border-box',
});
export const card = style({
  width: '100%',
  maxWidth: 440,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  padding: 24,
  borderRadius: 24,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  boxSizing: 'border-box',
});
export const title = style({ margin: 0, fontSize: 22, fontWeight: 800 });
export const summary = style({ display: 'flex', alignItems: 'center', gap: 10, padding: 14, borderRadius: 16, background: vars.color.brandSoft, fontWeight: 700 });
export const row2 = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 12 });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: 14 });
export const resultIcon = style({ width: 64, height: 64, borderRadius: 999, display: 'grid', placeItems: 'center', margin: '0 auto' });
export const ok = style([resultIcon, { background: vars.color.brandSoft, color: vars.color.success }]);
export const bad = style([resultIcon, { background: vars.color.dangerSoft, color: vars.color.danger }]);
export const center = style({ textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 8 });

export const historyPage = style({ maxWidth: 760, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 12, boxSizing: 'border-box' });
export const historyRow = style({ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 16px', borderRadius: 16, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const historyAmount = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 2 });
export const statusOk = style({ fontSize: 13, fontWeight: 700, color: vars.color.success });
export const statusBad = style({ fontSize: 13, fontWeight: 700, color: vars.color.danger });

export const form = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' });
export const choices = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: 8, fontWeight: 700, fontSize: 14 });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 14px',
  borderRadius: 14,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
globalStyle(`${choice} input`, { accentColor: vars.color.brand, width: 18, height: 18, margin: 0, flex: 'none' });
export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: 2, fontWeight: 700, minWidth: 0 });
export const select = style({
  width: '100%',
  padding: '10px 12px',
  borderRadius: 12,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: 6, fontSize: 14, fontWeight: 700 });
export const apps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 });
export const app = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: '10px 4px',
  borderRadius: 14,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 13,
  fontWeight: 700,
  cursor: 'pointer',
  width: '100%',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 },
  },
});
export const appMark = style({ width: 36, height: 36, borderRadius: 10, display: 'grid', placeItems: 'center', background: vars.color.brandGradient, color: vars.color.onBrand, fontWeight: 800 });
export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 800, unicodeBidi: 'isolate', direction: 'ltr' });
export const methods = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6, padding: 4, borderRadius: 14, background: vars.color.surfaceSunken });
export const method = style({
  padding: '8px 12px',
  borderRadius: 10,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.surface, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 },
  },
});
