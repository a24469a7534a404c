import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const page = style({ maxWidth: 760, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 16, boxSizing: 'border-box' });
export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 8,
  padding: 16,
  borderRadius: 20,
  background: 'linear-gradient(135deg, #eef1f6 0%, #cfd6e2 100%)',
  color: '#1d2433',
});
export const stat = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, textAlign: 'center', minWidth: 0 });
export const statValue = style({ fontSize: 22, fontWeight: 800, fontVariantNumeric: 'tabular-nums', display: 'flex', alignItems: 'center', gap: 6 });
export const statLabel = style({ fontSize: 12, fontWeight: 600, color: '#4a5568' });
export const heading = style({ margin: 0, fontSize: 18, fontWeight: 800 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 });
export const price = style({ display: 'inline-flex', alignItems: 'center', gap: 4, unicodeBidi: 'isolate' });
export const silverDot = style({ width: 12, height: 12, borderRadius: 999, background: 'linear-gradient(135deg, #f4f6fa, #9aa5b8)', border: '1px solid #8793a8', flex: 'none' });
export const silverDotLarge = style([silverDot, { width: 18, height: 18 }]);
export const tips = style({ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 10, lineHeight: 1.5 });
export const record = style({ display: 'flex', alignItems: 'center', gap: 12, padding: '10px 4px', borderBottom: `1px solid ${vars.color.border}` });
export const recordText = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: 2, fontWeight: 700, minWidth: 0 });
export const plus = style({ fontWeight: 800, color: vars.color.success, fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' });
export const minus = style({ fontWeight: 800, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 13, fontWeight: 500 });
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 });
export const popupBody = style({ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 240 });
/** A visitor's sign-in call to action above the club's hosts (issue 20.2). */
export const visitorCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: 14,
  borderRadius: 16,
  background: 'linear-gradient(135deg, #eef1f6 0%, #cfd6e2 100%)',
  color: '#1d2433',
});
