#!/usr/bin/env bash
# Differential test: every column of `formkit phone info --tsv --columns` (today's eleven and the rest
# of libphonenumber's API) against the phonenumbers oracle, on the whole oracle corpus
# (Tools/oracle/corpus.py): as many rows as inputs, each lined up by its input. The CLI must exit 0.
# Closes with "N passed, M failed".
set -euo pipefail
# Whatever stops the stage says so: a CLI that exits non-zero may print nothing.
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

out=.build/phone-info-columns
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

seed="${PHONE_ORACLE_SEED:-3}"
python3 Tools/oracle/corpus.py --seed "$seed" --output "$out/corpus.txt"
rows=25306  # seed 3's corpus (phonenumbers 9.0.43); another seed's is held to its own line count
[ "$seed" = 3 ] || rows="$(wc -l <"$out/corpus.txt")"
python3 Tools/oracle/oracle_columns.py <"$out/corpus.txt" >"$out/expected.tsv"
columns="$(head -n 1 "$out/expected.tsv" | tr '\t' ',')"
# A non-zero exit stops the stage here (set -e), its message on standard error.
"$bin" phone info --tsv --columns "$columns" <"$out/corpus.txt" >"$out/actual.tsv"
python3 Tools/oracle/compare_columns.py --key input --expect-rows "$rows" "$out/expected.tsv" "$out/actual.tsv"
