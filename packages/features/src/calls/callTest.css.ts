import { style } from '@vanilla-extract/css';
import { media, vars } from '@vchat/ui-kit';

export const page = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: vars.color.bg, color: vars.color.text });
export const card = style({
  width: 'min(480px, 100%)',
  display: 'flex',
  flexDirection: 'column',
  gap: 14,
  padding: 24,
  borderRadius: 24,
  background: vars.color.surfaceRaised,
  boxShadow: '0 20px 50px rgba(0,0,0,0.12)',
  '@media': { [media.mobile]: { padding: 16 } },
});
export const title = style({ margin: 0, fontSize: 22, fontWeight: 800 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const preview = style({ position: 'relative', aspectRatio: '4 / 3', borderRadius: 18, overflow: 'hidden', background: '#111' });
export const video = style({ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' });
export const placeholder = style({ position: 'absolute', inset: 0, background: vars.color.brandGradient, opacity: 0.3 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontWeight: 600 });
export const ok = style({ display: 'inline-flex', alignItems: 'center', gap: 6, color: vars.color.success });
export const bad = style({ display: 'inline-flex', alignItems: 'center', gap: 6, color: vars.color.danger });
export const problem = style({ display: 'flex', flexDirection: 'column', gap: 4, padding: 12, borderRadius: 12, background: vars.color.dangerSoft, color: vars.color.text });
export const meter = style({ height: 10, borderRadius: 999, background: 'rgba(127,127,127,0.25)', overflow: 'hidden' });
export const meterFill = style({ height: '100%', background: '#22c55e', transition: 'inline-size 80ms linear' });
export const good = style({ margin: 0, fontWeight: 700, color: vars.color.success });
export const actions = style({ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' });
export const link = style({ color: vars.color.brand, fontWeight: 700 });
