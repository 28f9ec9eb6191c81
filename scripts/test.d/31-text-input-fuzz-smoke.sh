#!/usr/bin/env bash
# A short libFuzzer run of TextInput: mask patterns, masked-field editing, the decimal syntax and
# its parse strategy.
# No crash, no hang, invariants hold. Longer runs: scripts/fuzz-text-input 300
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/fuzz-text-input "${TEXT_INPUT_FUZZ_SECONDS:-15}"
