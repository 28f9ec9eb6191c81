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
scripts/lib/browser-cases.sh Apps/FormKitServer/BrowserTests/import_schedule_tests.py
