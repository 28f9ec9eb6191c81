#!/usr/bin/env bash
# The `formkit time` contract, checked on the real binary, then again with no
# /usr/share/zoneinfo (as in slim containers), where a Foundation DateFormatter with a named
# zone crashes. The second part needs a private mount namespace (root); it is skipped otherwise.
# Each of the 16 checks states the exit status and standard output it expects and fails on either.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --product formkit >/dev/null
formkit="$(swift build --show-bin-path)/formkit"
failures=0
checks=0

# check STATUS "<expected standard output>" command...: fails unless the command exits with STATUS and
# prints exactly the expected output. Standard error is kept and shown when the check fails.
check() {
  local expected_status="$1" expected="$2"; shift 2
  local actual status=0 errors
  errors="$(mktemp)"
  actual="$("$@" 2>"$errors")" || status=$?
  checks=$((checks + 1))
  if [ "$status" != "$expected_status" ] || [ "$actual" != "$expected" ]; then
    echo "FAIL: $*"
    echo "  expected: status $expected_status, $(printf %q "$expected")"
    echo "  actual:   status $status, $(printf %q "$actual")"
    [ -s "$errors" ] && sed 's/^/  stderr: /' "$errors"
    failures=$((failures + 1))
  fi
  rm -f "$errors"
  return 0
}

contract() {
  check 0 "2007-01-09T18:00:00.000Z" "$formkit" time parse "2007-01-09 10:00:00-08:00"
  check 0 "2007-01-09T18:00:00.000Z" "$formkit" time parse --zone US/Pacific 2007-01-09T10:00
  check 1 $'2026-01-09T10:00:00.000Z\nerror: day out of range at offset 8' "$formkit" time parse "2026-01-09T10:00:00 GMT" 2026-02-30
  check 0 $'3 minutes ago\nin about 1 hour\njust now\n8 days ago\non 1/1/26' \
    "$formkit" time ago --now 2026-01-09T12:00:00Z 2026-01-09T11:57:00Z 2026-01-09T13:10:00Z 2026-01-09T12:00:05Z \
    2026-01-01T12:00:01Z 2026-01-01T12:00:00Z
  check 0 "on 1/1/26" "$formkit" time ago --now 2026-01-09T12:00:00Z --zone Asia/Tokyo 2025-12-31T20:00:00Z
  # Rails rounds a half minute up on both sides of now: 2 min 30 s either way is "3 minutes".
  check 0 $'in 3 minutes\n3 minutes ago\nin 2 minutes' \
    "$formkit" time ago --now 2026-01-09T12:00:00Z 2026-01-09T12:02:30Z 2026-01-09T11:57:30Z 2026-01-09T12:02:29Z
  check 0 "on 12/31/25" "$formkit" time ago --now 2026-01-09T12:00:00Z --zone US/Pacific 2025-12-31T20:00:00Z
  check 0 "about 1 hour ago" "$formkit" time ago --now 2026-01-09T12:00:00Z --cutoff-minutes 60 2026-01-09T11:01:00Z
  check 0 "on 1/9/26" "$formkit" time ago --now 2026-01-09T12:00:00Z --cutoff-minutes 60 2026-01-09T11:00:00Z
  check 0 "vor 3 Minuten" "$formkit" time ago --now 2026-01-09T12:00:00Z --locale de_DE 2026-01-09T11:57:00Z
  check 0 $'year=2007\nmonth=1\nday=9\nhour=13\nminute=0\nweekday=3\nweekdayOrdinal=2' \
    "$formkit" time components --zone US/Eastern 2007-01-09T10:00:00-08:00
  check 0 $'year=2007\nmonth=1\nday=10\nhour=3\nminute=0\nweekday=4\nweekdayOrdinal=2' \
    "$formkit" time components --zone Asia/Tokyo --input-zone US/Pacific "2007-01-09 10:00"
  check 1 $'2026-01-09T11:00:00.000Z\nerror: expected a digit of the year at offset 0' \
    sh -c "printf '2026-01-09T11:00:00Z\\nbad\\n' | '$formkit' time parse"
  check 1 "error: day out of range at offset 8" "$formkit" time parse 2026-02-30
  check 1 "error: expected a digit of the year at offset 0" "$formkit" time ago --now 2026-01-09T12:00:00Z bogus
  # A zone that does not exist is a usage error (status 64), not a silent UTC.
  check 64 "" "$formkit" time parse --zone Nowhere/Atlantis 2007-01-09T10:00
}

echo "formkit time: contract"
contract
echo "formkit time: $((checks - failures)) of $checks checks passed"
contract_checks=$checks
[ "$contract_checks" -eq 16 ] || { echo "FAIL: the contract ran $contract_checks checks, not 16"; failures=$((failures + 1)); }

if [ "$(id -u)" -eq 0 ] && unshare -m true 2>/dev/null; then
  echo "formkit time: contract again without /usr/share/zoneinfo"
  export -f check contract
  export formkit contract_checks
  # Fails unless the mount hid every zone file and every check of the contract ran and passed.
  if ! unshare -m bash -c 'set -u; failures=0; checks=0
      mount -t tmpfs none /usr/share/zoneinfo && [ -z "$(ls /usr/share/zoneinfo)" ] || exit 1
      contract
      echo "formkit time: $((checks - failures)) of $checks checks passed without zoneinfo"
      [ "$failures" -eq 0 ] && [ "$checks" -eq "$contract_checks" ]'; then
    echo "FAIL: the contract without /usr/share/zoneinfo"
    failures=$((failures + 1))
  fi
else
  echo "formkit time: SKIPPED the no-zoneinfo run (needs root and unshare -m)"
fi

[ "$failures" -eq 0 ] || { echo "formkit time: $failures failure(s)"; exit 1; }
echo "formkit time: ok"
