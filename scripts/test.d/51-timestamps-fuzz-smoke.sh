#!/usr/bin/env bash
# A short libFuzzer run of the timestamp parser and relative formatter: no crash, no hang,
# fast and general parser paths agree. Longer runs: scripts/fuzz-timestamps 300
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/fuzz-timestamps "${TIMESTAMPS_FUZZ_SECONDS:-15}"
