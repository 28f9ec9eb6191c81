#!/usr/bin/env bash
# Differential test: `formkit phone find --tsv` against phonenumbers.PhoneNumberMatcher on a seeded
# corpus of 6,000 texts (numbers in prose at every leniency, Unicode around them, decoys), every match's
# start, end and E.164 compared, a row per text lined up by its text. First bad input: invalid UTF-8 and
# a 4 MB line. The CLI must exit 0 each time. Closes with "N passed, M failed".
set -euo pipefail
# Whatever stops the stage says so: a CLI that exits non-zero may print nothing.
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

out=.build/phone-find-oracle
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

# A non-zero exit of the CLI stops the stage at that line (set -e and pipefail), its message on standard error.
# Invalid UTF-8 is replaced, not fatal; a line of megabytes is one row.
printf 'caf\xe9 650 253 0000 \xff\xfe\tUS\n' | "$bin" phone find --tsv >"$out/invalid.tsv"
grep -q $'\tUS\tvalid\t5-17=+16502530000$' "$out/invalid.tsv" || { echo "invalid UTF-8 line not searched"; exit 1; }
python3 -c 'import sys; sys.stdout.write("call 650 253 0000 " * 220000 + "\tUS\n")' | "$bin" phone find --tsv >"$out/long.tsv"
[ "$(wc -l <"$out/long.tsv")" -eq 2 ] || { echo "4 MB line: not one row after the header"; exit 1; }
[ "$(tail -1 "$out/long.tsv" | tr '|' '\n' | wc -l)" -eq 220000 ] || { echo "4 MB line: wrong match count"; exit 1; }

seed="${PHONE_FIND_SEED:-14}"
python3 Tools/oracle-find/generate.py --seed "$seed" --count 6000 --output "$out/corpus.tsv"
python3 Tools/oracle-find/oracle.py <"$out/corpus.tsv" >"$out/expected.tsv"
"$bin" phone find --tsv <"$out/corpus.tsv" >"$out/actual.tsv"
python3 Tools/oracle-find/compare.py --expect-rows 6000 "$out/expected.tsv" "$out/actual.tsv"
