#!/usr/bin/env bash
# Pastes and autofills (issue 29): the paste corpus (Tools/oracle-paste/generate.py: every region's
# example numbers and random valid numbers in every spelling, and odd inputs) through the native
# `formkit phone paste --tsv` and `formkit-cli.mjs phone paste --tsv`, byte for byte the same, then
# against phonenumbers' field, country, E.164 and extension, row count included. Closes with
# "paste: N passed, M failed".
set -euo pipefail
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

scripts/build-wasm
swift build --product formkit >/dev/null
native="$(swift build --show-bin-path)/formkit"
cli=(node .build/wasm/formkit-cli.mjs)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Tools/oracle/totals.sh

rows=26206  # seed 29, two random numbers a region (phonenumbers 9.0.43)
python3 Tools/oracle-paste/generate.py --seed 29 --random 2 --input "$work/pastes.tsv" --expected "$work/expected.tsv" >/dev/null
"$native" phone paste --tsv < "$work/pastes.tsv" > "$work/native.tsv"
"${cli[@]}" phone paste --tsv < "$work/pastes.tsv" > "$work/wasm.tsv"
cmp "$work/native.tsv" "$work/wasm.tsv"
run_comparison "$work/native.log" python3 Tools/oracle-paste/compare.py --label native --expect-rows "$rows" \
  "$work/expected.tsv" "$work/native.tsv"
run_comparison "$work/wasm.log" python3 Tools/oracle-paste/compare.py --label wasm --expect-rows "$rows" \
  "$work/expected.tsv" "$work/wasm.tsv"
close_totals paste
