#!/usr/bin/env bash
# The FormKit app's router, store and rule tests (in-memory SQLite), in its nested package. A run must
# report at least 100 tests, and StoreUnderTestTests must say SQLite was the store under test.
set -euo pipefail
cd "$(dirname "$0")/../.."
log=.build/app-tests.log
mkdir -p .build
if ! env -u FORMKIT_TEST_POSTGRES_URL swift test --package-path Apps/FormKitServer >"$log" 2>&1; then
  grep -E "✘|error:" "$log" | head -40
  echo "FAIL: the app's tests (log: $log)"
  exit 1
fi
scripts/check-test-count "$log" 100
grep -qx "store under test: SQLite" "$log" || { echo "FAIL: StoreUnderTestTests did not report SQLite (log: $log)"; exit 1; }
echo "app tests: passed on SQLite"
