/**
 * The benchmark table (issue 21.6): each benchmark records its figures as rows, and
 * `pnpm bench` prints them in one table at the end, with the previous run's value beside each.
 * Rows go to a JSON-lines file (`BENCH_REPORT`, default e2e/output/bench.jsonl) so benchmarks run
 * by Playwright and by Node scripts share one table; the printed run is kept as
 * e2e/output/bench-previous.json for the next one.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One figure of the table. */
export interface BenchFigure {
  /** Stable key, also the order of the table (e.g. "1 tap-to-talking"). */
  key: string;
  /** What was measured, in words. */
  figure: string;
  /** The value, in `unit`. */
  value: number;
  /** Unit of `value`: "ms", "B", "score", "x", "count", "files"... */
  unit: string;
  /** The goal as a bound on `value`. */
  goal: { max: number } | { min: number };
  /** Details printed after the value (a breakdown, the runs). */
  detail?: string;
}

const OUTPUT = resolve(import.meta.dirname, '../output');

/** The file the rows of this run go to. */
export const benchReportPath = () => process.env.BENCH_REPORT ?? resolve(OUTPUT, 'bench.jsonl');
/** The previous printed run (key → value). */
export const benchPreviousPath = () => resolve(OUTPUT, 'bench-previous.json');

/** The median of `xs` (the mean of the middle two for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Whether `value` meets the row's goal. */
export const meets = (r: Pick<BenchFigure, 'value' | 'goal'>) => ('max' in r.goal ? r.value <= r.goal.max : r.value >= r.goal.min);

/** Records one row and prints it at once (a failing run still shows what it measured). */
export function recordBench(row: BenchFigure): void {
  appendFileSync(benchReportPath(), `${JSON.stringify(row)}\n`);
  console.log(`[bench] ${row.figure}: ${format(row.value, row.unit)}${row.detail ? ` (${row.detail})` : ''}; goal ${goalText(row)} ${meets(row) ? 'met' : 'NOT MET'}`);
}

/** Reads the rows recorded in this run; a later row of a key replaces an earlier one. */
export function readBench(path = benchReportPath()): BenchFigure[] {
  if (!existsSync(path)) return [];
  const rows = new Map<string, BenchFigure>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = JSON.parse(line) as BenchFigure;
      rows.set(r.key, r);
    } catch {
      // a half-written line of a killed run
    }
  }
  return [...rows.values()];
}

/** A value with its unit, for people: 1,234 ms, 182,716 B, 0.03. */
export function format(value: number, unit: string): string {
  const n = Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: unit === 'x' ? 2 : 3 });
  return unit === 'score' || unit === 'count' || unit === '' ? n : unit === 'x' ? `${n}x` : `${n} ${unit}`;
}

export const goalText = (r: Pick<BenchFigure, 'goal' | 'unit'>) => ('max' in r.goal ? `≤ ${format(r.goal.max, r.unit)}` : `≥ ${format(r.goal.min, r.unit)}`);

/**
 * The rows as a plain-text table in key order: figure, value, previous value (from
 * `previous`, key → value), goal, met, detail.
 */
export function benchTable(rows: BenchFigure[], previous: Record<string, number> = {}): string {
  const sorted = [...rows].sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
  const cells = [
    ['figure', 'now', 'previous', 'goal', 'met', 'detail'],
    ...sorted.map((r) => [r.figure, format(r.value, r.unit), r.key in previous ? format(previous[r.key]!, r.unit) : '-', goalText(r), meets(r) ? 'yes' : 'NO', r.detail ?? '']),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cells[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

/** Reads the previous run's values (key → value); {} when there is none or it is unreadable. */
export function readPrevious(path = benchPreviousPath()): Record<string, number> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Keeps this run's values as the previous run of the next. */
export function writePrevious(rows: BenchFigure[], path = benchPreviousPath()): void {
  writeFileSync(path, JSON.stringify(Object.fromEntries(rows.map((r) => [r.key, r.value])), null, 2));
}
