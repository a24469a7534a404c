import { style, keyframes } from '@vanilla-extract/css';
import { vars, media } from '@vchat/ui-kit';

// A halo that grows out of the avatar and fades, in transform and opacity only: the compositor
// runs it. Its box-shadow form was painted again on every frame on the main thread, the whole
// time a call rang or connected (issue 21, tap → talking).
const pulse = keyframes({ '0%': { transform: 'scale(1)', opacity: 0.45 }, '100%': { transform: 'scale(1.5)', opacity: 0 } });

export const stage = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: '#0d0a12',
  color: '#fff',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  // The controls size themselves to the stage (cqi), phone or desktop popup alike.
  containerType: 'inline-size',
});
export const remote = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', background: '#000' });
export const backdrop = style({ position: 'absolute', inset: 0, background: vars.color.brandGradient, opacity: 0.35, filter: 'blur(40px)' });
/** The self view's frame at the top end corner (its overlays sit on it). */
export const selfFrame = style({
  position: 'absolute',
  insetBlockStart: 16,
  insetInlineEnd: 16,
  width: 132,
  aspectRatio: '3 / 4',
  borderRadius: 16,
  overflow: 'hidden',
  border: '2px solid rgba(255,255,255,0.7)',
  background: '#222',
  boxShadow: '0 8px 24px rgba(0,0,0,0.4)',
  '@media': { [media.mobile]: { width: 96 } },
});
export const self = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
/** The front camera is shown like a mirror; the back camera is not. */
export const mirrored = style({ transform: 'scaleX(-1)' });
export const selfOff = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#222', color: 'rgba(255,255,255,0.8)' });
export const selfMuted = style({
  position: 'absolute',
  insetBlockEnd: 6,
  insetInlineStart: 6,
  display: 'inline-flex',
  padding: 4,
  borderRadius: '50%',
  background: 'rgba(0,0,0,0.6)',
  color: '#fff',
});
export const peerCameraOff = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  margin: 0,
  padding: '8px 14px',
  borderRadius: 999,
  background: 'rgba(0,0,0,0.55)',
  fontWeight: 700,
});
export const center = style({ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, textAlign: 'center', padding: 24, maxWidth: 420 });
export const ring = style({
  position: 'relative',
  isolation: 'isolate',
  borderRadius: '50%',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      borderRadius: '50%',
      background: '#fff',
      animation: `${pulse} 1.4s ease-out infinite`,
    },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&::before': { animation: 'none', opacity: 0 } } } },
});
export const name = style({ margin: 0, fontSize: 26, fontWeight: 800 });
export const status = style({ margin: 0, fontSize: 16, opacity: 0.85 });
export const price = style({ display: 'inline-flex', alignItems: 'center', gap: 6, padding: '4px 12px', borderRadius: 999, background: 'rgba(0,0,0,0.35)', fontSize: 14, fontWeight: 700 });
export const topBar = style({
  display: 'flex',
  maxWidth: '100%',
  alignItems: 'center',
  gap: 10,
  padding: '6px 12px 6px 6px',
  borderRadius: 999,
  background: 'rgba(0,0,0,0.45)',
  fontWeight: 700,
});
/**
 * The row of in-call controls at the bottom: one row on a 360 px phone (the buttons size to
 * the stage, CallControlButton), wrapping rather than overflowing on anything narrower; a
 * shade behind it keeps the icons readable over bright video.
 */
