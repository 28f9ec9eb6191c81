#!/usr/bin/env bash
# Bulk commands give the same bytes for every --jobs: each one on its oracle corpus with --jobs 1,
# then --jobs 4 in small chunks (many chunks and batches), standard output and standard error
# compared byte for byte, and the exit status. Closes with "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/bulk-jobs
mkdir -p "$out"
swift build --product formkit >/dev/null
bin="$(swift build --show-bin-path)/formkit"

python3 Tools/oracle/corpus.py --seed 3 >"$out/phone.txt" 2>/dev/null
python3 Tools/oracle/short_corpus.py --seed 5 >"$out/short.txt" 2>/dev/null
python3 Tools/oracle/match_corpus.py --seed 5 >"$out/pairs.txt" 2>/dev/null
python3 Tools/oracle-find/generate.py --seed 14 --count 2000 >"$out/find.tsv" 2>/dev/null
python3 Tools/oracle-aytf/generate.py --seed 2010 --per-region 24 2>/dev/null | cut -f1,2 >"$out/keys.tsv"
python3 Tools/lookup/corpus.py --seed 5 --count 4000 >"$out/lookup.tsv" 2>/dev/null
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
same() {  # NAME INPUT ARGS...: --jobs 1 and --jobs 4 in 4 KiB chunks and 64 KiB batches agree byte for byte
  local name="$1" input="$2"; shift 2
  local one=0 four=0
  "$bin" "$@" --jobs 1 <"$input" >"$out/$name.1.out" 2>"$out/$name.1.err" || one=$?
  "$bin" "$@" --jobs 4 --chunk-bytes 4096 --batch-bytes 65536 <"$input" >"$out/$name.4.out" 2>"$out/$name.4.err" || four=$?
  if cmp -s "$out/$name.1.out" "$out/$name.4.out" && cmp -s "$out/$name.1.err" "$out/$name.4.err" && [ "$one" = "$four" ] \
    && [ -s "$out/$name.1.out" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "DIFFERENT: formkit $* (status $one / $four; see $out/$name.*)"
  fi
}

same info-tsv "$out/phone.txt" phone info --tsv
same info-blocks "$out/phone.txt" phone info
same info-columns "$out/phone.txt" phone info --tsv --columns input,original,possible_reason,mobile_dialing,truncated
same format "$out/phone.txt" phone format --style national
same format-from "$out/phone.txt" phone format --from DE
same short-tsv "$out/short.txt" phone short --tsv
same short-blocks "$out/short.txt" phone short
same match-tsv "$out/pairs.txt" phone match --tsv
same find-tsv "$out/find.tsv" phone find --tsv
same find "$out/find.tsv" phone find --region US
same type-tsv "$out/keys.tsv" phone type --tsv
same type-entry "$out/keys.tsv" phone type --tsv --entry
same type-lines "$out/keys.tsv" phone type --region US
same lookup-tsv "$out/lookup.tsv" phone lookup --tsv
same lookup-blocks "$out/lookup.tsv" phone lookup --locale de
same time-parse "$out/times.txt" time parse

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
