# The build, run and verdict shared by the scripts/fuzz-* scripts. Source it from a script running under
# `set -euo pipefail`; each function exits the script on failure, saying why.
#
#   fuzz_build BINARY SWIFTC_ARGUMENTS...    compile a fresh fuzzer (the old binary is removed first)
#   fuzz_replay BINARY INPUT_FILES...        run the given inputs once each (a hang fails after 5 s, as in
#                                            fuzz_run's callers); the status is theirs
#   fuzz_run OUT_DIR BINARY LIBFUZZER_ARGUMENTS...
#       fuzz, logging to OUT_DIR/fuzz.log and writing failing inputs to OUT_DIR/artifacts/; fails on a
#       non-zero exit (crash, hang, ASan report), on any failing input written, and on a run that
#       executed nothing; otherwise prints "N units executed in S s"

fuzz_script="${0##*/}"

# Swift's backtracer takes the crash signal before libFuzzer does, and its reads of the crashed process
# trip ASan (a false heap-use-after-free report); with it off, libFuzzer prints the stack and writes the
# crashing input.
fuzz_environment=(SWIFT_BACKTRACE=enable=no)

fuzz_fail() {  # MESSAGE
  echo "$fuzz_script: FAILED: $1" >&2
  exit 1
}

fuzz_build() {  # BINARY SWIFTC_ARGUMENTS...
  local binary="$1"; shift
  local log="$binary.build.log" status=0
  rm -f "$binary"
  mkdir -p "$(dirname "$binary")"
  swiftc "$@" -o "$binary" >"$log" 2>&1 || status=$?
  # ld.gold warns about every ASan helper symbol it cannot export; those warnings are harmless.
  sed '/Cannot export local symbol/d' "$log"
  [ "$status" -eq 0 ] || fuzz_fail "the fuzz target did not build (swiftc exit $status, log $log)"
  [ -x "$binary" ] || fuzz_fail "swiftc succeeded but wrote no $binary"
}

fuzz_replay() {  # BINARY INPUT_FILES...
  env "${fuzz_environment[@]}" "$1" -timeout=5 "${@:2}"
}

# What went wrong, from the first line that says so to the end of the log: the message, the stack,
# SUMMARY and the failing input written (the middle of a long report left out). Swift symbols are demangled.
fuzz_explain() {  # LOG
  local log="$1" first='Fatal error|Precondition failed|Assertion failed|ERROR: |ALARM: |==[0-9]+== ?ERROR'
  if grep -qE "$first" "$log"; then
    awk -v first="$first" '
      shown || $0 ~ first { shown = 1; line[++n] = $0 }
      END {
        for (i = 1; i <= n; i++) {
          if (n <= 150 || i <= 100 || i > n - 30) print line[i]
          else if (i == 101) print "... (" n - 130 " lines left out)"
        }
      }' "$log" | swift-demangle --simplified
  else
    tail -n 40 "$log"
  fi
}

fuzz_run() {  # OUT_DIR BINARY LIBFUZZER_ARGUMENTS...
  local out="$1" binary="$2"; shift 2
  local log="$out/fuzz.log" artifacts="$out/artifacts" status failing units seconds
  rm -rf "$artifacts"
  mkdir -p "$artifacts"
  # The full output goes to the log; progress lines are shown as they come. Only the fuzzer's status
  # is read: grep exits 1 whenever it shows nothing, which says nothing about the run.
  set +e
  env "${fuzz_environment[@]}" nice -n 15 "$binary" "$@" -artifact_prefix="$artifacts/" -print_final_stats=1 2>&1 \
    | tee "$log" | grep --line-buffered -E '^#[0-9]+[[:space:]]+(INITED|pulse|DONE)'
  status=${PIPESTATUS[0]}
  set -e
  failing=$(find "$artifacts" -type f | sort)
  if [ "$status" -ne 0 ] || [ -n "$failing" ]; then
    fuzz_explain "$log" >&2
    [ -z "$failing" ] || printf 'failing inputs (replay one with scripts/%s FILE):\n%s\n' "$fuzz_script" "$failing" >&2
    fuzz_fail "the fuzzer exited with status $status (full log $log)"
  fi
  units=$(sed -n 's/^stat::number_of_executed_units: *\([0-9][0-9]*\)$/\1/p' "$log")
  seconds=$(sed -n 's/^Done [0-9][0-9]* runs in \([0-9][0-9]*\) second.*/\1/p' "$log")
  [ -n "$units" ] && [ -n "$seconds" ] || fuzz_fail "libFuzzer's final stats are missing (full log $log)"
  [ "$units" -gt 0 ] || fuzz_fail "libFuzzer executed no units (full log $log)"
  echo "$units units executed in $seconds s"
}
