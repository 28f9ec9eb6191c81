#!/usr/bin/env bash
# Bulk commands give the same bytes for every --jobs: each one on its oracle corpus with --jobs 1,
# then --jobs 4 in small chunks (many chunks and batches), standard output and standard error
# compared byte for byte. Each command must also exit with the status it is expected to (1 where
# some inputs cannot be parsed), print the number of lines its input calls for, and answer most of
# its inputs rather than reject them all. Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/bulk-jobs
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

python3 Tools/oracle/corpus.py --seed 3 >"$out/phone.txt"
python3 Tools/oracle/short_corpus.py --seed 5 >"$out/short.txt"
python3 Tools/oracle/match_corpus.py --seed 5 >"$out/pairs.txt"
python3 Tools/oracle-find/generate.py --seed 14 --count 2000 >"$out/find.tsv"
python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 24 | cut -f1,2 >"$out/keys.tsv"
python3 Tools/lookup/corpus.py --seed 5 --count 4000 >"$out/lookup.tsv"
# The block output takes bare numbers, not TSV rows: the international ones parse without a region.
awk -F'\t' '$1 ~ /^\+/ { print $1 }' "$out/lookup.tsv" >"$out/lookup-numbers.txt"
python3 - >"$out/times.txt" <<'PY'
import random
rng = random.Random(21)
for i in range(20000):
    y, mo, d = rng.randint(1, 9999), rng.randint(0, 13), rng.randint(0, 32)
    h, mi, s = rng.randint(0, 25), rng.randint(0, 60), rng.randint(0, 60)
    zone = rng.choice(["Z", "+05:30", "-0800", "", " GMT", "+14", "x"])
    print(f"{y:04d}-{mo:02d}-{d:02d}{rng.choice('Tt ')}{h:02d}:{mi:02d}:{s:02d}.{rng.randint(0, 999999)}{zone}")
PY

passed=0
failed=0
lines() { wc -l <"$1" | tr -d ' '; }
# Each input's size, with the floor under which a corpus has gone wrong.
inputs_ok=1
for floor in phone.txt:20000 short.txt:15000 pairs.txt:40000 find.tsv:2000 keys.tsv:5000 lookup.tsv:4000 \
  lookup-numbers.txt:2500 times.txt:20000; do
  file="${floor%%:*}"
  if [ "$(lines "$out/$file")" -lt "${floor##*:}" ]; then
    echo "FAIL: $out/$file has $(lines "$out/$file") lines, fewer than ${floor##*:}"
    inputs_ok=0
  fi
done
[ "$inputs_ok" = 1 ] || exit 1

# same NAME STATUS LINES INPUT ARGS...: `formkit ARGS` exits with STATUS with --jobs 1 and with --jobs 4
# in 4 KiB chunks and 64 KiB batches, prints LINES lines of output (a number, or N+ for at least N),
# and both runs agree byte for byte on standard output and standard error.
same() {
  local name="$1" expected="$2" want="$3" input="$4"; shift 4
  local one=0 four=0 got problem=""
  "$bin" "$@" --jobs 1 <"$input" >"$out/$name.1.out" 2>"$out/$name.1.err" || one=$?
  "$bin" "$@" --jobs 4 --chunk-bytes 4096 --batch-bytes 65536 <"$input" >"$out/$name.4.out" 2>"$out/$name.4.err" || four=$?
  got="$(lines "$out/$name.1.out")"
  if [ "$one" != "$expected" ] || [ "$four" != "$expected" ]; then
    problem="exit status $one with --jobs 1 and $four with --jobs 4, expected $expected"
  elif ! cmp -s "$out/$name.1.out" "$out/$name.4.out"; then problem="standard output differs"
  elif ! cmp -s "$out/$name.1.err" "$out/$name.4.err"; then problem="standard error differs"
  elif [ "${want%+}" != "$want" ] && [ "$got" -lt "${want%+}" ]; then problem="$got lines of output, expected at least ${want%+}"
  elif [ "${want%+}" = "$want" ] && [ "$got" -ne "$want" ]; then problem="$got lines of output, expected $want"
  fi
  if [ -z "$problem" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: formkit $*: $problem (see $out/$name.*)"
    head -3 "$out/$name.1.err"
  fi
}
# answered NAME INPUT: fewer than half of the inputs of NAME's block output are error blocks.
answered() {
  local errors
  errors="$(awk '/^error/ { n++ } END { print n + 0 }' "$out/$1.1.out")"
  if [ "$errors" -lt $(($(lines "$2") / 2)) ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $1: $errors of $(lines "$2") inputs were errors"
  fi
}

phone=$(lines "$out/phone.txt") short=$(lines "$out/short.txt") pairs=$(lines "$out/pairs.txt")
find=$(lines "$out/find.tsv") keys=$(lines "$out/keys.tsv") lookup=$(lines "$out/lookup.tsv")
numbers=$(lines "$out/lookup-numbers.txt") times=$(lines "$out/times.txt")
same info-tsv 0 $((phone + 1)) "$out/phone.txt" phone info --tsv
same info-blocks 1 $((phone * 10))+ "$out/phone.txt" phone info
answered info-blocks "$out/phone.txt"
same info-columns 0 $((phone + 1)) "$out/phone.txt" phone info --tsv --columns input,original,possible_reason,mobile_dialing,truncated
same format 1 "$phone" "$out/phone.txt" phone format --style national
same format-from 1 "$phone" "$out/phone.txt" phone format --from DE
same short-tsv 0 $((short + 1)) "$out/short.txt" phone short --tsv
same short-blocks 1 $((short * 9))+ "$out/short.txt" phone short
answered short-blocks "$out/short.txt"
same match-tsv 0 $((pairs + 1)) "$out/pairs.txt" phone match --tsv
same find-tsv 0 $((find + 1)) "$out/find.tsv" phone find --tsv
same find 0 $((find / 2))+ "$out/find.tsv" phone find --region US
same type-tsv 0 "$keys" "$out/keys.tsv" phone type --tsv
same type-entry 0 $((keys + 1)) "$out/keys.tsv" phone type --tsv --entry
same type-lines 0 $((keys * 10))+ "$out/keys.tsv" phone type --region US
same lookup-tsv 0 $((lookup + 1)) "$out/lookup.tsv" phone lookup --tsv
same lookup-blocks 1 $((numbers * 4))+ "$out/lookup-numbers.txt" phone lookup --locale de
answered lookup-blocks "$out/lookup-numbers.txt"
same time-parse 1 "$times" "$out/times.txt" time parse
answered time-parse "$out/times.txt"

echo "$passed passed, $failed failed"
[ $((passed + failed)) -eq 20 ] || { echo "FAIL: expected 20 checks, ran $((passed + failed))"; exit 1; }
[ "$failed" -eq 0 ]
