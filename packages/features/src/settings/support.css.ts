import { style } from '@vanilla-extract/css';
import { vars } from '@vchat/ui-kit';
import * as linkRow from '../common/linkRow.css.ts';

/** A contact row that is a link (mailto, the FAQ) or a button (the help chat). */
export const contactRow = style([linkRow.row, { textDecoration: 'none', minHeight: 56, boxSizing: 'border-box' }]);
export const contactText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
/** An address or jid: kept left-to-right, broken anywhere rather than pushing the page sideways. */
export const contactValue = style({ color: vars.color.textMuted, fontSize: 13, fontWeight: 500, overflowWrap: 'anywhere', unicodeBidi: 'isolate' });
export const icon = style({ display: 'flex', color: vars.color.brandStrong, flexShrink: 0 });
export const hours = style({ margin: 0, padding: '0 4px', color: vars.color.textMuted, fontSize: 13 });
/** The loading rows keep the height of the three contact rows (no jump when they arrive). */
export const skeletons = style({ display: 'flex', flexDirection: 'column', gap: 1 });
