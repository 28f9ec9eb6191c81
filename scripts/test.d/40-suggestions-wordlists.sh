#!/usr/bin/env bash
# Every TernarySearchTree query on the three Debian word lists, against a brute-force scan (a hundred
# seeded random queries per type and list, three hundred in all). Built in release: the scans are too
# slow in debug.
# The check fails on a mismatch, on a query type that ran nothing, and on a list under 100,000 words;
# the stage also requires the three lists each reported "ok".
set -euo pipefail
cd "$(dirname "$0")/../.."
log="$(mktemp)" largest="$(mktemp)"
trap 'rm -f "$log" "$largest"; kill "${pid:-}" 2>/dev/null || true' EXIT
swift build -c release --product SuggestionsWordListCheck
check="$(swift build -c release --show-bin-path)/SuggestionsWordListCheck"
options=(--queries "${FORMKIT_WORDLIST_QUERIES:-100}" --min-words 100000)
dict=/usr/share/dict/american-english
# The largest list on one core while the two others share the other: the stage takes about the
# largest list's time, not the sum of the three.
"$check" "${options[@]}" "$dict-insane" >"$largest" 2>&1 &
pid=$!
"$check" "${options[@]}" "$dict" "$dict-huge" | tee "$log"
status=0
wait "$pid" || status=$?
tee -a "$log" <"$largest"
[ "$status" -eq 0 ] || { echo "FAIL: the largest list's check exited with $status"; exit 1; }
checked="$(awk '/^ok \/usr\/share\/dict\/american-english/ { n++ } END { print n + 0 }' "$log")"
[ "$checked" -eq 3 ] || { echo "FAIL: $checked of 3 word lists checked"; exit 1; }
