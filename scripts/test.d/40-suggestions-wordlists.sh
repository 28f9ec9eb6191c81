#!/usr/bin/env bash
# Every TernarySearchTree query on the three Debian word lists, against a brute-force scan
# (hundreds of seeded random queries per type). Built in release: the scans are too slow in debug.
# The check fails on a mismatch, on a query type that ran nothing, and on a list under 100,000 words;
# the stage also requires the three lists each reported "ok".
set -euo pipefail
cd "$(dirname "$0")/../.."
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift run -c release SuggestionsWordListCheck --queries "${FORMKIT_WORDLIST_QUERIES:-200}" --min-words 100000 | tee "$log"
checked="$(awk '/^ok \/usr\/share\/dict\/american-english/ { n++ } END { print n + 0 }' "$log")"
[ "$checked" -eq 3 ] || { echo "FAIL: $checked of 3 word lists checked"; exit 1; }
