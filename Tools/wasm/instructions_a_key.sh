#!/usr/bin/env bash
# Instructions a keystroke of the page's engine, which no load on the machine changes: callgrind counts
# `node --no-liftoff Tools/wasm/bench_keystroke.mjs` with 12 rounds and with 2, and the difference is
# divided by 10 rounds of the corpus's keys. Node runs single-threaded: V8's optimising compiler then
# works on the main thread, and its code is ready at the same key in every run (on its own thread,
# under valgrind, it may finish late or not at all, and the JavaScript runs unoptimised: twice the
# count). "steady" also leaves out the compilers and the garbage collector.
#
#   bash Tools/wasm/instructions_a_key.sh WASM_DIR CORPUS.tsv [RUNS]
#   (CORPUS: python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 2; needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/../.."
dir="$(readlink -f "$1")" corpus="$(readlink -f "$2")" runs="${3:-1}"
# The keys bench_keystroke.mjs types: every sequence's but ZZ's, counted in UTF-16 units as JavaScript does.
keys="$(python3 -c '
import sys
rows = (line.rstrip("\n").split("\t") for line in open(sys.argv[1], encoding="utf-8"))
print(sum(len(row[0].encode("utf-16-le")) // 2 for row in rows if len(row) >= 2 and row[1] != "ZZ"))' "$corpus")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
count() {
  FORMKIT_BENCH_ROUNDS="$1" valgrind --tool=callgrind --callgrind-out-file="$work/out.%p" \
    node --no-liftoff --single-threaded Tools/wasm/bench_keystroke.mjs "$dir" "$corpus" >/dev/null 2>"$work/log"
  python3 Tools/wasm/callgrind_totals.py "$work"/out.*
  rm -f "$work"/out.*
}
for _ in $(seq "$runs"); do
  read -r high high_steady < <(count 12)
  read -r low low_steady < <(count 2)
  echo "keys $keys: $(( (high - low) / (10 * keys) )) instructions a key (steady $(( (high_steady - low_steady) / (10 * keys) )))"
done
