/**
 * The browser fault tests' figures (issue 19): one row each in the shared fault table (see
 * packages/client/src/faults/report.ts; `pnpm faults` prints the table with these rows).
 */
import { recordFigure, type FaultFigure } from '@vchat/client/faults/report';

/** Records a row measured in the browser. */
export function recordBrowserFigure(row: Omit<FaultFigure, 'by'>): void {
  recordFigure({ ...row, by: 'browser' });
}
