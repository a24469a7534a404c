import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const page = style({ maxWidth: 760, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 16, boxSizing: 'border-box' });
export const hero = style({ display: 'flex', flexDirection: 'column', gap: 12, padding: 20, borderRadius: 20, background: vars.color.brandSoft });
export const title = style({ margin: 0, fontSize: 24, fontWeight: 800, lineHeight: 1.25 });
export const lead = style({ margin: 0, fontSize: 15, lineHeight: 1.5 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const heading = style({ margin: 0, fontSize: 18, fontWeight: 800 });
export const offers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 10 });
export const offer = style({ display: 'flex', alignItems: 'flex-start', gap: 12, padding: 14, borderRadius: 16, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const offerIcon = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 40, height: 40, flex: 'none', borderRadius: 12, background: vars.color.brandSoft, color: vars.color.brandStrong });
export const offerText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const card = style({ display: 'flex', flexDirection: 'column', gap: 12, padding: 16, borderRadius: 20, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });
export const row = style({ margin: 0, display: 'flex', alignItems: 'center', gap: 12 });
export const grow = style({ flex: 1, fontWeight: 700, minWidth: 0 });
export const gems = style({ fontWeight: 800, color: vars.color.brandStrong, fontVariantNumeric: 'tabular-nums' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14, fontWeight: 500 });
