#!/usr/bin/env bash
# End-to-end checks of `formkit sample` through a pipe: sizes, order, reproducibility, errors. Every run
# states the exit status it expects; its standard error is kept and shown when a check fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --product formkit >/dev/null
formkit="$(swift build --show-bin-path)/formkit"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
seq 200000 >"$work/numbers.txt"
printf 'a\nb' >"$work/short.txt"
printf 'x\t0\ny\t1\nz\t0\n' >"$work/weights.tsv"
printf 'x\t1\ny\tlots\n' >"$work/bad-weights.tsv"

failures=0
passes=0
check() { # name, condition command...
  local name="$1"; shift
  if "$@"; then
    echo "ok: $name"; passes=$((passes + 1))
  else
    echo "FAILED: $name"; failures=$((failures + 1))
    [ -s "$work/stderr" ] && sed 's/^/  stderr: /' "$work/stderr"
  fi
  return 0
}
# sample NAME STATUS INPUT ARGUMENT...: runs `formkit sample ARGUMENT...` on the file INPUT, checks that it
# exits with STATUS, and leaves its standard output in $out and its standard error in $err.
sample() {
  local name="$1" expected="$2" input="$3" status=0; shift 3
  out="$("$formkit" sample "$@" <"$input" 2>"$work/stderr")" || status=$?
  err="$(cat "$work/stderr")"
  check "$name: exit status $expected" test "$status" -eq "$expected"
}
lines() { if [ -z "$1" ]; then echo 0; else printf '%s\n' "$1" | wc -l; fi; }
# Every line of $1 is a number from 1 to 200000, in increasing order, none repeated.
increasing_input_lines() { printf '%s\n' "$1" | awk 'NR > 1 && $0 + 0 <= last { exit 1 } !/^[0-9]+$/ || $0 < 1 || $0 > 200000 { exit 1 } { last = $0 + 0 }'; }

for algorithm in l r; do
  sample "$algorithm" 0 "$work/numbers.txt" -k 50 --seed 7 --algorithm "$algorithm"
  first="$out"
  check "$algorithm: 50 lines" test "$(lines "$first")" -eq 50
  check "$algorithm: input lines in input order, no repeats" increasing_input_lines "$first"
  check "$algorithm: not just the first 50 lines" test "$first" != "$(seq 50)"
  sample "$algorithm, again" 0 "$work/numbers.txt" -k 50 --seed 7 --algorithm "$algorithm"
  check "$algorithm: same seed, same sample" test "$out" = "$first"
  sample "$algorithm, seed 8" 0 "$work/numbers.txt" -k 50 --seed 8 --algorithm "$algorithm"
  check "$algorithm: another seed, another sample of 50" test "$(lines "$out")" -eq 50 -a "$out" != "$first"
done
sample "short input" 0 "$work/short.txt" -k 5
check "short input is printed whole" test "$out" = "$(printf 'a\nb')"
sample "weighted" 0 "$work/weights.tsv" -k 3 --weight-field 2
check "weighted: zero weights never printed" test "$out" = "$(printf 'y\t1')"
sample "bad weight" 1 "$work/bad-weights.tsv" -k 1 --weight-field 2
check "bad weight: nothing on standard output" test -z "$out"
check "bad weight names line and field" test "$err" = "Error: line 2, field 2: the weight is not a number"

echo "sample: $passes passed, $failures failed"
[ $((passes + failures)) -eq 23 ] || { echo "FAIL: expected 23 checks, ran $((passes + failures))"; exit 1; }
[ "$failures" -eq 0 ]
