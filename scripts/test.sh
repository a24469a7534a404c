#!/usr/bin/env bash
# Runs every test: lint (with the layering rules), typecheck, unit tests, builds (printing the
# landing route's brotli size per brand), Storybook build, and the Playwright e2e suite in
# Debian's Chromium against the built app and the sandbox. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
pnpm exec turbo run lint typecheck test build storybook:build --output-logs=errors-only
pnpm exec turbo run e2e --output-logs=full
echo "screenshots: e2e/screenshots/"
