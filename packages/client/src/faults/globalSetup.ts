/**
 * vitest global setup of `pnpm faults` (issue 19): before, the Node rows of an earlier run are
 * dropped (the browser rows of the last e2e run are kept); after, the whole table is printed.
 */
import { figureTable, readFigures, writeFigures } from './report.ts';

export function setup(): void {
  writeFigures(readFigures().filter((r) => r.by === 'browser'));
}

export function teardown(): void {
  const rows = readFigures();
  const browser = rows.filter((r) => r.by === 'browser').length;
  const note = browser ? `; the ${browser} browser rows are from the last e2e run` : '; no browser rows yet (they come from the e2e run, e2e/tests/faults)';
  console.log(`\nFault figures (issue 19), ${rows.length} rows, ${rows.filter((r) => !r.ok).length} not met${note}:\n${figureTable(rows)}\n`);
}
