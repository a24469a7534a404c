import { style } from '@vanilla-extract/css';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style([
  focusable,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['4'],
    width: '100%',
    minHeight: 72,
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    border: 'none',
    borderRadius: vars.radius.lg,
    background: 'transparent',
    color: vars.color.text,
    textAlign: 'start',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&[aria-current="true"]': { background: vars.color.brandSoft },
    },
  },
]);

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 });

export const name = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const time = style({
  flexShrink: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});

export const timeUnread = style({ color: vars.color.brand, fontWeight: vars.font.weight.semibold });

export const preview = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const previewUnread = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

/**
 * Peer text: sized to its content (flex 0 1 auto) with its own direction (`dir="auto"`), so
 * Latin text in an RTL list (and Arabic in an LTR list) truncates at its own end while the
 * row stays aligned to the UI's start side.
 */
export const truncate = style({
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
