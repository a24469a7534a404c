// Reads the build's size lines on stdin ("[size] fachat landing route (brotli): JS n B + CSS n B =
// n B in n files; budget …", tooling/vite-app sizeReport) and records each route's bytes and
// files in the benchmark table with the issue's goals (issue 21.1, 21.6).
import { appendFileSync, readFileSync } from 'node:fs';

const GOALS = { landing: { bytes: 120000, files: 8, key: '2' }, wall: { bytes: 190000, files: null, key: '4' } };
const text = readFileSync(0, 'utf8');
const rows = [];
for (const m of text.matchAll(/\[size\] (\w+) (\w+) route \(brotli\): JS (\d+) B \+ CSS (\d+) B = (\d+) B in (\d+) files/g)) {
  const [, brand, route, js, css, total, files] = m;
  const goal = GOALS[route];
  if (!goal || rows.some((r) => r.route === route)) continue;
  rows.push({ route, key: `${goal.key} ${route}-bytes-build`, figure: `${brand} ${route} route JS+CSS (build, brotli)`, value: Number(total), unit: 'B', goal: { max: goal.bytes }, detail: `JS ${js} B + CSS ${css} B in ${files} files` });
  if (goal.files) rows.push({ route: `${route}-files`, key: `${goal.key}.1 ${route}-files-build`, figure: `${brand} ${route} route JS+CSS files (build)`, value: Number(files), unit: 'files', goal: { max: goal.files } });
}
if (!rows.length) {
  console.error(`no size line in the build output: ${JSON.stringify(text.slice(0, 300))}`);
  process.exit(1);
}
for (const { route: _, ...r } of rows) {
  appendFileSync(process.env.BENCH_REPORT, `${JSON.stringify(r)}\n`);
  console.log(`[bench] ${r.figure}: ${r.value} ${r.unit}${r.detail ? ` (${r.detail})` : ''}`);
}
