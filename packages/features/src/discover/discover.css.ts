import { style } from '@vanilla-extract/css';
import { vars, media } from '@vchat/ui-kit';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100%' });
export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  padding: '12px 20px 8px',
  position: 'sticky',
  top: 0,
  zIndex: 4,
  background: vars.color.bg,
  '@media': { [media.mobile]: { padding: '10px 12px 6px' } },
});
export const toolbarRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 });
export const heading = style({ margin: 0, fontSize: 24, fontWeight: 800, letterSpacing: '-0.02em' });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 16,
  padding: '8px 20px 28px',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 10, padding: '6px 12px 20px' },
    [media.xl]: { gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' },
  },
});
export const more = style({ display: 'flex', justifyContent: 'center', padding: '0 20px 32px' });
export const center = style({ padding: '48px 20px', display: 'flex', justifyContent: 'center' });
export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 8px',
  borderRadius: 999,
  background: 'rgba(0,0,0,0.55)',
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
});
