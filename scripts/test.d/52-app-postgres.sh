#!/usr/bin/env bash
# The app's router and store suites again, on PostgreSQL: a throwaway cluster of their own
# (scripts/with-postgres), a fresh database per test. Reuses 50-app's build. A run must report at
# least 100 tests, and StoreUnderTestTests must have queried a PostgreSQL server of the version
# scripts/with-postgres starts: the tests fall back to SQLite without the URL, and this cannot pass there.
set -euo pipefail
cd "$(dirname "$0")/../.."
log=.build/app-postgres-tests.log
mkdir -p .build
if ! scripts/with-postgres swift test --package-path Apps/FormKitServer >"$log" 2>&1; then
  grep -E "✘|error:|with-postgres" "$log" | head -40
  echo "FAIL: the app's tests on PostgreSQL (log: $log)"
  exit 1
fi
scripts/check-test-count "$log" 100
# The same server binaries scripts/with-postgres picks: "postgres (PostgreSQL) 17.6 (Debian 17.6-0+deb13u1)".
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
version="$("$bin/postgres" --version | sed -n 's/^postgres (PostgreSQL) \([^ ]*\).*/\1/p')"
reported="$(sed -n 's/^store under test: PostgreSQL \([^ ,]*\).*, database formkit_test_[0-9a-f]*, [0-9]* contacts$/\1/p' "$log")"
if [ -z "$version" ] || [ "$reported" != "$version" ]; then
  echo "FAIL: StoreUnderTestTests reported PostgreSQL '${reported:-nothing}', expected the cluster's '${version:-unknown}' (log: $log)"
  grep "store under test" "$log" || echo "  (no \"store under test\" line in the log)"
  exit 1
fi
echo "app tests: passed on PostgreSQL $reported"
