/**
 * The figures of the fault tests (issue 19): each test records one row (which point, what was
 * measured, the goal, whether it was met) and `pnpm faults` prints them all in one table at
 * the end (globalSetup.ts). Rows go to a JSON-lines file so Node and browser fault tests share
 * one table: `FAULTS_REPORT`, default `<tmp>/vchat-faults.jsonl`. The browser rows are written
 * by the e2e run (e2e/tests/faults); `pnpm faults` replaces the Node rows and keeps those.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One row of the fault table. */
export interface FaultFigure {
  /** The issue point, e.g. "19.6". */
  point: string;
  /** The fault, in a few words. */
  fault: string;
  /** What was measured, with units. */
  figure: string;
  /** The goal, in words. */
  goal: string;
  /** Whether the figure meets the goal. */
  ok: boolean;
  /** Where it was measured: the Node fault tests (`pnpm faults`) or the browser ones (e2e/tests/faults). Default 'node'. */
  by?: 'node' | 'browser';
}

/** The file the rows go to. */
export function faultReportPath(): string {
  return process.env.FAULTS_REPORT ?? join(tmpdir(), 'vchat-faults.jsonl');
}

/** Records one row and prints it at once (so a failing run still shows what it measured). */
export function recordFigure(row: FaultFigure): void {
  appendFileSync(faultReportPath(), `${JSON.stringify({ by: 'node', ...row })}\n`);
  console.log(`[fault] ${row.point} ${row.fault}: ${row.figure} (goal ${row.goal}) ${row.ok ? 'ok' : 'NOT MET'}`);
}

/** Writes `rows` as the whole report (the Node run replaces its own rows, keeps the browser's). */
export function writeFigures(rows: FaultFigure[], path = faultReportPath()): void {
  writeFileSync(path, rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
}

/** Reads the rows recorded so far (unreadable lines are skipped). */
export function readFigures(path = faultReportPath()): FaultFigure[] {
  if (!existsSync(path)) return [];
  const rows: FaultFigure[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      rows.push(JSON.parse(line) as FaultFigure);
    } catch {
      // a half-written line of a killed run
    }
  }
  return rows;
}

/** The rows as a plain-text table, sorted by point. */
export function figureTable(rows: FaultFigure[]): string {
  const sorted = [...rows].sort((a, b) => a.point.localeCompare(b.point, 'en', { numeric: true }));
  const cells = [['point', 'fault', 'figure', 'goal', 'met', 'in'], ...sorted.map((r) => [r.point, r.fault, r.figure, r.goal, r.ok ? 'yes' : 'NO', r.by ?? 'node'])];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cells[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}
