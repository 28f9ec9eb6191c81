#!/usr/bin/env bash
# PhoneNumber through Foundation, over the oracle corpus's valid numbers: generates the corpus
# (Tools/oracle/corpus.py, seed 3), lists its valid numbers with what phonenumbers says about
# re-reading them (Tools/oracle/valid_numbers.py), checks that the checked-in sample
# (Tests/Fixtures/valid-numbers-sample.tsv, every tenth) is still what the pinned release gives, and
# runs the round-trip tests (PhoneNumber -> JSON -> PhoneNumber, formatted(.phoneNumber(f)) ->
# parseStrategy for E.164, international and RFC 3966) over the whole list. The tests must all run
# (a filter that matches nothing passes) and must have read every row of the list.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/phone-foundation
mkdir -p "$out"
python3 Tools/oracle/corpus.py --seed 3 >"$out/corpus.txt"
python3 Tools/oracle/valid_numbers.py <"$out/corpus.txt" >"$out/valid-numbers.tsv"
python3 Tools/oracle/valid_numbers.py --every 10 <"$out/corpus.txt" >"$out/valid-numbers-sample.tsv"
valid="$(($(grep -vc '^#' "$out/valid-numbers.tsv") - 1))"
echo "$valid valid numbers in the corpus"

failed=0
if [ "$valid" -lt 10000 ]; then
  echo "FAIL: $valid valid numbers in the corpus, fewer than 10000"
  failed=$((failed + 1))
fi
if ! cmp -s "$out/valid-numbers-sample.tsv" Tests/Fixtures/valid-numbers-sample.tsv; then
  echo "FAIL: Tests/Fixtures/valid-numbers-sample.tsv differs from what the oracle gives; regenerate it:"
  echo "  python3 Tools/oracle/corpus.py --seed 3 | python3 Tools/oracle/valid_numbers.py --every 10 > Tests/Fixtures/valid-numbers-sample.tsv"
  failed=$((failed + 1))
fi
if ! FORMKIT_VALID_NUMBERS="$PWD/$out/valid-numbers.tsv" swift test --filter FoundationRoundTripTests >"$out/test.log" 2>&1; then
  grep -E "✘|error:" "$out/test.log" | head -40
  echo "FAIL: round trips over the corpus's valid numbers (log: $out/test.log)"
  failed=$((failed + 1))
fi
# The suite has 4 tests; the one that checks the list prints how many numbers it read, and from where.
if ! scripts/check-test-count "$out/test.log" 4 4; then
  failed=$((failed + 1))
fi
read_back="$(sed -n "s|^FoundationRoundTripTests: \([0-9]*\) valid numbers from $PWD/$out/valid-numbers.tsv\$|\1|p" "$out/test.log")"
if [ "$read_back" != "$valid" ]; then
  echo "FAIL: the round trips read ${read_back:-no} numbers from $out/valid-numbers.tsv, not all $valid"
  failed=$((failed + 1))
else
  echo "the round trips covered all $read_back valid numbers"
fi
echo "$((5 - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
