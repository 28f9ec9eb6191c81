#!/usr/bin/env bash
# The WebAssembly build against the oracles and the native CLI: the as-you-type corpus (stage 30's)
# through `formkit-cli.mjs phone type --tsv` and the info corpus (stage 20's) through
# `formkit-cli.mjs phone info --tsv`, each compared with phonenumbers and, byte for byte, with the
# native `formkit`. Then formkit.mjs's own API against the same answers (Wasm/Tests). Closes with
# "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

scripts/build-wasm
swift build --product formkit >/dev/null
native="$(swift build --show-bin-path)/formkit"
cli=(node .build/wasm/formkit-cli.mjs)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# As you type: every keystroke of every sequence.
python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 24 > "$work/aytf.tsv"
cut -f1,2 "$work/aytf.tsv" | "${cli[@]}" phone type --tsv > "$work/aytf-wasm.txt"
cut -f1,2 "$work/aytf.tsv" | "$native" phone type --tsv > "$work/aytf-native.txt"
cmp "$work/aytf-wasm.txt" "$work/aytf-native.txt"
cut -f3 "$work/aytf.tsv" | paste - "$work/aytf-wasm.txt" | awk -F'\t' '
  $1 == $2 { passed++; next }
  { failed++; if (failed <= 10) printf "MISMATCH\n  expected %s\n  got      %s\n", $1, $2 }
  END { printf "as-you-type: %d passed, %d failed\n", passed, failed; exit failed > 0 }'

# Info: every column of every input.
python3 Tools/oracle/corpus.py --seed "${PHONE_ORACLE_SEED:-3}" > "$work/corpus.txt"
python3 Tools/oracle/oracle_tsv.py < "$work/corpus.txt" > "$work/expected.tsv"
"${cli[@]}" phone info --tsv < "$work/corpus.txt" > "$work/info-wasm.tsv"
"$native" phone info --tsv < "$work/corpus.txt" > "$work/info-native.tsv" || true
cmp "$work/info-wasm.tsv" "$work/info-native.tsv"
python3 Tools/oracle/compare.py "$work/expected.tsv" "$work/info-wasm.tsv"

# The JavaScript API.
node --test Wasm/Tests/
