#!/usr/bin/env bash
# The app at scale in real browsers: two formkit-server instances on one throwaway PostgreSQL cluster
# (scripts/with-postgres), a headless Chromium on each: live edits, a cell being edited, the CSV upload.
# Screenshots go to .ci-artifacts/app-live-*.png. Closes with "N passed, M failed", and every case the
# script defines (each @case) must be among the N.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --package-path Apps/FormKitServer --product formkit-server
binary="$(swift build --package-path Apps/FormKitServer --show-bin-path)/formkit-server"
tests=Apps/FormKitServer/BrowserTests/live_tests.py
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
scripts/with-postgres python3 "$tests" "$binary" .ci-artifacts | tee "$log"
cases="$(grep -cE '^ *@case$' "$tests")"
scripts/check-tally "$log" "$cases" "$cases"
