#!/usr/bin/env bash
# End-to-end checks of `formkit sample` through a pipe: sizes, order, reproducibility, errors.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --product formkit >/dev/null
formkit="$(swift build --show-bin-path)/formkit"
failures=0
passes=0
check() { # name, condition command...
  local name="$1"; shift
  if "$@"; then echo "ok: $name"; passes=$((passes + 1)); else echo "FAILED: $name"; failures=$((failures + 1)); fi
}

for algorithm in l r; do
  out="$(seq 200000 | "$formkit" sample -k 50 --seed 7 --algorithm "$algorithm")"
  check "$algorithm: 50 lines" test "$(printf '%s\n' "$out" | wc -l)" -eq 50
  check "$algorithm: input order, no repeats" test "$(printf '%s\n' "$out" | sort -n -u)" = "$out"
  again="$(seq 200000 | "$formkit" sample -k 50 --seed 7 --algorithm "$algorithm")"
  check "$algorithm: same seed, same sample" test "$out" = "$again"
done
check "short input is printed whole" test "$(printf 'a\nb' | "$formkit" sample -k 5)" = "$(printf 'a\nb')"
check "weighted: zero weights never printed" test "$(printf 'x\t0\ny\t1\nz\t0\n' | "$formkit" sample -k 3 --weight-field 2)" = "$(printf 'y\t1')"
if err="$(printf 'x\t1\ny\tlots\n' | "$formkit" sample -k 1 --weight-field 2 2>&1 >/dev/null)"; then
  check "bad weight exits non-zero" false
else
  check "bad weight names line and field" test "$err" = "Error: line 2, field 2: the weight is not a number"
fi

echo "sample: $passes passed, $failures failed"
[ "$failures" -eq 0 ]
