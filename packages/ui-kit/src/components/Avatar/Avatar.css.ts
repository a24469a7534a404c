import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.skeleton,
});

export const initials = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  background: vars.color.brandGradient,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  userSelect: 'none',
  textTransform: 'uppercase',
});

export const dot = style({
  position: 'absolute',
  insetInlineEnd: '2%',
  insetBlockEnd: '2%',
  borderRadius: '50%',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const dotColor = styleVariants({
  online: { background: vars.color.online },
  busy: { background: vars.color.busy },
  offline: { background: vars.color.offline },
});
