import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const root = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const card = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
/** The swipeable part: the photo and the name. Horizontal drags are ours, vertical ones scroll. */
export const swipeArea = style({
  position: 'relative',
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  cursor: 'grab',
  borderRadius: 20,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 } },
});
export const settle = style({ transition: 'transform 180ms ease-out, opacity 180ms ease-out' });
export const photo = style({
  width: '100%',
  maxHeight: '38dvh',
  aspectRatio: '4 / 5',
  borderRadius: 20,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  display: 'block',
  pointerEvents: 'none',
});
export const name = style({ margin: 0, fontSize: 22, fontWeight: 800, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: 15 });
export const about = style({ margin: 0, fontSize: 15, lineHeight: 1.5, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
export const actions = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1.4fr)', gap: 10, alignItems: 'center' });
export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted, textAlign: 'center' });
export const quick = style({ width: '100%' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const panel = style({ minHeight: 320, display: 'flex', flexDirection: 'column', gap: 12 });
