#!/usr/bin/env node
// Reads test logs (vitest, Playwright) and prints one closing line: "tests: N passed, N failed".
// Exits 1 when the logs show failures or no test ran at all.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// eslint-disable-next-line no-control-regex
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
/**
 * Why each Playwright test failed, per try: its error line, the locator and what was received,
 * and where in the spec (CI shows only the end of the output, and no trace).
 */
const reasons = new Map();
let passed = 0;
let failed = 0;
/** The failed tests by name (CI shows only the end of the output: they are printed last). */
const failures = new Set();
for (const file of process.argv.slice(2)) {
  let inFailedList = false;
  /** The failure being read in Playwright's details ("  1) [chromium] › … ───"), and its current try. */
  let detail = null;
  /** Vitest's failed tests sharing the error block being read (it prints one block under several FAIL lines). */
  let vitestGroup = [];
  let vitestGroupOpen = false;
  for (const line of strip(readFileSync(file, 'utf8')).split('\n')) {
    const plain = line.replace(/^@vchat\/[^:]+:[^:]+:\s*/, '').trim();
    const head = /^\d+\) (\[[^\]]+\] › .*?)\s*─*$/.exec(plain);
    if (head) {
      detail = { test: head[1], tries: [{ try: 'try 1', lines: [] }] };
      reasons.set(`e2e ${detail.test}`, detail.tries);
    } else if (detail) {
      const retry = /^Retry #(\d+)/.exec(plain);
      const tryNow = detail.tries.at(-1);
      if (retry) detail.tries.push({ try: `retry ${retry[1]}`, lines: [] });
      else if (/^(\w*Error\b.*|Locator:.*|Expected.*|Received.*)$/.test(plain) && !/^Error Context:/.test(plain) && tryNow.lines.length < 4) tryNow.lines.push(plain.slice(0, 160));
      else if (/^at \S*\/(tests|support|bench)\/\S+:\d+:\d+/.test(plain) && !tryNow.at) tryNow.at = plain.replace(/^at \S*\/e2e\//, '');
      else if (/^Error Context: \S+/.test(plain) && !tryNow.context) tryNow.context = plain.slice('Error Context: '.length);
      else if (/^\d+ (failed|flaky|passed)/.test(plain)) detail = null;
    }
    // Vitest: " FAIL  src/x.test.ts > suite > test"; Playwright: the list under "N failed".
    if (/^FAIL\s/.test(plain)) {
      failures.add(plain);
      if (!vitestGroupOpen) vitestGroup = [];
      vitestGroupOpen = true;
      if (!reasons.has(plain)) reasons.set(plain, [{ try: 'error', lines: [] }]);
      vitestGroup.push(reasons.get(plain)[0]);
    } else if (/^⎯+\[\d+\/\d+\]⎯*$/.test(plain)) vitestGroup = [];
    else if (plain) {
      vitestGroupOpen = false;
      if (/^(\w*Error\b.*\S|Failed to .*|expected .*|❯ \S+:\d+:\d+)$/.test(plain)) {
        for (const t of vitestGroup) if (t.lines.length < 3 && !t.lines.includes(plain.slice(0, 200))) t.lines.push(plain.slice(0, 200));
      }
    }
    if (/^\d+ failed$/.test(plain)) inFailedList = true;
    else if (/^\d+ (flaky|passed|did not run|skipped|interrupted)/.test(plain)) inFailedList = false;
    else if (inFailedList && plain.startsWith('[')) failures.add(`e2e ${plain.replace(/\s*─+$/, '')}`);
    const vitest = /^\S*\s*Tests\s+(.*)$/.exec(plain);
    if (vitest) {
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      continue;
    }
    const pw = /^(\d+) (passed|failed|flaky)( \(|$)/.exec(plain);
    if (pw) {
      if (pw[2] === 'failed') failed += Number(pw[1]);
      else passed += Number(pw[1]);
    }
  }
}
/**
 * What the page showed when a try failed: the texts of Playwright's page snapshot (its
 * error-context file, a path relative to e2e/), from the page's main region when it has one,
 * at most `max` characters. CI keeps no trace, so this is what tells a slow screen from a wrong one.
 */
function pageTexts(snapshot, max = 400) {
  const lines = snapshot.split('\n');
  const start = lines.findIndex((l) => l.startsWith('# Page snapshot'));
  if (start < 0) return '';
  let body = lines.slice(start + 1);
  const main = body.findIndex((l) => /^\s*- main\b/.test(l));
  if (main >= 0) body = body.slice(main + 1);
  const texts = [];
  for (const l of body) {
    const m = /^\s*- (?:[\w-]+ )?(?:"([^"]*)")?[^:]*?(?::\s*"?(.*?)"?)?$/.exec(l);
    for (const t of [m?.[1], m?.[2]]) if (t && !/^\/|^\[/.test(t) && texts.at(-1) !== t) texts.push(t);
  }
  const out = texts.join(' · ');
  return out.length > max ? `${out.slice(0, max)}…` : out;
}

for (const f of failures) {
  console.log(`failed: ${f}`);
  for (const t of reasons.get(f) ?? []) {
    console.log(`  ${t.try}: ${t.lines.join(' | ')}${t.at ? ` (at ${t.at})` : ''}`);
    const file = t.context && resolve('e2e', t.context);
    if (file && existsSync(file)) console.log(`    page: ${pageTexts(readFileSync(file, 'utf8'))}`);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
