#!/usr/bin/env bash
# Differential test: `formkit phone lookup --tsv` against the phonenumbers oracle's geocoder, carrier
# and time-zone mappers. A seeded corpus of valid numbers of every region in forty languages (zh_Hant,
# ar, fa, iw among them) is compared once without a user region, then a slice of it from the point of
# view of users in four regions (Argentina's mobile token and Taiwan's zh_Hant included).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/phone-lookup-oracle
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

python3 Tools/lookup/corpus.py --seed "${PHONE_LOOKUP_SEED:-5}" --count "${PHONE_LOOKUP_COUNT:-12000}" >"$out/corpus.tsv"
echo "corpus: $(wc -l <"$out/corpus.tsv") lines, $(cut -f3 "$out/corpus.tsv" | sort -u | wc -l) locales"
failed=0
run() {  # run NAME [--user-region R]
  local name="$1"
  shift
  python3 Tools/lookup/oracle.py "$@" <"$out/$name.in" >"$out/$name.expected.tsv"
  "$bin" phone lookup --tsv "$@" <"$out/$name.in" >"$out/$name.actual.tsv" 2>"$out/$name.stderr" || failed=1
  echo "== $name ${*:-}"
  python3 Tools/lookup/compare.py "$out/$name.expected.tsv" "$out/$name.actual.tsv" || failed=1
}
cp "$out/corpus.tsv" "$out/all.in"
run all
head -n 2500 "$out/corpus.tsv" >"$out/user.in"
for user in US CH AR TW; do
  cp "$out/user.in" "$out/user-$user.in"
  run "user-$user" --user-region "$user"
done
exit "$failed"
