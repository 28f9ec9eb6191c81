#!/usr/bin/env bash
# Differential test: `formkit phone match --tsv` against phonenumbers' is_number_match on a seeded
# corpus of pairs (Tools/oracle/match_corpus.py). Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/phone-match
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

python3 Tools/oracle/match_corpus.py --seed "${PHONE_MATCH_SEED:-5}" >"$out/pairs.txt"
python3 Tools/oracle/oracle_match.py <"$out/pairs.txt" >"$out/expected.tsv"
"$bin" phone match --tsv <"$out/pairs.txt" >"$out/actual.tsv"
python3 Tools/oracle/compare_columns.py "$out/expected.tsv" "$out/actual.tsv"
