#!/usr/bin/env bash
# Runs one of the app's browser case files (Apps/FormKitServer/BrowserTests/*_tests.py) the way stages
# 63 and 64 do: builds formkit-server, runs the file with axe-core's axe.min.js, and requires every case
# it defines (each @case) to have passed at both of its widths, 1280 and 390 px. Arguments after the file
# go to it after axe.min.js's path (the contacts' cases take the WebAssembly build's folder).
#
#   scripts/lib/browser-cases.sh Apps/FormKitServer/BrowserTests/contacts_tests.py [.build/wasm]
set -euo pipefail
tests="$1"
shift
axe="$(scripts/lib/axe-path)"
[ -f "$axe" ] || { echo "FAIL: no axe.min.js at $axe (scripts/bootstrap fetches it)"; exit 1; }
swift build --package-path Apps/FormKitServer --product formkit-server
binary="$(swift build --package-path Apps/FormKitServer --show-bin-path)/formkit-server"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
python3 "$tests" "$binary" .ci-artifacts "$axe" "$@" | tee "$log"
cases="$(grep -cE '^ *@case$' "$tests")"
widths="$(grep -cE '^WIDTHS = \(1280, 390\)$' "$tests")"
[ "$widths" -eq 1 ] || { echo "FAIL: $tests must run at 1280 and 390 px"; exit 1; }
scripts/check-tally "$log" "$((cases * 2))" "$((cases * 2))"
