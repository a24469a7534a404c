#!/usr/bin/env bash
# The e2e suite in two runs: every test but the timed ones on E2E_WORKERS workers, each with its
# own server set (default 1: on CI's two cores one worker already keeps the CPU about 80% busy,
# and two ran each test at about 0.6x speed, so the suite gained little and sign-ins timed out);
# then the timed ones (fault figures, benchmarks, route render bounds) on one worker with the
# machine to themselves. Both always run; exits 1 if either failed. Arguments go to both
# (a file filter runs in whichever project holds it; the other finds none and passes).
set -uo pipefail
cd "$(dirname "$0")"
status=0
pnpm exec playwright test --project=chromium --workers="${E2E_WORKERS:-1}" --pass-with-no-tests "$@" || status=1
pnpm exec playwright test --project=timed --workers=1 --pass-with-no-tests "$@" || status=1
exit $status
