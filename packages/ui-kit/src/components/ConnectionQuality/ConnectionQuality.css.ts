import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '3px 10px 3px 8px',
  borderRadius: 999,
  background: 'rgba(0,0,0,0.45)',
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
});

export const bars = style({ display: 'block', flex: 'none' });

/** Colour of the lit bars. */
export const level = styleVariants({
  good: { color: '#4ade80' },
  weak: { color: '#fbbf24' },
  poor: { color: '#f87171' },
});

export const text = style({ color: '#fff' });
