#!/usr/bin/env bash
# The relative-time data against CLDR 46: the committed data equals a fresh generation
# (scripts/regenerate-relative-time-data --check), then `formkit time ago --tsv` in 30 locales,
# 3 styles, with and without named words, against what babel 2.17.0 and ICU 76 say
# (Tools/timestamps/differential.py). Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

scripts/regenerate-relative-time-data --check
swift build --product formkit >/dev/null
formkit="$(swift build --show-bin-path)/formkit"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swiftc -O Tools/timestamps/named-words.swift -o "$work/named-words" 2>/dev/null
python3 Tools/timestamps/differential.py rows > "$work/rows.tsv"
python3 Tools/timestamps/differential.py dates > "$work/dates.tsv"
# No cut-off for the words; the default one (8 days) for the dates. Rows that fail still print.
status=0
"$formkit" time ago --tsv --cutoff-minutes 1000000000 < "$work/rows.tsv" > "$work/rows-out.tsv" || status=$?
"$formkit" time ago --tsv < "$work/dates.tsv" > "$work/dates-out.tsv" || status=$?
[ "$status" -eq 0 ] || echo "time ago --tsv exited $status (a row was refused); the comparison says which"
python3 Tools/timestamps/differential.py compare --named-words "$work/named-words" \
  "$work/rows.tsv" "$work/rows-out.tsv" "$work/dates.tsv" "$work/dates-out.tsv"
[ "$status" -eq 0 ]
