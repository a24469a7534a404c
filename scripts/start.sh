#!/usr/bin/env bash
# Quick start: installs what is missing, then runs the sandbox backend (HTTP API + database +
# Prosody) and the served brand (fachat) in development mode. Ctrl+C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
WANT_CHROMIUM=0 WANT_POSTGRES=0 bash scripts/setup.sh
source scripts/node.sh
exec node scripts/dev.mjs "$@"
