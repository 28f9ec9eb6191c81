#!/usr/bin/env bash
# The WebAssembly build against the oracles and the native CLI: the as-you-type corpus (stage 30's)
# through `formkit-cli.mjs phone type --tsv` and the info corpus (stage 20's) through
# `formkit-cli.mjs phone info --tsv`, each compared with phonenumbers (row counts and keys included)
# and, byte for byte, with the native `formkit`; both CLIs must exit 0. Then formkit.mjs's own API
# against the same answers (Wasm/Tests, at least 16 tests). Closes with "wasm: N passed, M failed"
# over the three.
set -euo pipefail
# Whatever stops the stage says so: a CLI that exits non-zero may print nothing.
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

scripts/build-wasm
swift build --product formkit >/dev/null
native="$(swift build --show-bin-path)/formkit"
cli=(node .build/wasm/formkit-cli.mjs)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Tools/oracle/totals.sh

# A non-zero exit of either CLI stops the stage at that line (set -e and pipefail), its message on
# standard error.
# As you type: every keystroke of every sequence.
python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 24 --output "$work/aytf.tsv"
cut -f1,2 "$work/aytf.tsv" | "${cli[@]}" phone type --tsv > "$work/aytf-wasm.txt"
cut -f1,2 "$work/aytf.tsv" | "$native" phone type --tsv > "$work/aytf-native.txt"
cmp "$work/aytf-wasm.txt" "$work/aytf-native.txt"
run_comparison "$work/aytf.log" python3 Tools/oracle-aytf/compare.py --label as-you-type --expect-rows 5880 \
  "$work/aytf.tsv" "$work/aytf-wasm.txt"

# Info: every column of every input.
seed="${PHONE_ORACLE_SEED:-3}"
python3 Tools/oracle/corpus.py --seed "$seed" --output "$work/corpus.txt"
rows=25306  # seed 3's corpus (phonenumbers 9.0.43); another seed's is held to its own line count
[ "$seed" = 3 ] || rows="$(wc -l <"$work/corpus.txt")"
python3 Tools/oracle/oracle_tsv.py < "$work/corpus.txt" > "$work/expected.tsv"
"${cli[@]}" phone info --tsv < "$work/corpus.txt" > "$work/info-wasm.tsv"
"$native" phone info --tsv < "$work/corpus.txt" > "$work/info-native.tsv"
cmp "$work/info-wasm.tsv" "$work/info-native.tsv"
run_comparison "$work/info.log" python3 Tools/oracle/compare.py --expect-rows "$rows" "$work/expected.tsv" "$work/info-wasm.tsv"

# The JavaScript API: node's TAP summary, held to at least the 16 tests Wasm/Tests has today.
status=0
node --test --test-reporter=tap Wasm/Tests/ > "$work/node.log" || status=$?
cat "$work/node.log"
js_passed="$(sed -n 's/^# pass \([0-9][0-9]*\)$/\1/p' "$work/node.log")"
js_failed="$(sed -n 's/^# fail \([0-9][0-9]*\)$/\1/p' "$work/node.log")"
if [ -z "$js_passed" ] || [ -z "$js_failed" ] || [ "$status" -ne 0 ] || [ "$js_passed" -lt 16 ]; then
  echo "node --test: exit status $status, ${js_passed:-no} passed, ${js_failed:-no} failed (expected 0, at least 16, none)"
  js_failed=$(( ${js_failed:-0} > 0 ? ${js_failed:-0} : 1 ))
fi
echo "javascript: ${js_passed:-0} passed, $js_failed failed"
total_passed=$((total_passed + ${js_passed:-0})) total_failed=$((total_failed + js_failed))
close_totals wasm
