#!/usr/bin/env bash
# The FormKit app in a real browser: headless Chromium driven by selenium against formkit-server,
# which the test starts on a free loopback port with a fresh SQLite file, serving FormKit's WebAssembly
# build (scripts/build-wasm) so that fields format in the page; one case runs without it.
# Screenshots of each page go to .ci-artifacts/app-*.png. Closes with "N passed, M failed", and every
# case the script defines (each @case) must be among the N.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --package-path Apps/FormKitServer --product formkit-server
swift build --package-path Apps/FormKitServer --product ServerUnderTest
binary="$(swift build --package-path Apps/FormKitServer --show-bin-path)/formkit-server"
# The server with the test doubles (the format black hole, the SQLite fault switch): not in the shipped binary.
export FORMKIT_SERVER_UNDER_TEST="$(dirname "$binary")/ServerUnderTest"
scripts/build-wasm
tests=Apps/FormKitServer/BrowserTests/browser_tests.py
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
python3 "$tests" "$binary" .ci-artifacts .build/wasm | tee "$log"
cases="$(grep -cE '^ *@case$' "$tests")"
scripts/check-tally "$log" "$cases" "$cases"
