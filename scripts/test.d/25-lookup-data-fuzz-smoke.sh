#!/usr/bin/env bash
# A short libFuzzer run of PhoneNumberLookup's data readers on damaged files: no crash, no hang, and
# inputs were executed. Longer runs: FUZZ_SECONDS=900 scripts/fuzz-lookup-data
set -euo pipefail
cd "$(dirname "$0")/../.."
FUZZ_SECONDS="${LOOKUP_FUZZ_SECONDS:-15}" scripts/fuzz-lookup-data
