#!/usr/bin/env bash
# Runs every test: lint (with the layering rules), typecheck, unit tests, the fault tests' table, builds (printing the
# landing route's brotli size per brand), Storybook build, and the Playwright e2e suite in
# Debian's Chromium against the built app and the sandbox. Installs what is missing first.
# Ends with one line: "tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/node.sh
mkdir -p e2e/output
logs=e2e/output/logs
rm -rf "$logs" && mkdir -p "$logs"
status=0
# One fault table for the run: the e2e fault specs and pnpm faults append their rows here.
export FAULTS_REPORT="$PWD/e2e/output/faults.jsonl"
rm -f "$FAULTS_REPORT"
pnpm exec turbo run lint typecheck storybook:build --continue --output-logs=errors-only || status=1
pnpm exec turbo run test --continue --output-logs=full 2>&1 | tee "$logs/unit.log" || status=1
if pnpm exec turbo run build --output-logs=full > "$logs/build.log" 2>&1; then
  grep -E '\[size\]' "$logs/build.log" | grep -v 'plugin vchat-size-report' || true
else
  status=1
  tail -50 "$logs/build.log"
fi
pnpm exec turbo run e2e --output-logs=full 2>&1 | tee "$logs/e2e.log" || status=1
# The fault tests (issue 19): the headless client against the sandbox with faults injected;
# prints one table of figures, with the browser fault rows the e2e run just wrote.
pnpm faults 2>&1 | tee "$logs/faults.log" || status=1
echo "screenshots: e2e/screenshots/"
echo "node: $(node --version) ($(command -v node))"
node scripts/summarize.mjs "$logs/unit.log" "$logs/faults.log" "$logs/e2e.log" || status=1
exit $status
