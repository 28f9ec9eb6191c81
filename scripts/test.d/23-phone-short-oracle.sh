#!/usr/bin/env bash
# Differential test: `formkit phone short --tsv` against the phonenumbers oracle (ShortNumberInfo) on a
# seeded corpus: every region's short-number examples in several styles, numbers drawn from the
# short-number patterns, and random short strings, plus a few lines of invalid UTF-8. Runs the CLI
# once and compares every column of as many rows as inputs, each lined up by its input; the CLI must
# exit 0 with nothing on standard error. Closes with "N passed, M failed".
set -euo pipefail
# Whatever stops the stage says so: a CLI that exits non-zero may print nothing.
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

out=.build/phone-short-oracle
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

seed="${PHONE_SHORT_ORACLE_SEED:-5}"
python3 Tools/oracle/short_corpus.py --seed "$seed" --output "$out/corpus.txt"
# Invalid UTF-8 (a stray byte, a cut-off sequence, an encoded surrogate): read with replacement characters.
printf '11\xff2\tFR\n9\xc3\tUS\n\xed\xa0\x80112\tDE\n\xff\n' >>"$out/corpus.txt"
rows=20461  # seed 5's corpus (phonenumbers 9.0.43) and the four lines above; another seed's: its line count
[ "$seed" = 5 ] || rows="$(wc -l <"$out/corpus.txt")"
python3 Tools/oracle/short_oracle_tsv.py <"$out/corpus.txt" >"$out/expected.tsv"

status=0
"$bin" phone short --tsv <"$out/corpus.txt" >"$out/actual.tsv" 2>"$out/stderr.txt" || status=$?
if [ "$status" -ne 0 ] || [ -s "$out/stderr.txt" ]; then
  echo "formkit phone short --tsv exited with status $status (expected 0, and nothing on standard error):"
  cat "$out/stderr.txt"
  exit 1
fi
python3 Tools/oracle/short_compare.py --expect-rows "$rows" "$out/expected.tsv" "$out/actual.tsv"
