#!/usr/bin/env bash
# Every test: lint and import boundaries, type-check, unit and server integration tests (PGlite and, where reachable,
# the PostgreSQL and Redis services), then the browser tests against the real server. Each phase's time is printed at
# the end (docs/testing.md: the budget is 25 minutes on the 2-core machines).
set -euo pipefail
cd "$(dirname "$0")/.."

PHASES=()
phase() {
  local name=$1
  shift
  echo "== ${name}"
  local started=$SECONDS
  "$@"
  PHASES+=("$(printf '%-34s %4d s' "${name}" $((SECONDS - started)))")
}
summary() {
  echo
  echo "== phase times"
  for line in "${PHASES[@]}"; do echo "   ${line}"; done
  printf '   %-34s %4d s\n' "total" "${SECONDS}"
}
trap summary EXIT

# The lint and the type-check share nothing: side by side, each on a core.
lint_and_typecheck() {
  local log
  log=$(mktemp)
  npm run lint >"${log}" 2>&1 &
  local lint=$!
  local status=0
  npm run typecheck || status=$?
  wait "${lint}" || status=1
  cat "${log}"
  rm -f "${log}"
  return "${status}"
}

phase "lint and type-check" lint_and_typecheck
# One build for every test that runs the real server (browser tests, the drain, metrics and simulation suites).
phase "build" bash -c "node scripts/ensure-chromium.mjs && node scripts/ensure-prometheus.mjs && npm run build"
# Server suites wait on PostgreSQL, timers and sockets more than they compute: more files at once than cores keeps
# both cores busy (vitest's default on two cores is one file at a time). TEST_WORKERS overrides.
phase "unit and server tests" npx vitest run --project tooling --project shared --project server --project web \
  --maxWorkers="${TEST_WORKERS:-3}"
phase "browser tests" npx vitest run --project e2e
