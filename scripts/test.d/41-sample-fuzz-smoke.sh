#!/usr/bin/env bash
# A short libFuzzer run of `formkit sample`'s input side: weight fields never crash, the decimal
# fast path agrees with strtod, line skipping lands after the right newline, and inputs were executed.
# Longer runs: FUZZ_SECONDS=300 scripts/fuzz-sample
set -euo pipefail
cd "$(dirname "$0")/../.."
FUZZ_SECONDS="${SAMPLE_FUZZ_SECONDS:-15}" scripts/fuzz-sample
