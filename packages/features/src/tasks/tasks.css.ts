import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const page = style({ maxWidth: 760, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 16, boxSizing: 'border-box' });
export const card = style({ display: 'flex', flexDirection: 'column', gap: 12, padding: 20, borderRadius: 20, background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const heading = style({ margin: 0, fontSize: 18, fontWeight: 800 });
export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 6 });
export const day = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, padding: '8px 2px', borderRadius: 12, background: vars.color.surfaceSunken, fontSize: 12, fontWeight: 700 });
export const dayDone = style([day, { background: vars.color.brandSoft, color: vars.color.brandStrong }]);
export const row = style({ display: 'flex', alignItems: 'center', gap: 12 });
export const grow = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: 2, fontWeight: 700 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14, fontWeight: 500 });
export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 800, unicodeBidi: 'isolate', direction: 'ltr' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });
/** A visitor's sign-in call to action above the tasks (issue 20.2). */
export const visitorCard = style({ display: 'flex', alignItems: 'center', gap: 12, padding: 16, borderRadius: 20, background: vars.color.brandSoft, color: vars.color.text });
