#!/usr/bin/env bash
# As-you-type agreement: every keystroke of a fixed-seed corpus (phonenumbers' AsYouTypeFormatter
# as the oracle) against `formkit phone type --tsv`. Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 24 > "$work/corpus.tsv"
swift build --product formkit >/dev/null
formkit="$(swift build --show-bin-path)/formkit"

cut -f1,2 "$work/corpus.tsv" | "$formkit" phone type --tsv > "$work/ours.txt"
cut -f3 "$work/corpus.tsv" > "$work/expected.txt"

paste "$work/corpus.tsv" "$work/ours.txt" | awk -F'\t' '
  $3 == $4 { passed++; next }
  { failed++; if (failed <= 10) printf "MISMATCH %s (%s)\n  expected %s\n  got      %s\n", $1, $2, $3, $4 }
  END { printf "%d passed, %d failed\n", passed, failed; exit failed > 0 }'
