import { style } from '@vanilla-extract/css';
import { vars, media } from '@vchat/ui-kit';

/** "N free messages left today" above the composer. */
export const warning = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  padding: '6px 4px 8px',
  fontSize: 13,
  lineHeight: 1.35,
  color: vars.color.text,
});
export const warningText = style({ flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere' });
export const count = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

/** At the limit: what lifts it and the action, in place of the composer. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 8,
  padding: '12px 16px 14px',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: '10px 12px 12px' } },
});
export const panelTitle = style({ margin: 0, fontSize: 15, fontWeight: 800 });
export const panelText = style({ margin: 0, fontSize: 14, lineHeight: 1.45, color: vars.color.textMuted, overflowWrap: 'anywhere' });
