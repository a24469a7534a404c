/**
 * A row that opens another page (settings, personal home): label, current value, a chevron
 * pointing forward in the reading direction. Put rows in a `<div className={rowList}>`.
 * `danger` colours it red and drops the chevron (sign-out).
 */
import type { ReactNode } from 'react';
import { BackIcon } from '@vchat/ui-kit';
import * as css from './linkRow.css.ts';

export { rowList } from './linkRow.css.ts';

export function LinkRow({ label, value, onClick, testId, danger = false }: { label: ReactNode; value?: ReactNode; onClick: () => void; testId?: string; danger?: boolean }) {
  return (
    <button type="button" className={danger ? `${css.row} ${css.danger}` : css.row} onClick={onClick} data-testid={testId}>
      <span className={css.label}>{label}</span>
      {value !== undefined && <span className={css.value}>{value}</span>}
      {!danger && <span className={css.chevron} aria-hidden><BackIcon size={18} flipInRtl={false} /></span>}
    </button>
  );
}
