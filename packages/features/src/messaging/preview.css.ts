import { globalStyle, style } from '@vanilla-extract/css';
import { reservedBottom, reservedTop, vars } from '@vchat/ui-kit';

/** The full page: a slim brand bar, then the chat view filling what is left of the screen. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: `calc(100dvh - ${reservedBottom} - ${reservedTop})`,
  minHeight: 0,
  background: vars.color.bg,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '8px 12px',
  paddingTop: 'max(8px, env(safe-area-inset-top, 0px))',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  flex: 'none',
});
export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 800, fontSize: 17, color: vars.color.text, textDecoration: 'none' });
export const body = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
/** The messaging page fills the body here: no bottom navigation to leave room for. */
globalStyle(`${body} > [data-testid="message-page"]`, { height: '100%', flex: 1 });
