#!/usr/bin/env bash
# Differential test: every column of `formkit phone info --tsv --columns` (today's eleven and the rest
# of libphonenumber's API) against the phonenumbers oracle, on the whole oracle corpus
# (Tools/oracle/corpus.py). Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/phone-info-columns
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

python3 Tools/oracle/corpus.py --seed "${PHONE_ORACLE_SEED:-3}" >"$out/corpus.txt"
python3 Tools/oracle/oracle_columns.py <"$out/corpus.txt" >"$out/expected.tsv"
columns="$(head -n 1 "$out/expected.tsv" | tr '\t' ',')"
"$bin" phone info --tsv --columns "$columns" <"$out/corpus.txt" >"$out/actual.tsv"
python3 Tools/oracle/compare_columns.py "$out/expected.tsv" "$out/actual.tsv"
