import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';
import * as linkRow from '../common/linkRow.css.ts';

export const page = style({ maxWidth: 760, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 16, boxSizing: 'border-box' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const heading = style({ margin: 0, padding: '0 4px', fontSize: 13, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });
/** A language row: a link row whose chosen state is brand-coloured. */
export const langOption = style([linkRow.row, { padding: '14px 16px', selectors: { '&[aria-checked="true"]': { color: vars.color.brandStrong } } }]);
export const langNames = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: 13, fontWeight: 500 });
