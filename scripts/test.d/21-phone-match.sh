#!/usr/bin/env bash
# Differential test: `formkit phone match --tsv` against phonenumbers' is_number_match on a seeded
# corpus of pairs (Tools/oracle/match_corpus.py): as many rows as pairs, each lined up by its two
# inputs. The CLI must exit 0. Closes with "N passed, M failed".
set -euo pipefail
# Whatever stops the stage says so: a CLI that exits non-zero may print nothing.
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

out=.build/phone-match
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

seed="${PHONE_MATCH_SEED:-5}"
python3 Tools/oracle/match_corpus.py --seed "$seed" --output "$out/pairs.txt"
rows=44033  # seed 5's pairs (phonenumbers 9.0.43); another seed's are held to their own line count
[ "$seed" = 5 ] || rows="$(wc -l <"$out/pairs.txt")"
python3 Tools/oracle/oracle_match.py <"$out/pairs.txt" >"$out/expected.tsv"
# A non-zero exit stops the stage here (set -e), its message on standard error.
"$bin" phone match --tsv <"$out/pairs.txt" >"$out/actual.tsv"
python3 Tools/oracle/compare_columns.py --key a,b --expect-rows "$rows" "$out/expected.tsv" "$out/actual.tsv"
