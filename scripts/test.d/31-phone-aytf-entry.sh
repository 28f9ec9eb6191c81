#!/usr/bin/env bash
# What the typing knows: `formkit phone type --tsv --entry` on the whole as-you-type corpus, keystroke by
# keystroke, against phonenumbers parsing the same typed digits (number, region, calling code), reading
# their international prefix (international), and its formatter's output (template): a row per
# sequence, lined up by keystrokes and region, and the CLI must exit 0. Closes with "N passed, M failed".
set -euo pipefail
# Whatever stops the stage says so: a CLI that exits non-zero may print nothing.
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 24 --output "$work/corpus.tsv"
swift build --product formkit >/dev/null
formkit="$(swift build --show-bin-path)/formkit"

# A non-zero exit stops the stage here (set -e and pipefail), its message on standard error.
cut -f1,2 "$work/corpus.tsv" | "$formkit" phone type --tsv --entry > "$work/entry.tsv"
python3 Tools/oracle-aytf/entry_compare.py --expect-rows 5880 "$work/corpus.tsv" "$work/entry.tsv"
