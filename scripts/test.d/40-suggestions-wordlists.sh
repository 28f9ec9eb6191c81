#!/usr/bin/env bash
# Every TernarySearchTree query on the three Debian word lists, against a brute-force scan
# (hundreds of seeded random queries per type). Built in release: the scans are too slow in debug.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift run -c release SuggestionsWordListCheck --queries "${FORMKIT_WORDLIST_QUERIES:-200}"
