import { style } from '@vanilla-extract/css';
import { vars, media } from '@vchat/ui-kit';

export const page = style({ maxWidth: 760, width: '100%', margin: '0 auto', padding: '8px 16px 32px', display: 'flex', flexDirection: 'column', gap: 8 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 16,
  overflow: 'hidden',
  '@media': { [media.mobile]: { borderRadius: 12 } },
});
export const select = style({
  minHeight: 36,
  borderRadius: 10,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  padding: '6px 10px',
  font: 'inherit',
});
export const center = style({ padding: '48px 16px', display: 'flex', justifyContent: 'center' });
