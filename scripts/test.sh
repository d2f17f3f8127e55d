#!/usr/bin/env bash
# `npm test`: the checks and every test. Vitest needs two of the checks first: the generated code in sync with
# the entities, and the web build its browser tests load. The others (TypeScript, the import rules, ESLint:
# ~120 s of CPU that nothing in Vitest waits for) run beside Vitest, on the share of the two cores it leaves
# idle while its tests wait on Chromium, server processes and PostgreSQL. Their output follows Vitest's; any
# failure fails the whole. `npm run checks` runs the checks alone (scripts/checks.sh). Arguments go to Vitest.
set -uo pipefail
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

npm run generate -- --check && npm run build:web || exit 1

(npm run --silent typecheck && npm run --silent deps) >"$logs/types" 2>&1 &
types_pid=$!
npm run --silent lint >"$logs/lint" 2>&1 &
lint_pid=$!

npx vitest run "$@"
vitest_status=$?
wait "$types_pid"
types_status=$?
wait "$lint_pid"
lint_status=$?

echo "> npm run typecheck && npm run deps"
cat "$logs/types"
echo "> npm run lint"
cat "$logs/lint"
[ "$types_status" -eq 0 ] || echo "The TypeScript check or the import rules failed (npm run typecheck, npm run deps)." >&2
[ "$lint_status" -eq 0 ] || echo "ESLint found problems (npm run lint)." >&2
[ "$vitest_status" -eq 0 ] && [ "$types_status" -eq 0 ] && [ "$lint_status" -eq 0 ]
