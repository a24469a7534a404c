import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

/**
 * Sizes follow the width of the nearest size container (the call stage sets
 * `container-type: inline-size`; without one, `cqi` falls back to the viewport): six controls
 * fit in a row on a 360 px phone and stay 44 px or more (touch targets).
 */
export const root = style({
  inlineSize: 'clamp(44px, 13cqi, 60px)',
  blockSize: 'clamp(44px, 13cqi, 60px)',
  flex: 'none',
  borderRadius: '50%',
  border: 0,
  padding: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#fff',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ease, transform ${vars.motion.fast} ease`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 },
    '&:active:not(:disabled)': { transform: 'scale(0.94)' },
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
});

export const large = style({ inlineSize: 'clamp(52px, 15cqi, 68px)', blockSize: 'clamp(52px, 15cqi, 68px)' });

export const tone = styleVariants({
  /** A translucent disc over the video. */
  default: { background: 'rgba(255,255,255,0.2)', backdropFilter: 'blur(6px)', selectors: { '&:hover:not(:disabled)': { background: 'rgba(255,255,255,0.3)' } } },
  /** A toggle in its "off" state (muted, camera off): white disc, dark icon. */
  active: { background: '#fff', color: '#16121d' },
  /** Hang up. */
  danger: { background: '#e5383b', selectors: { '&:hover:not(:disabled)': { background: '#cf2e31' } } },
});
