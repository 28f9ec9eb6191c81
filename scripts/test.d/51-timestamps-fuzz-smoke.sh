#!/usr/bin/env bash
# A short libFuzzer run of the timestamp parser and relative formatter: no crash, no hang,
# fast and general parser paths agree, and inputs were executed. Longer runs: FUZZ_SECONDS=300 scripts/fuzz-timestamps
set -euo pipefail
cd "$(dirname "$0")/../.."
FUZZ_SECONDS="${TIMESTAMPS_FUZZ_SECONDS:-15}" scripts/fuzz-timestamps
