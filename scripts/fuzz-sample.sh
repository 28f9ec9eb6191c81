#!/usr/bin/env bash
# Fuzzes the input side of `formkit sample` (weight fields, decimal fast path, line skipping) with libFuzzer.
#
#   scripts/fuzz-sample.sh            # 60 seconds
#   FUZZ_SECONDS=600 scripts/fuzz-sample.sh
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-60}"
work="${FUZZ_DIR:-/tmp/formkit-fuzz-sample}"
mkdir -p "$work/corpus"
printf '3,12.5\n' >"$work/corpus/decimal"
printf '\x81a\tb\t1e300\n\n\nx' >"$work/corpus/tabs"

swiftc -O -sanitize=fuzzer,address -parse-as-library \
  Sources/FormKitCLI/WeightField.swift Sources/FormKitCLI/LineReader.swift \
  Tools/fuzz/sample-input/FuzzSampleInput.swift -o "$work/fuzz-sample"

"$work/fuzz-sample" -max_total_time="$seconds" -max_len=512 -artifact_prefix="$work/" "$work/corpus" >"$work/log" 2>&1 || { tail -40 "$work/log"; exit 1; }
grep -E "^Done" "$work/log"
