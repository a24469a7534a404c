/** vitest global setup of `pnpm faults`: a fresh report file before, the table after (issue 19). */
import { rmSync } from 'node:fs';
import { faultReportPath, figureTable, readFigures } from './report.ts';

export function setup(): void {
  rmSync(faultReportPath(), { force: true });
}

export function teardown(): void {
  const rows = readFigures();
  console.log(`\nFault figures (issue 19), ${rows.length} rows, ${rows.filter((r) => !r.ok).length} not met:\n${figureTable(rows)}\n`);
}
