import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const page = style({ maxWidth: 720, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 16, boxSizing: 'border-box' });
export const hero = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 16, padding: '24px 16px', borderRadius: 24, background: vars.color.surface });
export const logo = style({ borderRadius: 22, boxShadow: '0 8px 24px rgba(0,0,0,0.12)' });
export const heading = style({ margin: 0, fontSize: 26, fontWeight: 800 });
export const points = style({ margin: 0, paddingInlineStart: 20, textAlign: 'start', lineHeight: 1.7, color: vars.color.textMuted });
export const buttons = style({ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center', width: '100%', maxWidth: 540 });
const storeBase = {
  flex: '1 1 230px', whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 48, padding: '0 20px',
  borderRadius: 999, fontWeight: 700, textDecoration: 'none', boxSizing: 'border-box',
} as const;
export const store = style({ ...storeBase, background: vars.color.brandGradient, color: vars.color.onBrand, selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } } });
export const storeAlt = style({ ...storeBase, background: vars.color.brandSoft, color: vars.color.brandStrong, selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } } });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const steps = style({ margin: 0, paddingInlineStart: 20, lineHeight: 1.7 });
export const prompt = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 14 });
export const promptHeading = style({ margin: 0, fontSize: 20, fontWeight: 800 });
