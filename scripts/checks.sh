#!/usr/bin/env bash
# The checks `npm test` runs before Vitest. ESLint (~50 s, its own type-checked program) runs beside the
# others (TypeScript, import rules, generated-code sync, web build) on the second core; each prints its
# output, and any failure fails the whole.
set -uo pipefail
lint_log=$(mktemp)
trap 'rm -f "$lint_log"' EXIT
npm run --silent lint >"$lint_log" 2>&1 &
lint_pid=$!
npm run typecheck && npm run deps && npm run generate -- --check && npm run build:web
main_status=$?
wait "$lint_pid"
lint_status=$?
echo "> npm run lint"
cat "$lint_log"
if [ "$lint_status" -ne 0 ]; then echo "ESLint found problems (npm run lint)." >&2; fi
[ "$main_status" -eq 0 ] && [ "$lint_status" -eq 0 ]
