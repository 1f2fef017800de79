#!/usr/bin/env bash
# `npm test`: every check of the repository, in the order a failure is cheapest to find.
# Server tests also run on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 NO_UPDATE_NOTIFIER=1

step() {
  local name=$1
  shift
  local start=$SECONDS
  echo
  echo "━━ $name"
  "$@"
  echo "━━ $name: passed in $((SECONDS - start)) s"
}

step "system packages (chromium, fonts-noto-cjk)" bash scripts/system-deps.sh
step "lint and format (biome)" npx biome check .
step "published packages declare dependency ranges, not pins" node scripts/check-published-ranges.mjs
step "build, typecheck, unit and server tests, publint (turbo)" \
  npx turbo run build typecheck test publint --output-logs=errors-only
# Browser steps: the story tests run beside the chain of consumer app, short benchmarks and end-to-end (2 cores;
# most of their time is spent waiting on pages); each side's output goes to its own log, printed when it ends.
# The visual comparison runs alone afterwards: a screenshot waits on rendering, which a busy box slows past its
# time limits.
browser_chain_a() {
  step "story tests with axe (Chromium)" npm run test:stories
}
browser_chain_b() {
  step "consumer app: packed packages installed outside the workspace, typechecked, built, rendered (Chromium)" \
    npm run test:consumer
  # Short soak, two-instance, crash and outage runs (bench/smoke.test.mjs); they need PostgreSQL.
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    step "short benchmarks: soak, two instances, crash, database outage (PostgreSQL, PGlite)" \
      env BENCH_DATABASE_URL="$TEST_DATABASE_URL" node --test --test-reporter=spec bench/smoke.test.mjs
  fi
  step "end-to-end: console against the server (Chromium)" npm run test:e2e
}
logs=$(mktemp -d)
echo
echo "━━ browser steps: stories beside consumer, short benchmarks and e2e (logs follow as each side ends)"
(browser_chain_a) >"$logs/a.log" 2>&1 &
chain_a=$!
(browser_chain_b) >"$logs/b.log" 2>&1 &
chain_b=$!
failed=0
wait "$chain_b" || failed=1
cat "$logs/b.log"
wait "$chain_a" || failed=1
cat "$logs/a.log"
rm -rf "$logs"
if [ "$failed" -ne 0 ]; then
  echo "A browser step failed: see the chain logs above." >&2
  exit 1
fi
step "visual comparison against baselines (Chromium)" npm run test:visual

echo
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "NOTE: TEST_DATABASE_URL is not set, so the server's PostgreSQL suite and the short benchmarks did NOT run (PGlite only)."
else
  echo "Server suite ran on PGlite and on PostgreSQL (throwaway databases beside TEST_DATABASE_URL); short benchmarks passed."
fi
echo
echo "All checks passed."
