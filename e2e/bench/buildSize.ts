/**
 * Reads the build's size lines on stdin ("[size] fachat landing route (brotli): JS n B + CSS n B =
 * n B in n files; budget …", tooling/vite-app sizeReport) and records each route's bytes and
 * files in the benchmark table with the goals (issue 21.1, 21.6). Run by `pnpm bench`.
 */
import { readFileSync } from 'node:fs';
import { recordBench } from '../support/bench.ts';

const GOALS: Record<string, { key: string; bytes: number; files: number | null }> = {
  landing: { key: '2', bytes: 120_000, files: 8 },
  wall: { key: '4', bytes: 190_000, files: null },
};
const text = readFileSync(0, 'utf8');
const seen = new Set<string>();
for (const [, brand, route, js, css, total, files] of text.matchAll(/\[size\] (\w+) (\w+) route \(brotli\): JS (\d+) B \+ CSS (\d+) B = (\d+) B in (\d+) files/g)) {
  const goal = GOALS[route!];
  if (!goal || seen.has(route!)) continue;
  seen.add(route!);
  recordBench({ key: `${goal.key} ${route}-bytes-build`, figure: `${brand} ${route} route JS+CSS (build, brotli)`, value: Number(total), unit: 'B', goal: { max: goal.bytes }, detail: `JS ${js} B + CSS ${css} B in ${files} files` });
  if (goal.files) recordBench({ key: `${goal.key}.1 ${route}-files-build`, figure: `${brand} ${route} route JS+CSS files (build)`, value: Number(files), unit: 'files', goal: { max: goal.files } });
}
if (!seen.size) {
  console.error(`no size line in the build output: ${JSON.stringify(text.slice(0, 300))}`);
  process.exit(1);
}
