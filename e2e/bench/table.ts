/**
 * Prints the benchmark table of this run (issue 21.6): every row the benchmarks recorded
 * (support/bench.ts), in key order, with the previous run's value beside each, and the figures
 * of the issue 21 table no benchmark measures yet as "not measured". Then keeps this run as the
 * previous one. Run by `pnpm bench` last.
 */
import { benchTable, goalText, readBench, readPrevious, writePrevious, type BenchFigure } from '../support/bench.ts';

/** Figures of issue 21's table recorded by bench/ux.perf.ts: one missing from a run (its test failed) is printed as not measured. */
const NOT_YET: Pick<BenchFigure, 'key' | 'figure' | 'unit' | 'goal'>[] = [
  { key: '1 tap-to-talking', figure: 'tap → talking (new visitor, throttled)', unit: 'ms', goal: { max: 6000 } },
  { key: '8 typing-long-tasks', figure: 'typing 100 characters: long tasks > 50 ms', unit: 'count', goal: { max: 0 } },
  { key: '9 cls', figure: 'CLS on boot, thread switch, wall paging', unit: '', goal: { max: 0 } },
];

const rows = readBench();
const previous = readPrevious();
console.log(`\nBenchmarks (issue 21), ${rows.length} figures:`);
console.log(benchTable(rows, previous));
const missing = NOT_YET.filter((r) => !rows.some((x) => x.key === r.key));
for (const r of missing) console.log(`not measured: ${r.figure} (goal ${goalText(r)})`);
if (rows.length) writePrevious(rows);
