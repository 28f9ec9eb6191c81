#!/usr/bin/env bash
# As-you-type agreement: every keystroke of a fixed-seed corpus (phonenumbers' AsYouTypeFormatter
# as the oracle) against `formkit phone type --tsv`: a line per sequence, a text per keystroke, and
# the CLI must exit 0. Closes with "N passed, M failed".
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
cut -f1,2 "$work/corpus.tsv" | "$formkit" phone type --tsv > "$work/ours.txt"
python3 Tools/oracle-aytf/compare.py --expect-rows 5880 "$work/corpus.tsv" "$work/ours.txt"
