import { style } from '@vanilla-extract/css';
import { vars, media } from '@vchat/ui-kit';

export const page = style({ maxWidth: 760, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 16, boxSizing: 'border-box' });
export const hero = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: 20,
  borderRadius: 20,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
  '@media': { [media.mobile]: { padding: 16, gap: 12 } },
});
/** The hero's edit button: beside the name on wide screens, a full row on phones. */
export const heroAction = style({ '@media': { [media.mobile]: { width: '100%' } } });
export const heroText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 4 });
export const name = style({ margin: 0, fontSize: 22, fontWeight: 800, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const idLine = style({ display: 'flex', alignItems: 'center', gap: 8, color: vars.color.textMuted, fontSize: 14, whiteSpace: 'nowrap' });
export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 });
export const stat = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '14px 16px',
  borderRadius: 16,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 } },
});
export const statValue = style({ fontSize: 20, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const statLabel = style({ fontSize: 12, color: vars.color.textMuted, fontWeight: 600 });
export const statText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const silver = style({ width: 22, height: 22, borderRadius: 999, background: 'linear-gradient(135deg, #f4f6fa, #9aa5b8)', border: '1px solid #8793a8', flex: 'none' });
export const prompt = style({ display: 'flex', alignItems: 'center', gap: 12, padding: 16, borderRadius: 16, background: vars.color.brandSoft, fontWeight: 600 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 20, borderRadius: 20, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const avatarRow = style({ display: 'flex', alignItems: 'center', gap: 16 });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: 8, fontSize: 14, fontWeight: 700 });
export const genders = style({ display: 'flex', gap: 8, flexWrap: 'wrap' });
export const gender = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 14px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const label = style({ display: 'flex', flexDirection: 'column', gap: 6, fontSize: 14, fontWeight: 700 });
export const input = style({
  padding: '12px 14px',
  borderRadius: 12,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 500,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 1 } },
});
export const textarea = style([input, { minHeight: 96, resize: 'vertical' }]);
export const counter = style({ alignSelf: 'flex-end', fontSize: 12, color: vars.color.textMuted, fontWeight: 500, fontVariantNumeric: 'tabular-nums' });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: 14 });
export const hidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
