#!/usr/bin/env bash
# PhoneNumber through Foundation, over the oracle corpus's valid numbers: generates the corpus
# (Tools/oracle/corpus.py, seed 3), lists its valid numbers with what phonenumbers says about
# re-reading them (Tools/oracle/valid_numbers.py), checks that the checked-in sample
# (Tests/Fixtures/valid-numbers-sample.tsv, every tenth) is still what the pinned release gives, and
# runs the round-trip tests (PhoneNumber -> JSON -> PhoneNumber, formatted(.phoneNumber(f)) ->
# parseStrategy for E.164, international and RFC 3966) over the whole list.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/phone-foundation
mkdir -p "$out"
python3 Tools/oracle/corpus.py --seed 3 >"$out/corpus.txt" 2>/dev/null
python3 Tools/oracle/valid_numbers.py <"$out/corpus.txt" >"$out/valid-numbers.tsv"
python3 Tools/oracle/valid_numbers.py --every 10 <"$out/corpus.txt" >"$out/valid-numbers-sample.tsv"
echo "$(($(grep -vc '^#' "$out/valid-numbers.tsv") - 1)) valid numbers in the corpus"

failed=0
if ! cmp -s "$out/valid-numbers-sample.tsv" Tests/Fixtures/valid-numbers-sample.tsv; then
  echo "FAIL: Tests/Fixtures/valid-numbers-sample.tsv differs from what the oracle gives; regenerate it:"
  echo "  python3 Tools/oracle/corpus.py --seed 3 | python3 Tools/oracle/valid_numbers.py --every 10 > Tests/Fixtures/valid-numbers-sample.tsv"
  failed=$((failed + 1))
fi
if ! FORMKIT_VALID_NUMBERS="$PWD/$out/valid-numbers.tsv" swift test --filter FoundationRoundTripTests >"$out/test.log" 2>&1; then
  grep -E "✘|error:" "$out/test.log" | head -40
  echo "FAIL: round trips over the corpus's valid numbers"
  failed=$((failed + 1))
fi
echo "$((2 - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
