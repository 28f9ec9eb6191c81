#!/usr/bin/env bash
# A short libFuzzer run of TextInput: mask patterns, masked-field editing, the decimal syntax and
# its parse strategy.
# No crash, no hang, invariants hold, and inputs were executed. Longer runs: FUZZ_SECONDS=300 scripts/fuzz-text-input
set -euo pipefail
cd "$(dirname "$0")/../.."
FUZZ_SECONDS="${TEXT_INPUT_FUZZ_SECONDS:-15}" scripts/fuzz-text-input
