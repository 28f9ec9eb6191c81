#!/usr/bin/env bash
# Differential test: `formkit phone info --tsv` against the phonenumbers oracle on a seeded corpus.
# Builds formkit, generates the corpus, streams it through `phone format --from` for ten regions and
# through `phone info --tsv` once, and compares every answer, row counts and exit statuses included.
# Closes with "oracle: N passed, M failed" over all eleven comparisons.
set -euo pipefail
# Whatever stops the stage says so: a CLI that exits non-zero may print nothing.
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

out=.build/phone-oracle
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

seed="${PHONE_ORACLE_SEED:-3}"
python3 Tools/oracle/corpus.py --seed "$seed" --output "$out/corpus.txt"
rows=25306  # seed 3's corpus (phonenumbers 9.0.43); another seed's is held to its own line count
[ "$seed" = 3 ] || rows="$(wc -l <"$out/corpus.txt")"
python3 Tools/oracle/oracle_tsv.py <"$out/corpus.txt" >"$out/expected.tsv"

source Tools/oracle/totals.sh

# `phone format --from`: out-of-country formats from regions with different IDD and trunk rules. It exits
# 1 when an input does not parse (the corpus has such inputs), naming each on standard error:
# out_of_country.py checks the status and every error line against the oracle.
for from in US DE GB JP RU AU BR CN IN SG; do
  status=0
  "$bin" phone format --from "$from" <"$out/corpus.txt" >"$out/from-$from.txt" 2>"$out/from-$from.stderr" || status=$?
  run_comparison "$out/from-$from.log" python3 Tools/oracle/out_of_country.py --from "$from" --expect-rows "$rows" \
    --stderr "$out/from-$from.stderr" --status "$status" "$out/corpus.txt" "$out/from-$from.txt"
done

# `phone info --tsv`: every column, every input; it exits 0 even where inputs do not parse.
status=0
"$bin" phone info --tsv <"$out/corpus.txt" >"$out/actual.tsv" 2>"$out/info.stderr" || status=$?
run_comparison "$out/info.log" python3 Tools/oracle/compare.py --expect-rows "$rows" "$out/expected.tsv" "$out/actual.tsv"
if [ "$status" -ne 0 ] || [ -s "$out/info.stderr" ]; then
  echo "formkit phone info --tsv exited with status $status (expected 0, and nothing on standard error):"
  cat "$out/info.stderr"
  total_failed=$((total_failed + 1))
fi
close_totals oracle
