/** Styles of the trust-and-safety screens (issue 20.16-20.18). Phones first; logical properties for RTL. */
import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';

export const menu = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const menuItem = style({
  display: 'flex', alignItems: 'center', gap: 10, width: '100%', minHeight: 48, padding: '10px 14px', boxSizing: 'border-box',
  border: `1px solid ${vars.color.border}`, borderRadius: 12, background: vars.color.surface, color: vars.color.text,
  font: 'inherit', fontWeight: 700, fontSize: 15, textAlign: 'start', cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 }, '&[data-danger="true"]': { color: vars.color.danger } },
});
export const reasons = style({ display: 'flex', flexDirection: 'column', gap: 6, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, marginBottom: 8, padding: 0 });
export const reason = style({
  display: 'flex', alignItems: 'center', gap: 10, minHeight: 44, padding: '6px 12px', borderRadius: 10, border: `1px solid ${vars.color.border}`, cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const note = style({
  width: '100%', boxSizing: 'border-box', minHeight: 72, padding: 10, borderRadius: 10, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, font: 'inherit', resize: 'vertical',
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 12, fontWeight: 600 });
export const check = style({ display: 'flex', alignItems: 'flex-start', gap: 8, marginTop: 12, overflowWrap: 'anywhere' });
export const error = style({ color: vars.color.danger, margin: '8px 0 0' });
export const rate = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 10, width: '100%', maxWidth: 340 });
export const rateTitle = style({ margin: 0, fontSize: 16, fontWeight: 700 });
export const stars = style({ display: 'flex', gap: 4, direction: 'ltr' });
export const star = style({
  width: 44, height: 44, border: 0, borderRadius: 999, background: 'transparent', color: vars.color.textSubtle, cursor: 'pointer', fontSize: 30, lineHeight: 1, padding: 0,
  selectors: { '&[aria-checked="true"], &[data-lit="true"]': { color: '#f59e0b' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: 6, justifyContent: 'center' });
export const tag = style({
  padding: '6px 12px', minHeight: 36, borderRadius: 999, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text,
  font: 'inherit', fontSize: 13, fontWeight: 600, cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brandStrong } },
});
export const ratedLine = style({ margin: 0, fontWeight: 700, color: vars.color.textMuted });
export const badge = style({ color: '#b45309', fontWeight: 700, whiteSpace: 'nowrap' });
export const blockedRow = style({ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 12px', minHeight: 56 });
export const blockedName = style({ flex: 1, minWidth: 0, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textMuted, margin: 0, padding: '8px 12px' });
export const overlayActions = style({ display: 'flex', flexDirection: 'column', gap: 10, marginTop: 16, width: '100%' });
export const reasonBox = style({ margin: '12px 0 0', padding: 12, borderRadius: 12, background: vars.color.surfaceSunken, overflowWrap: 'anywhere', textAlign: 'start' });
export const notice = style({ margin: '8px 16px', padding: '10px 12px', borderRadius: 10, background: vars.color.dangerSoft, color: vars.color.text, fontSize: 14, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' });
export const rateLink = style({
  border: 0, background: 'none', padding: '4px 2px', minHeight: 32, color: vars.color.brandStrong, font: 'inherit', fontWeight: 700, textDecoration: 'underline', cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
/**
 * "Message actions" beside one of her messages: hidden (but focusable) until the row is
 * hovered with a mouse (a device that can hover) or the button has keyboard focus; phones open
 * the actions by long press.
 */
export const messageActionsHost = style({ position: 'relative', WebkitTouchCallout: 'none' });
export const messageMore = style({
  position: 'absolute', insetInlineEnd: 0, top: '50%', transform: 'translateY(-50%)',
  width: 36, height: 36, borderRadius: 999, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.textMuted,
  display: 'grid', placeItems: 'center', padding: 0, cursor: 'pointer', opacity: 0,
  selectors: {
    '&:focus-visible': { opacity: 1, outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': {
    // Only a real mouse hover shows it: a tap leaves a sticky :hover on phones, where the
    // long press opens the actions instead.
    '(hover: hover)': { selectors: { [`${messageActionsHost}:hover &`]: { opacity: 1 } } },
    '(hover: none)': { pointerEvents: 'none' },
  },
});
export const quoted = style({
  display: 'block', padding: '8px 12px', borderRadius: 10, background: vars.color.surfaceSunken, color: vars.color.textMuted,
  overflowWrap: 'anywhere', fontSize: 14, margin: '0 0 4px', whiteSpace: 'pre-wrap',
});
