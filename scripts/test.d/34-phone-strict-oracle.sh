#!/usr/bin/env bash
# Strict typing (issue 29), from Tools/oracle-paste/strict.py's corpora, native and through
# `formkit-cli.mjs`, which must print the same bytes:
# - valid: every keystroke of valid numbers of the allowed types, in every spelling, is taken (the
#   strict rows equal the plain `phone type --tsv` rows);
# - dead: each keystroke of altered and random digits is refused exactly when the oracle's partial
#   matches prove that no valid number of the allowed types can follow (and some are);
# - wrong type: a number whose only type is outside the allowed ones ends valid only where its
#   digits still start an allowed number.
# Closes with "strict: N passed, M failed".
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

python3 Tools/oracle-paste/strict.py --seed 29 --random 2 --dead-count 6000 \
  --valid "$work/valid.tsv" --dead "$work/dead.tsv" --wrong-type "$work/wrong.tsv" >/dev/null
# Row counts for seed 29 (phonenumbers 9.0.43).
[ "$(wc -l < "$work/valid.tsv")" -eq 10611 ] && [ "$(wc -l < "$work/dead.tsv")" -eq 6000 ] \
  && [ "$(wc -l < "$work/wrong.tsv")" -eq 4713 ]

"$native" phone type --tsv --strict < "$work/valid.tsv" > "$work/valid-native.txt"
"${cli[@]}" phone type --tsv --strict < "$work/valid.tsv" > "$work/valid-wasm.txt"
cut -f1,2 "$work/valid.tsv" | "$native" phone type --tsv > "$work/valid-plain.txt"
cmp "$work/valid-native.txt" "$work/valid-wasm.txt"
run_comparison "$work/valid.log" python3 Tools/oracle-aytf/compare.py --label strict-valid --expect-rows 10611 \
  <(paste "$work/valid.tsv" "$work/valid-plain.txt" | cut -f1,2,4) "$work/valid-native.txt"

cut -f1-3 "$work/dead.tsv" | "$native" phone type --tsv --strict > "$work/dead-native.txt"
cut -f1-3 "$work/dead.tsv" | "${cli[@]}" phone type --tsv --strict > "$work/dead-wasm.txt"
cmp "$work/dead-native.txt" "$work/dead-wasm.txt"
run_comparison "$work/dead.log" python3 Tools/oracle-paste/strict.py check-dead "$work/dead.tsv" "$work/dead-native.txt"

"$native" phone type --tsv --strict < "$work/wrong.tsv" > "$work/wrong-native.txt"
"${cli[@]}" phone type --tsv --strict < "$work/wrong.tsv" > "$work/wrong-wasm.txt"
cmp "$work/wrong-native.txt" "$work/wrong-wasm.txt"
run_comparison "$work/wrong.log" python3 Tools/oracle-paste/strict.py check-wrong-type "$work/wrong.tsv" "$work/wrong-native.txt"
close_totals strict
