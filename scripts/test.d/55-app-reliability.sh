#!/usr/bin/env bash
# The app under attack and under faults, on SQLite and on a throwaway PostgreSQL cluster (scripts/with-postgres):
# schemathesis over /openapi.json, SIGKILL during writes, CSRF and cross-origin refusals, security headers,
# 500 slow connections, a database outage, SIGTERM. Reports go to .ci-artifacts/. Closes with "N passed, M failed":
# no failure, at least 55 checks passed (62 today), and both stores' sections run.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --package-path Apps/FormKitServer --product formkit-server
swift build --package-path Apps/FormKitServer --product ServerUnderTest
binary="$(swift build --package-path Apps/FormKitServer --show-bin-path)/formkit-server"
# The server with the test doubles (the format black hole, the SQLite fault switch): not in the shipped binary.
export FORMKIT_SERVER_UNDER_TEST="$(dirname "$binary")/ServerUnderTest"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
scripts/with-postgres python3 Apps/FormKitServer/Reliability/reliability.py "$binary" .ci-artifacts/reliability | tee "$log"
for store in SQLite PostgreSQL; do
  grep -qx "== $store" "$log" || { echo "FAIL: the reliability checks did not run on $store"; exit 1; }
done
scripts/check-tally "$log" 55
