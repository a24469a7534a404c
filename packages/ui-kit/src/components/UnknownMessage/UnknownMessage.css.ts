import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'inline-block',
  maxWidth: 'min(100%, 320px)',
  paddingBlock: 10,
  paddingInline: 14,
  borderRadius: 20,
  border: `1.5px dashed ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
  fontStyle: 'italic',
  lineHeight: 1.4,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-direction="in"]': { borderEndStartRadius: 6 },
    '&[data-direction="out"]': { borderEndEndRadius: 6 },
  },
});
