import { style } from '@vanilla-extract/css';
import { media, vars } from '@vchat/ui-kit';

/** Bottom bar; on phones it sits above the 64 px navigation bar. */
export const bar = style({
  position: 'fixed',
  insetInline: 16,
  bottom: 16,
  zIndex: vars.zIndex.toast,
  maxWidth: 760,
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
  padding: '12px 16px',
  borderRadius: 16,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 8px 32px rgba(0,0,0,0.18)',
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { insetInline: 8, bottom: 'calc(64px + 8px + env(safe-area-inset-bottom, 0px))' } },
});
export const text = style({ margin: 0, flex: '1 1 320px', fontSize: 14, lineHeight: 1.5 });
export const link = style({
  border: 0, padding: 0, background: 'none', color: vars.color.brand, font: 'inherit', fontWeight: 600, cursor: 'pointer', textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 4 } },
});
export const actions = style({ display: 'flex', gap: 8, marginInlineStart: 'auto' });
