#!/usr/bin/env bash
# PhoneNumberLookup's committed data equals a fresh build from the pinned phonenumbers release. Two empty
# folders would compare equal, so the data must also have each kind of table and at least its size today
# (55 files, 2.6 MB: geocoding, carrier, time zones and country names).
set -euo pipefail
cd "$(dirname "$0")/../.."
data=Sources/PhoneNumberLookup/Resources/LookupData
scripts/regenerate-lookup-data --check

files="$(find "$data" -type f | wc -l)"
bytes="$(du -sb "$data" | cut -f1)"
missing=""
for table in countries.bin geocoding timezones carrier; do
  [ -n "$(find "$data/$table" -type f -size +0 2>/dev/null | head -1)" ] || missing+=" $table"
done
if [ -n "$missing" ] || [ "$files" -lt 50 ] || [ "$bytes" -lt 2000000 ]; then
  echo "FAIL: $data has $files files, $bytes bytes (expected at least 50 and 2000000)${missing:+, nothing in:$missing}"
  exit 1
fi
echo "lookup data: $files files, $bytes bytes, every kind of table present"
