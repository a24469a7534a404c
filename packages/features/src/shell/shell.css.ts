import { style, globalStyle } from '@vanilla-extract/css';
import { vars, media } from '@vchat/ui-kit';

export const logo = style({ display: 'flex', alignItems: 'center', gap: 10, color: 'inherit', textDecoration: 'none' });
export const logoImg = style({ width: 36, height: 36, borderRadius: 10, display: 'block' });
export const logoText = style({ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em' });

export const footer = style({ display: 'flex', flexDirection: 'column', gap: 10, width: '100%' });
export const footerRow = style({ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'space-between' });

export const select = style({
  width: '100%',
  minHeight: 36,
  borderRadius: 10,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  padding: '6px 10px',
  font: 'inherit',
  fontSize: 14,
});

export const balance = style({ display: 'inline-flex', alignItems: 'center', gap: 6, fontWeight: 700, fontSize: 14 });

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
      top: 0,
      zIndex: 5,
    },
  },
});

export const backdrop = style({
  minHeight: '100dvh',
  background: vars.color.brandGradient,
  opacity: 0.15,
});

export const page = style({ minHeight: '100%', display: 'flex', flexDirection: 'column' });

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 16px',
  fontSize: 14,
  background: vars.color.warning,
  color: '#1a1200',
});

globalStyle('html, body', { overscrollBehaviorY: 'none' });
