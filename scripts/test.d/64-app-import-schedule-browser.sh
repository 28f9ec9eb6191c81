#!/usr/bin/env bash
# The import, the thermostat schedule and the error pages as a person uses them, in headless Chromium at
# 1280 px and at 390 px, against formkit-server on a free loopback port with a fresh SQLite file for each
# width (Apps/FormKitServer/BrowserTests/import_schedule_tests.py): a semicolon-separated Windows-1252 file
# with reordered columns imported from the contacts page, its report and refused rows downloaded, the same
# file again with its duplicates skipped; the schedule's chart changing when a cell is saved; no sideways
# scrolling on the schedule and the 404 page; axe-core with 0 violations on the import report, the
# schedule and the 404 page. Screenshots go to .ci-artifacts/app-*.png. Closes with "N passed, M failed";
# every case the script defines (each @case), at both widths, must be among the N.
set -euo pipefail
cd "$(dirname "$0")/../.."
axe="$(scripts/lib/axe-path)"
[ -f "$axe" ] || { echo "FAIL: no axe.min.js at $axe (scripts/bootstrap fetches it)"; exit 1; }
swift build --package-path Apps/FormKitServer --product formkit-server
binary="$(swift build --package-path Apps/FormKitServer --show-bin-path)/formkit-server"
tests=Apps/FormKitServer/BrowserTests/import_schedule_tests.py
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
python3 "$tests" "$binary" .ci-artifacts "$axe" | tee "$log"
cases="$(grep -cE '^ *@case$' "$tests")"
widths="$(grep -cE '^WIDTHS = \(1280, 390\)$' "$tests")"
[ "$widths" -eq 1 ] || { echo "FAIL: $tests must run at 1280 and 390 px"; exit 1; }
scripts/check-tally "$log" "$((cases * 2))" "$((cases * 2))"
