#!/usr/bin/env bash
# Differential test: `formkit phone find --tsv` against phonenumbers.PhoneNumberMatcher on a seeded
# corpus of 6,000 texts (numbers in prose at every leniency, Unicode around them, decoys), every match's
# start, end and E.164 compared; then bad input: invalid UTF-8 and a 4 MB line. Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/phone-find-oracle
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

python3 Tools/oracle-find/generate.py --seed "${PHONE_FIND_SEED:-14}" --count 6000 >"$out/corpus.tsv"
python3 Tools/oracle-find/oracle.py <"$out/corpus.tsv" >"$out/expected.tsv"
"$bin" phone find --tsv <"$out/corpus.tsv" >"$out/actual.tsv"
python3 Tools/oracle-find/compare.py "$out/expected.tsv" "$out/actual.tsv"

# Invalid UTF-8 is replaced, not fatal; a line of megabytes is one row.
printf 'caf\xe9 650 253 0000 \xff\xfe\tUS\n' | "$bin" phone find --tsv >"$out/invalid.tsv"
grep -q $'\tUS\tvalid\t5-17=+16502530000$' "$out/invalid.tsv" || { echo "invalid UTF-8 line not searched"; exit 1; }
python3 -c 'import sys; sys.stdout.write("call 650 253 0000 " * 220000 + "\tUS\n")' | "$bin" phone find --tsv >"$out/long.tsv"
[ "$(tail -1 "$out/long.tsv" | tr '|' '\n' | wc -l)" -eq 220000 ] || { echo "4 MB line: wrong match count"; exit 1; }
