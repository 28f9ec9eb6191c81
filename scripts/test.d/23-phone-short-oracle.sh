#!/usr/bin/env bash
# Differential test: `formkit phone short --tsv` against the phonenumbers oracle (ShortNumberInfo) on a
# seeded corpus: every region's short-number examples in several styles, numbers drawn from the
# short-number patterns, and random short strings, plus a few lines of invalid UTF-8. Runs the CLI
# once and compares every column.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/phone-short-oracle
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

python3 Tools/oracle/short_corpus.py --seed "${PHONE_SHORT_ORACLE_SEED:-5}" >"$out/corpus.txt"
# Invalid UTF-8 (a stray byte, a cut-off sequence, an encoded surrogate): read with replacement characters.
printf '11\xff2\tFR\n9\xc3\tUS\n\xed\xa0\x80112\tDE\n\xff\n' >>"$out/corpus.txt"
python3 Tools/oracle/short_oracle_tsv.py <"$out/corpus.txt" >"$out/expected.tsv"

status=0
"$bin" phone short --tsv <"$out/corpus.txt" >"$out/actual.tsv" || status=$?
python3 Tools/oracle/short_compare.py "$out/expected.tsv" "$out/actual.tsv" || exit 1
if [ "$status" -ne 0 ]; then
  echo "formkit phone short exited with status $status" >&2
  exit "$status"
fi
