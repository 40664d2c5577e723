#!/usr/bin/env bash
# Every test: lint and import boundaries, type-check, unit and server integration tests (PGlite and, where reachable,
# the PostgreSQL and Redis services), then the browser tests against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint"
npm run lint
echo "== type-check"
npm run typecheck
echo "== unit and server integration tests"
node scripts/ensure-prometheus.mjs
npx vitest run --project tooling --project shared --project server --project web
echo "== browser tests"
npm run test:e2e
