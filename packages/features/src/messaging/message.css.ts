import { style } from '@vanilla-extract/css';
import { vars, media, reservedBottom, reservedTop } from '@vchat/ui-kit';

/**
 * Both panes in one grid. Every track is `minmax(0, …)`: a bare `1fr` is `minmax(auto, 1fr)`,
 * so one long unbroken preview (the official welcome) widened the page to its text on phones
 * (issue 17.1). Phones leave the bottom bar and any reserved bar (cookie notice) free.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(280px, 360px) minmax(0, 1fr)',
  height: `calc(100dvh - ${reservedBottom} - ${reservedTop})`,
  minHeight: 0,
  minWidth: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', height: `calc(100dvh - max(64px + env(safe-area-inset-bottom, 0px), ${reservedBottom}) - ${reservedTop})` } },
});
export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const listHeader = style({ padding: '16px 12px 8px 16px', display: 'flex', alignItems: 'center', gap: 8 });
export const headerActions = style({ marginInlineStart: 'auto', display: 'flex', gap: 4 });
export const heading = style({ margin: 0, fontSize: 22, fontWeight: 800 });
export const list = style({ listStyle: 'none', margin: 0, padding: '4px 8px 16px', overflowY: 'auto', flex: 1 });
export const threadPane = style({ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, background: vars.color.bg });
export const hiddenOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const messages = style({
  flex: 1,
  overflowY: 'auto',
  padding: '16px 20px',
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  '@media': { [media.mobile]: { padding: '12px 10px' } },
});
export const composer = style({
  padding: '10px 16px 14px',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: '8px 8px 10px' } },
});
export const notice = style({
  padding: '6px 16px',
  fontSize: 13,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
});
export const dayLabel = style({
  alignSelf: 'center',
  fontSize: 12,
  color: vars.color.textMuted,
  padding: '2px 10px',
  borderRadius: 999,
  background: vars.color.surfaceSunken,
  margin: '8px 0',
});
export const center = style({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 });
/** The thread's title: never wider than the bar, so a long name ends in an ellipsis (issue 17). */
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, maxWidth: '100%' });
export const titleButton = style({ border: 0, padding: '2px 6px 2px 0', margin: 0, background: 'transparent', color: 'inherit', font: 'inherit', textAlign: 'start', cursor: 'pointer', borderRadius: 12, selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 } } });
export const titleText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const titleName = style({ fontWeight: 700, fontSize: 16, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const titleStatus = style({ fontSize: 12, color: vars.color.textMuted });

export const row = style({ position: 'absolute', top: 0, insetInlineStart: 0, width: '100%', paddingBlock: 3 });
export const loadingOlder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  fontSize: 13,
  color: vars.color.textMuted,
  padding: '6px 0',
});
