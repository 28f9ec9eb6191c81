#!/usr/bin/env bash
# Differential test: `formkit phone info --tsv` against the phonenumbers oracle on a seeded corpus.
# Builds formkit, generates the corpus, streams it through the binary once, compares every column.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/phone-oracle
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

python3 Tools/oracle/corpus.py --seed "${PHONE_ORACLE_SEED:-3}" >"$out/corpus.txt"
python3 Tools/oracle/oracle_tsv.py <"$out/corpus.txt" >"$out/expected.tsv"
status=0
"$bin" phone info --tsv <"$out/corpus.txt" >"$out/actual.tsv" || status=$?
python3 Tools/oracle/compare.py "$out/expected.tsv" "$out/actual.tsv" || exit 1
if [ "$status" -ne 0 ]; then
  echo "formkit phone info exited with status $status" >&2
  exit "$status"
fi
