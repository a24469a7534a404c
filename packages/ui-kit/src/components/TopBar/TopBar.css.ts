import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';
import { reservedTop } from '../../theme/reserved.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  height: 56,
  paddingInline: vars.space['3'],
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const sticky = style({
  position: 'sticky',
  // Below any bar reserved at the top (theme/reserved.ts: the ongoing-call bar).
  insetBlockStart: reservedTop,
  zIndex: vars.zIndex.sticky,
  paddingBlockStart: 'env(safe-area-inset-top)',
  height: 'calc(56px + env(safe-area-inset-top))',
});

export const transparent = style({ background: 'transparent', borderBlockEnd: 'none' });

export const start = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minWidth: 0 });

export const titles = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  paddingInline: vars.space['3'],
  textAlign: 'start',
});

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });
