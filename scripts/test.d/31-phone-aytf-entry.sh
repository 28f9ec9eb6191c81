#!/usr/bin/env bash
# What the typing knows: `formkit phone type --tsv --entry` on the whole as-you-type corpus, keystroke by
# keystroke, against phonenumbers parsing the same typed digits (number, region, calling code) and its
# formatter's output (template). Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 24 > "$work/corpus.tsv"
swift build --product formkit >/dev/null
formkit="$(swift build --show-bin-path)/formkit"

cut -f1,2 "$work/corpus.tsv" | "$formkit" phone type --tsv --entry > "$work/entry.tsv"
python3 Tools/oracle-aytf/entry_compare.py "$work/corpus.tsv" "$work/entry.tsv"
