#!/usr/bin/env bash
# The contacts table and the add-contact form as a person uses them, in headless Chromium at 1280 px and
# at 390 px, against formkit-server on a free loopback port with a fresh SQLite file for each width:
# delete and Undo, bulk delete (1,000 rows through the API in <= 1 s each way), export, a search of
# several words kept in the URL, a refused save that keeps the text, merged and offered conflicts, an
# import while editing, keyboard-only editing, no sideways scrolling, and axe-core with 0 violations; with
# FormKit's WebAssembly build (scripts/build-wasm), so the phone is the <formkit-phone> element in the form
# and in the table's phone cells (a pasted extension, a Swiss contact's UK number, the cell by keyboard).
# Screenshots go to .ci-artifacts/app-contacts-*.png. Closes with "N passed, M failed"; every case the
# script defines (each @case), at both widths, must be among the N.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/build-wasm
scripts/lib/browser-cases.sh Apps/FormKitServer/BrowserTests/contacts_tests.py .build/wasm
