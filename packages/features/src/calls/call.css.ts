import { style, keyframes } from '@vanilla-extract/css';
import { vars, media } from '@vchat/ui-kit';

const pulse = keyframes({ '0%': { boxShadow: '0 0 0 0 rgba(255,255,255,0.45)' }, '100%': { boxShadow: '0 0 0 28px rgba(255,255,255,0)' } });

export const stage = style({
  position: 'fixed',
  inset: 0,
  zIndex: 30,
  background: '#0d0a12',
  color: '#fff',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});
export const remote = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', background: '#000' });
export const backdrop = style({ position: 'absolute', inset: 0, background: vars.color.brandGradient, opacity: 0.35, filter: 'blur(40px)' });
export const self = style({
  position: 'absolute',
  insetBlockStart: 16,
  insetInlineEnd: 16,
  width: 132,
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: 16,
  border: '2px solid rgba(255,255,255,0.7)',
  transform: 'scaleX(-1)',
  background: '#222',
  boxShadow: '0 8px 24px rgba(0,0,0,0.4)',
  '@media': { [media.mobile]: { width: 96 } },
});
export const center = style({ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, textAlign: 'center', padding: 24, maxWidth: 420 });
export const ring = style({ borderRadius: '50%', animation: `${pulse} 1.4s ease-out infinite` });
export const name = style({ margin: 0, fontSize: 26, fontWeight: 800 });
export const status = style({ margin: 0, fontSize: 16, opacity: 0.85 });
export const price = style({ display: 'inline-flex', alignItems: 'center', gap: 6, padding: '4px 12px', borderRadius: 999, background: 'rgba(0,0,0,0.35)', fontSize: 14, fontWeight: 700 });
export const topBar = style({
  position: 'absolute',
  insetBlockStart: 16,
  insetInlineStart: 16,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '6px 12px 6px 6px',
  borderRadius: 999,
  background: 'rgba(0,0,0,0.45)',
  fontWeight: 700,
});
export const controls = style({
  position: 'absolute',
  insetBlockEnd: 32,
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: 20,
});
export const round = style({
  width: 64,
  height: 64,
  borderRadius: '50%',
  border: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#fff',
  cursor: 'pointer',
  fontWeight: 700,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 } },
});
export const hangUp = style({ background: '#e5383b' });
export const accept = style({ background: '#22c55e' });
export const actions = style({ display: 'flex', gap: 12, marginTop: 8, flexWrap: 'wrap', justifyContent: 'center' });
export const incoming = style({
  position: 'fixed',
  insetBlockStart: 16,
  insetInline: 16,
  marginInline: 'auto',
  maxWidth: 420,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: 12,
  borderRadius: 20,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 16px 40px rgba(0,0,0,0.25)',
});
export const incomingText = style({ flex: 1, minWidth: 0, fontWeight: 700 });
export const small = style({ width: 48, height: 48 });
