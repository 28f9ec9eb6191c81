#!/usr/bin/env bash
# Differential test: `formkit phone info --tsv` against the phonenumbers oracle on a seeded corpus.
# Builds formkit, generates the corpus, streams it through `phone format --from` for ten regions and
# through `phone info --tsv` once, and compares every answer.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/phone-oracle
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

python3 Tools/oracle/corpus.py --seed "${PHONE_ORACLE_SEED:-3}" >"$out/corpus.txt"
python3 Tools/oracle/oracle_tsv.py <"$out/corpus.txt" >"$out/expected.tsv"
# `phone format --from`: out-of-country formats from regions with different IDD and trunk rules.
ooc_failed=0
for from in US DE GB JP RU AU BR CN IN SG; do
  "$bin" phone format --from "$from" <"$out/corpus.txt" >"$out/from-$from.txt" 2>/dev/null || true
  python3 Tools/oracle/out_of_country.py --from "$from" "$out/corpus.txt" "$out/from-$from.txt" || ooc_failed=1
done

# `phone info --tsv`: every column, every input.
status=0
"$bin" phone info --tsv <"$out/corpus.txt" >"$out/actual.tsv" || status=$?
python3 Tools/oracle/compare.py "$out/expected.tsv" "$out/actual.tsv" || exit 1
[ "$ooc_failed" -eq 0 ] || exit 1
if [ "$status" -ne 0 ]; then
  echo "formkit phone info exited with status $status" >&2
  exit "$status"
fi
