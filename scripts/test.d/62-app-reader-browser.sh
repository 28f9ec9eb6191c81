#!/usr/bin/env bash
# The app formats for its reader: headless Chromium in German (de-DE) against formkit-server with
# FormKit's WebAssembly build (Apps/FormKitServer/BrowserTests/reader_tests.py): "vor 11 Minuten" from
# the server and from the page alike, the change at nextChange without a request, the schedule in
# 24-hour times and °C with a switch to °F. Screenshots go to .ci-artifacts/app-reader-*.png.
# Closes with "N passed, M failed", and every case the script defines must be among the N.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --package-path Apps/FormKitServer --product formkit-server
binary="$(swift build --package-path Apps/FormKitServer --show-bin-path)/formkit-server"
scripts/build-wasm
tests=Apps/FormKitServer/BrowserTests/reader_tests.py
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
python3 "$tests" "$binary" .ci-artifacts .build/wasm | tee "$log"
# Every case the script defines (each test_ function) must be among the passed.
cases="$(grep -cE '^def test_' "$tests")"
scripts/check-tally "$log" "$cases" "$cases"
