#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine with Node 20:
# system packages (Prosody for the sandbox's XMPP server, Chromium for the browser tests),
# Node 24 (scripts/node.sh), pnpm, and the workspace's dependencies. Safe to run again: it
# skips what is there. Callers source scripts/node.sh too, so their commands run on Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."

want_chromium=${WANT_CHROMIUM:-1}
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
command -v prosody >/dev/null 2>&1 || missing+=(prosody)
# LuaDBI's SQLite driver: the sandbox's Prosody keeps its data in SQLite (storage = "sql").
dpkg -s lua-dbi-sqlite3 >/dev/null 2>&1 || missing+=(lua-dbi-sqlite3)
# openssl: the sandbox's push test makes a certificate for its loopback push service.
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
# iptables: the network-change fault test (e2e/tests/faults/iceRestart.spec.ts) cuts a call's UDP path.
command -v iptables >/dev/null 2>&1 || missing+=(iptables)
# PostgreSQL: the sandbox's tests also run it against a server database (DATABASE_URL).
if [ "${WANT_POSTGRES:-1}" = 1 ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then missing+=(postgresql); fi
if [ "$want_chromium" = 1 ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # The old headless shell: the e2e suite's browser (e2e/support/browser.ts), a third faster.
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  # Fonts for Devanagari, Arabic and emoji, so test screenshots show what users see.
  dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
  dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || missing+=(fonts-noto-color-emoji)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]} from Debian"
  as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
# Debian starts a system Prosody on install; the sandbox runs its own, so stop that one.
if command -v systemctl >/dev/null 2>&1; then as_root systemctl stop prosody >/dev/null 2>&1 || true; fi
if [ -x /etc/init.d/prosody ]; then as_root /etc/init.d/prosody stop >/dev/null 2>&1 || true; fi
# Likewise Debian's default PostgreSQL cluster: tests make their own throwaway cluster.
if command -v pg_ctlcluster >/dev/null 2>&1; then as_root pg_lsclusters -h 2>/dev/null | awk '$4=="online"{print $1" "$2}' | while read -r v c; do as_root pg_ctlcluster "$v" "$c" stop || true; done; fi

source scripts/node.sh
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  as_root env "PATH=$PATH" npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi
pnpm install --frozen-lockfile
