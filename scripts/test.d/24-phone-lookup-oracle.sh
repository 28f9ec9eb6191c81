#!/usr/bin/env bash
# Differential test: `formkit phone lookup --tsv` against the phonenumbers oracle's geocoder, carrier
# and time-zone mappers. A seeded corpus of valid numbers of every region in forty languages (zh_Hant,
# ar, fa, iw among them) is compared once without a user region, then a slice of it from the point of
# view of users in four regions (Argentina's mobile token and Taiwan's zh_Hant included). Each run must
# exit 0, say nothing on standard error but which lines do not parse, and answer every line, lined up
# by its input.
# Closes with "lookup: N passed, M failed" over the five runs.
set -euo pipefail
# Whatever stops the stage says so: a CLI that exits non-zero may print nothing.
trap 'echo "${0##*/}: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/../.."

out=.build/phone-lookup-oracle
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"
source Tools/oracle/totals.sh

seed="${PHONE_LOOKUP_SEED:-5}" count="${PHONE_LOOKUP_COUNT:-12000}"
python3 Tools/lookup/corpus.py --seed "$seed" --count "$count" --output "$out/corpus.tsv"
rows=12010  # seed 5's 12,000 valid numbers and 10 odd inputs; another seed or count: its own line count
[ "$seed" = 5 ] && [ "$count" = 12000 ] || rows="$(wc -l <"$out/corpus.tsv")"
user_rows=$((rows < 2500 ? rows : 2500))
echo "corpus: $(wc -l <"$out/corpus.tsv") lines, $(cut -f3 "$out/corpus.tsv" | sort -u | wc -l) locales"
run() {  # NAME ROWS [--user-region R]
  local name="$1" rows="$2" status=0
  shift 2
  python3 Tools/lookup/oracle.py "$@" <"$out/$name.in" >"$out/$name.expected.tsv"
  "$bin" phone lookup --tsv "$@" <"$out/$name.in" >"$out/$name.actual.tsv" 2>"$out/$name.stderr" || status=$?
  echo "== $name ${*:-}"
  # Standard error names the lines that do not parse, and must say nothing else.
  if [ "$status" -ne 0 ] || grep -qvE '^formkit: line [0-9]+: [A-Z_]+ at offset [0-9]+$' "$out/$name.stderr"; then
    echo "formkit phone lookup --tsv $* exited with status $status (expected 0, and only parse reports on standard error):"
    cat "$out/$name.stderr"
    total_failed=$((total_failed + 1))
  fi
  run_comparison "$out/$name.log" python3 Tools/lookup/compare.py --expect-rows "$rows" \
    "$out/$name.expected.tsv" "$out/$name.actual.tsv"
}
cp "$out/corpus.tsv" "$out/all.in"
run all "$rows"
head -n 2500 "$out/corpus.tsv" >"$out/user.in"
for user in US CH AR TW; do
  cp "$out/user.in" "$out/user-$user.in"
  run "user-$user" "$user_rows" --user-region "$user"
done
close_totals lookup
