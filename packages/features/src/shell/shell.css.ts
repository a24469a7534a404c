import { style, globalStyle } from '@vanilla-extract/css';
import { vars, media, reservedTop } from '@vchat/ui-kit';

export const logo = style({ display: 'flex', alignItems: 'center', gap: 10, color: 'inherit', textDecoration: 'none' });
export const logoImg = style({ width: 36, height: 36, borderRadius: 10, display: 'block' });
export const logoText = style({
  fontWeight: 800,
  fontSize: 20,
  letterSpacing: '-0.02em',
  display: 'none',
  '@media': { [media.xl]: { display: 'inline' } },
});
export const logoTextMobile = style({
  fontWeight: 800,
  fontSize: 18,
  letterSpacing: '-0.02em',
  '@media': { 'screen and (max-width: 479px)': { display: 'none' } },
});

export const footer = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 10, width: '100%' });
export const footerRow = style({ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'space-between' });


export const balance = style({ display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 700, fontSize: 14 });
/** The balance's digits: at least three figures wide, so "500" replaces the pending slot without a shift (CLS 0). */
export const balanceNumber = style({ display: 'inline-block', minWidth: '3ch', fontVariantNumeric: 'tabular-nums' });

export const mobileTopBar = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 8,
      padding: '10px 16px',
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      position: 'sticky',
      top: reservedTop,
      zIndex: 5,
    },
  },
});

export const backdrop = style({
  minHeight: '100dvh',
  background: vars.color.brandGradient,
  opacity: 0.15,
});


export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 16px',
  fontSize: 14,
  background: vars.color.warning,
  color: '#1a1200',
});

/**
 * The app's notices (AppNotices: reload, storage full): fixed at the top, with the top edge reserved for it
 * (common/reserveEdge.ts), so pages lay out below it and it covers nothing; wraps on a phone.
 */
export const appNotice = style([banner, {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 1000,
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  paddingTop: 'max(8px, env(safe-area-inset-top))',
}]);

globalStyle('html, body', { overscrollBehaviorY: 'none' });

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const langPicker = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 36,
  paddingInline: 10,
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 700,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const onNav = style({ color: vars.color.navText, border: '1px solid rgba(255,255,255,0.18)' });
export const onSurface = style({ color: vars.color.text, border: `1px solid ${vars.color.border}` });
export const langCode = style({ letterSpacing: '0.04em' });
export const langSelect = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  font: 'inherit',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  borderRadius: 999,
  border: '1px solid rgba(255,255,255,0.18)',
  background: 'transparent',
  color: vars.color.navText,
  font: 'inherit',
  fontSize: 13,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
  paddingInline: 8,
  cursor: 'pointer',
  width: '100%',
  selectors: {
    '&:hover': { background: vars.color.navActiveBg, color: vars.color.navTextActive },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const navButtonPrimary = style({ background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand });
export const railBalance = style({ color: vars.color.navTextActive, justifyContent: 'center' });
export const mobileActions = style({ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, flexShrink: 1 });

/** The header balance as a button (opens the coin store): looks like the balance. */
export const balanceButton = style({
  all: 'unset',
  cursor: 'pointer',
  borderRadius: 999,
  display: 'inline-flex',
  selectors: { '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } },
});
