import { style, styleVariants } from '@vanilla-extract/css';
import { vars, media } from '@vchat/ui-kit';

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: 20,
  overflowY: 'auto',
  background: vars.color.bg,
  color: vars.color.text,
});

export const layout = styleVariants({
  hero: { display: 'flex', flexDirection: 'column', minHeight: '100%' },
  split: {
    display: 'grid',
    gridTemplateColumns: '1.1fr 1fr',
    minHeight: '100%',
    '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
  },
  plain: { display: 'flex', flexDirection: 'column', minHeight: '100%', maxWidth: 880, margin: '0 auto' },
});

export const heroPanel = style({
  background: vars.color.brandGradient,
  color: vars.color.onBrand,
  padding: '56px 24px 64px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 18,
});

export const splitVisual = style({
  background: vars.color.brandGradient,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 32,
  minHeight: 260,
});

export const splitText = style({ padding: '48px 40px', display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 18 });

export const plainHeader = style({ padding: '40px 24px 8px', display: 'flex', flexDirection: 'column', gap: 14, textAlign: 'start' });

export const brandRow = style({ display: 'flex', alignItems: 'center', gap: 12 });
export const brandLogo = style({ width: 48, height: 48, borderRadius: 14, display: 'block', boxShadow: '0 6px 20px rgba(0,0,0,0.18)' });
export const brandName = style({ fontSize: 26, fontWeight: 800, letterSpacing: '-0.02em' });

export const title = style({
  margin: 0,
  fontSize: 'clamp(28px, 5vw, 48px)',
  lineHeight: 1.1,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  maxWidth: 720,
});
export const subtitle = style({ margin: 0, fontSize: 18, lineHeight: 1.5, opacity: 0.92, maxWidth: 560 });
export const actions = style({ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' });

export const features = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 16,
  padding: '32px 24px',
  maxWidth: 1080,
  width: '100%',
  margin: '0 auto',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const featureCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 18,
  padding: 20,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});
export const featureTitle = style({ margin: 0, fontSize: 17, fontWeight: 700 });
export const featureText = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5, fontSize: 15 });

export const faces = style({ display: 'flex', justifyContent: 'center', marginTop: 8 });
export const face = style({
  width: 64,
  height: 64,
  borderRadius: '50%',
  border: '3px solid rgba(255,255,255,0.9)',
  marginInlineStart: -14,
  background: 'rgba(255,255,255,0.25)',
  selectors: { '&:first-child': { marginInlineStart: 0 } },
});

export const footer = style({
  marginTop: 'auto',
  padding: '20px 24px 28px',
  display: 'flex',
  gap: 18,
  justifyContent: 'center',
  flexWrap: 'wrap',
  fontSize: 14,
});
export const footerLink = style({
  background: 'none',
  border: 0,
  padding: 4,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});
