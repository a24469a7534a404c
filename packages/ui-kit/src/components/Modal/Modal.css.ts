import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { focusable } from '../../theme/focus.css.ts';
import { vars } from '../../theme/vars.css.ts';
import { reservedBottom, reservedTop } from '../../theme/reserved.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['7'],
  background: vars.color.overlay,
  backdropFilter: 'blur(4px)',
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  // The sheet keeps clear of an app-level bar reserved at the bottom (theme/reserved.ts).
  paddingBlockStart: `calc(${vars.space['7']} + ${reservedTop})`,
  paddingBlockEnd: `calc(${vars.space['7']} + ${reservedBottom})`,
  '@media': {
    [media.mobile]: { alignItems: 'flex-end', padding: 0, paddingBlockStart: reservedTop, paddingBlockEnd: reservedBottom },
  },
});

export const dialog = style([
  focusable,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: `min(calc(90dvh - ${reservedBottom} - ${reservedTop}), 860px)`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    overflow: 'hidden',
    animation: `${popIn} ${vars.motion.slow} ${vars.motion.easing}`,
    '@media': {
      [media.mobile]: {
        maxWidth: 'none !important',
        // Below any bar reserved at the bottom (theme/reserved.ts), the sheet still fits.
        maxHeight: `calc(92dvh - ${reservedBottom} - ${reservedTop})`,
        borderEndStartRadius: 0,
        borderEndEndRadius: 0,
        paddingBlockEnd: 'env(safe-area-inset-bottom)',
        animation: `${slideUp} ${vars.motion.slow} ${vars.motion.easing}`,
      },
    },
  },
]);

export const handle = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      display: 'block',
      width: 40,
      height: 4,
      borderRadius: vars.radius.full,
      background: vars.color.border,
      marginInline: 'auto',
      marginBlockStart: vars.space['3'],
      flexShrink: 0,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingBlock: `${vars.space['6']} ${vars.space['3']}`,
  paddingInline: vars.space['7'],
  flexShrink: 0,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space['7'],
  paddingBlockEnd: vars.space['7'],
  textAlign: 'start',
});

export const footer = style({
  display: 'flex',
  gap: vars.space['4'],
  justifyContent: 'flex-end',
  paddingInline: vars.space['7'],
  paddingBlock: vars.space['5'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  flexShrink: 0,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse' } },
});