export const controls = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInline: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 'clamp(6px, 2.5cqi, 16px)',
  paddingBlock: '28px max(24px, env(safe-area-inset-bottom))',
  paddingInline: 12,
  background: 'linear-gradient(to bottom, rgba(0,0,0,0), rgba(0,0,0,0.55))',
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
export const minimise = style({ background: 'rgba(255,255,255,0.18)', backdropFilter: 'blur(6px)' });
export const actions = style({ display: 'flex', gap: 12, marginTop: 8, flexWrap: 'wrap', justifyContent: 'center' });
export const incoming = style({
  position: 'fixed',
  insetBlockStart: 16,
  insetInline: 16,
  marginInline: 'auto',
  maxWidth: 420,
  zIndex: vars.zIndex.modal,
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

/** Desktop popup: a phone-sized stage over the dimmed main page; mobile: the whole screen. */
export const popupScrim = style({
  '@media': { [media.md]: { position: 'fixed', inset: 0, zIndex: vars.zIndex.overlay, background: 'rgba(8,6,12,0.62)', backdropFilter: 'blur(2px)' } },
});
export const popupStage = style({
  '@media': {
    [media.md]: {
      inset: 'auto',
      insetBlockStart: '50%',
      left: '50%', // physical on purpose: centring is the same in both directions
      transform: 'translate(-50%, -50%)',
      width: 'min(440px, 100vw)',
      height: 'min(820px, calc(100vh - 48px))',
      borderRadius: 28,
      boxShadow: '0 30px 80px rgba(0,0,0,0.5)',
    },
  },
});
export const topStack = style({
  position: 'absolute',
  insetBlockStart: 16,
  insetInlineStart: 16,
  insetInlineEnd: 164,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 8,
  '@media': { [media.mobile]: { insetInlineEnd: 124 } },
});
export const topName = style({ minWidth: 0, maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/** Connection quality and payment meter under the top bar (they wrap on a narrow phone). */
export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 6, maxWidth: '100%' });
export const quality = style({ flex: 'none' });
/** The ended screen: why, then what helps next. */
export const endReason = style({ margin: 0, fontSize: 20, fontWeight: 800, lineHeight: 1.3 });
export const endHint = style({ margin: 0, fontSize: 15, lineHeight: 1.45, opacity: 0.85, maxWidth: 320 });
export const storyBadge = style({ padding: '2px 8px', borderRadius: 999, background: vars.color.brandGradient, fontSize: 12 });
export const meter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 12px',
  borderRadius: 999,
  background: 'rgba(0,0,0,0.45)',
  fontSize: 13,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const warning = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: 12,
  background: 'rgba(229,56,59,0.92)',
  fontSize: 14,
  fontWeight: 700,
  maxWidth: 320,
});
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '10px 18px',
  borderRadius: 999,
  background: vars.color.brandGradient,
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 } },
});
export const incomingTitle = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' });
export const incomingDetail = style({ display: 'block', fontSize: 13, fontWeight: 600, color: vars.color.textMuted });
export const tiny = style({ width: 36, height: 36, fontSize: 14 });
export const tipActions = style({ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end', width: '100%' });
export const tipBody = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const tipBalance = style({ display: 'inline-flex', alignItems: 'center', gap: 8, margin: 0, fontSize: 24, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const tipHint = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const ongoing = style({
  position: 'fixed',
  insetBlockStart: 8, // top: the bottom holds the composer (desktop) and the tab bar (mobile)
  insetInline: 16,
  marginInline: 'auto',
  maxWidth: 440,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '8px 8px 8px 14px',
  borderRadius: 999,
  // The theme's success pair (ui-kit contrast.test: onBrand on success ≥ 4.5:1), not a literal green.
  background: vars.color.success,
  color: vars.color.onBrand,
  fontWeight: 700,
  boxShadow: '0 12px 30px rgba(0,0,0,0.25)',
});
/** The bar after a call ended off-screen: why, in a neutral colour. */
export const ongoingEnded = style({ background: '#3b3346', paddingInlineStart: 18 });
export const ongoingClose = style({ width: 44, height: 44, background: 'rgba(255,255,255,0.18)', flex: 'none' });
export const ongoingDot = style({ width: 10, height: 10, borderRadius: '50%', background: '#fff', flex: 'none' });
export const ongoingName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const ongoingReturn = style({
  color: vars.color.success,
  padding: '6px 12px',
  borderRadius: 999,
  background: vars.color.onBrand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 } },
});
