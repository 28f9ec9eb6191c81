#!/usr/bin/env bash
# The contacts table and the add-contact form as a person uses them, in headless Chromium at 1280 px and
# at 390 px, against formkit-server on a free loopback port with a fresh SQLite file for each width:
# delete and Undo, bulk delete (1,000 rows through the API in <= 1 s each way), export, a search of
# several words kept in the URL, a refused save that keeps the text, merged and offered conflicts, an
# import while editing, keyboard-only editing, no sideways scrolling, and axe-core with 0 violations.
# Screenshots go to .ci-artifacts/app-contacts-*.png. Closes with "N passed, M failed"; every case the
# script defines (each @case), at both widths, must be among the N.
set -euo pipefail
cd "$(dirname "$0")/../.."
axe="$(scripts/lib/axe-path)"
[ -f "$axe" ] || { echo "FAIL: no axe.min.js at $axe (scripts/bootstrap fetches it)"; exit 1; }
swift build --package-path Apps/FormKitServer --product formkit-server
binary="$(swift build --package-path Apps/FormKitServer --show-bin-path)/formkit-server"
tests=Apps/FormKitServer/BrowserTests/contacts_tests.py
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
python3 "$tests" "$binary" .ci-artifacts "$axe" | tee "$log"
cases="$(grep -cE '^ *@case$' "$tests")"
widths="$(grep -cE '^WIDTHS = \(1280, 390\)$' "$tests")"
[ "$widths" -eq 1 ] || { echo "FAIL: $tests must run at 1280 and 390 px"; exit 1; }
scripts/check-tally "$log" "$((cases * 2))" "$((cases * 2))"
