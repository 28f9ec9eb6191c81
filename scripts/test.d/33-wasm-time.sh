#!/usr/bin/env bash
# Timestamps through WebAssembly against the native CLI, byte for byte: `time parse` (in UTC, a fixed
# offset and named zones) and `time ago` (lines and --tsv rows over every locale, style and named
# words, with wrong columns) on a generated corpus, through `node formkit-cli.mjs time …`. Then the
# JavaScript API (Wasm/Tests/formkit-time.test.mjs). Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

scripts/build-wasm
swift build --product formkit >/dev/null
native="$(swift build --show-bin-path)/formkit"
cli=(node .build/wasm/formkit-cli.mjs)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
parse_count=4000
row_count=20000
passed=0
failed=0

compare() {  # NAME EXPECTED_LINES ARGS...: native and WebAssembly on $work/input, line by line
  local name="$1" expected="$2"; shift 2
  local native_status=0 wasm_status=0
  "$native" "$@" < "$work/input" > "$work/native.txt" 2>/dev/null || native_status=$?
  "${cli[@]}" "$@" < "$work/input" > "$work/wasm.txt" 2>/dev/null || wasm_status=$?
  local lines same
  lines="$(wc -l < "$work/native.txt")"
  same="$(paste -d '\n' "$work/native.txt" "$work/wasm.txt" | awk 'NR % 2 { line = $0; next } $0 == line { same++ } END { print same + 0 }')"
  if [ "$lines" -ne "$expected" ] || [ "$(wc -l < "$work/wasm.txt")" -ne "$expected" ] || ! cmp -s "$work/native.txt" "$work/wasm.txt" \
      || [ "$native_status" -ne "$wasm_status" ]; then
    echo "MISMATCH $name: $lines native lines, $(wc -l < "$work/wasm.txt") WebAssembly, $expected expected; exit $native_status and $wasm_status"
    diff "$work/native.txt" "$work/wasm.txt" | head -6 || :
    failed=$((failed + expected - same))
    passed=$((passed + same))
  else
    passed=$((passed + expected))
  fi
}

python3 Tools/timestamps/wasm_corpus.py parse --seed 33 --count "$parse_count" > "$work/input"
compare "time parse" "$parse_count" time parse
compare "time parse --zone +05:30" "$parse_count" time parse --zone +05:30
compare "time parse --zone America/New_York" "$parse_count" time parse --zone America/New_York
compare "time ago" "$parse_count" time ago --now 2026-01-09T12:00:00Z
compare "time ago --style short --named --zone Asia/Kathmandu" "$parse_count" \
  time ago --now 2026-01-09T12:00:00Z --style short --named --zone Asia/Kathmandu --locale fr_CA
compare "time ago --include-seconds --cutoff-minutes 0" "$parse_count" \
  time ago --now 2026-01-09T12:00:00Z --include-seconds --cutoff-minutes 0 --locale ar_EG
python3 Tools/timestamps/wasm_corpus.py rows --seed 33 --count "$row_count" > "$work/input"
compare "time ago --tsv" $((row_count + 1)) time ago --tsv
compare "time ago --tsv --zone Europe/London --cutoff-minutes 100000" $((row_count + 1)) \
  time ago --tsv --zone Europe/London --cutoff-minutes 100000 --locale de --style narrow --named

echo "time in WebAssembly against native: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
