#!/usr/bin/env bash
# `pnpm bench` (issue 21.6): every benchmark, then one table of their figures with the previous
# run's beside them (e2e/output/bench-previous.json). The fachat build's landing bytes, Lighthouse
# on the landing and the signed-in wall (e2e/bench/lighthouse.ts, its own servers on ports from
# 28000), then the Playwright benchmarks (e2e/bench/*.bench.ts: call set-up, thread budgets, also in
# the test run; e2e/bench/*.perf.ts: tap → talking, typing, layout shifts, here only).
# Times are printed, never asserted; exits non-zero only when a benchmark could not run.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
status=0
mkdir -p e2e/output
export BENCH_REPORT="$PWD/e2e/output/bench.jsonl"
rm -f "$BENCH_REPORT"
build_log=$(pnpm exec turbo run build --filter=@vchat/app-fachat --output-logs=full 2>&1) || { echo "$build_log" | tail -30; exit 1; }
echo "$build_log" | grep -F '[size] fachat' | (cd e2e && pnpm exec tsx bench/buildSize.ts) || status=1
(cd e2e && pnpm exec tsx bench/lighthouse.ts) || status=1
# The app is served as the issue measures it, brotli like a CDN (tooling/vite-app brotliPreview),
# for tap → talking as for Lighthouse: the e2e suite's preview sends gzip, 18% more bytes.
(cd e2e && VCHAT_PREVIEW_BROTLI=1 pnpm exec playwright test --project=timed --project=bench --workers=1 bench/ --pass-with-no-tests) || status=1
(cd e2e && pnpm exec tsx bench/table.ts) || status=1
exit $status
