# Sums the closing lines of a stage's comparators into the stage's own. Source it from a stage running
# under `set -euo pipefail`:
#
#   run_comparison LOG COMMAND...   runs a comparator (its report shown, and kept in LOG) and adds its
#                                   closing "N passed, M failed" to the totals; a comparator that exits
#                                   non-zero counts at least one failure, one with no closing line too
#   close_totals LABEL              prints "LABEL: N passed, M failed" and fails when M > 0

total_passed=0
total_failed=0

run_comparison() {  # LOG COMMAND...
  local log="$1" status=0 passed=0 failed=1
  shift
  "$@" >"$log" || status=$?
  cat "$log"
  if [[ "$(tail -n 1 "$log")" =~ ([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    passed="${BASH_REMATCH[1]}" failed="${BASH_REMATCH[2]}"
  else
    echo "$log: no closing \"N passed, M failed\" line (exit status $status)"
  fi
  if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
    echo "$log: exit status $status with no failure counted"
    failed=1
  fi
  total_passed=$((total_passed + passed)) total_failed=$((total_failed + failed))
}

close_totals() {  # LABEL
  echo "$1: $total_passed passed, $total_failed failed"
  [ "$total_failed" -eq 0 ]
}
