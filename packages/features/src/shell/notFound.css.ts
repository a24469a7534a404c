import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

/** The whole viewport, above the shell (a not-found thrown inside it covers it too). */
export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  background: vars.color.bg,
  color: vars.color.text,
});

export const header = style({ display: 'flex', alignItems: 'center', padding: '16px 20px', minHeight: 68, boxSizing: 'border-box' });

export const logo = style({ display: 'flex', alignItems: 'center', gap: 10, color: 'inherit', textDecoration: 'none', fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em' });

export const logoImg = style({ width: 36, height: 36, borderRadius: 10, display: 'block' });

export const main = style({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', paddingBlockEnd: 68 });

export const code = style({ fontSize: 26, fontWeight: 800, color: vars.color.brand, letterSpacing: '-0.02em' });
