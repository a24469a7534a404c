import { style } from '@vanilla-extract/css';
import { vars, media } from '@vchat/ui-kit';

export const page = style({ maxWidth: 900, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 16, boxSizing: 'border-box' });
export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 300px) minmax(0, 1fr)',
  gap: 24,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 } },
});
export const photo = style({ width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 20, background: vars.color.surfaceSunken, display: 'block' });
export const info = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const name = style({ margin: 0, fontSize: 28, fontWeight: 800, display: 'flex', alignItems: 'baseline', gap: 10, flexWrap: 'wrap' });
export const age = style({ fontSize: 20, fontWeight: 600, color: vars.color.textMuted });
export const meta = style({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', color: vars.color.textMuted, fontSize: 14, fontWeight: 600 });
export const dot = style({ width: 10, height: 10, borderRadius: 999, display: 'inline-block', marginInlineEnd: 6 });
export const about = style({ margin: 0, lineHeight: 1.55, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: 10, flexWrap: 'wrap', alignItems: 'center' });
export const toggles = style({ display: 'flex', gap: 8, flexWrap: 'wrap' });
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '8px 14px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  fontSize: 14,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, color: vars.color.brandStrong, background: vars.color.brandSoft },
    '&:disabled': { opacity: 0.6, cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 },
  },
});
export const heading = style({ margin: 0, fontSize: 18, fontWeight: 800 });
export const albums = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 10 });
export const albumButton = style({ display: 'block', width: '100%', padding: 0, border: 0, borderRadius: 14, overflow: 'hidden', cursor: 'zoom-in', background: vars.color.surfaceSunken, selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 } } });
export const albumImg = style({ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' });
export const bigImg = style({ width: '100%', maxHeight: '70vh', objectFit: 'contain', borderRadius: 12, display: 'block' });
export const video = style({ width: '100%', maxWidth: 360, borderRadius: 16, background: '#000', display: 'block' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 });
export const rowActions = style({ display: 'flex', gap: 6 });
export const tabs = style({ display: 'flex', gap: 8, flexWrap: 'wrap' });

/** The exclusive girl page: one large photo and up to two beside it. */
export const exclusive = style({ display: 'flex', flexDirection: 'column', gap: 10 });
export const exclusivePhotos = style({ display: 'grid', gridTemplateColumns: '2fr 1fr', gridTemplateRows: '1fr 1fr', gap: 8, height: 260 });
export const exclusiveMain = style({ gridRow: '1 / span 2', width: '100%', height: '100%', objectFit: 'cover', borderRadius: 16, background: vars.color.surfaceSunken, display: 'block', minHeight: 0 });
export const exclusiveSide = style({ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 12, background: vars.color.surfaceSunken, display: 'block', minHeight: 0 });
