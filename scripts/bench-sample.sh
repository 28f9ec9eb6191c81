#!/usr/bin/env bash
# Times `formkit sample` against `wc -l` on a 1 GB file of lines and prints the ratio.
#
#   scripts/bench-sample.sh            # generates /tmp/formkit-sample-1g.txt once, then times
#   SAMPLE_BENCH_BYTES=100000000 scripts/bench-sample.sh   # a smaller file
#
# Uses hyperfine when it is installed (apt-get install hyperfine), else a Python timing loop.
# The file is read once first so that both commands read it from the page cache.
set -euo pipefail
cd "$(dirname "$0")/.."

bytes="${SAMPLE_BENCH_BYTES:-1000000000}"
file="${SAMPLE_BENCH_FILE:-/tmp/formkit-sample-$((bytes / 1000000))m.txt}"
runs="${SAMPLE_BENCH_RUNS:-5}"

if [ ! -s "$file" ]; then
  echo "bench-sample: writing $bytes bytes of lines to $file"
  python3 - "$file" "$bytes" <<'PY'
import random, sys
path, size = sys.argv[1], int(sys.argv[2])
rng = random.Random(1)
words = ["alpha", "+1 650 253 0000", "bravo", "020 7946 0018", "charlie", "delta", "03-1234-5678", "echo"]
# 16 MB of lines of 1 to 160 bytes, repeated with a changing prefix up to the size.
lines = []
for n in range(300_000):
    lines.append(" ".join(rng.choice(words) for _ in range(rng.randint(0, 12))))
block = "\n".join(lines) + "\n"
with open(path, "w") as out:
    written, copy = 0, 0
    while written < size:
        chunk = f"{copy}\n" + block
        chunk = chunk[: size - written - 1] + "\n" if written + len(chunk) > size else chunk
        out.write(chunk)
        written += len(chunk)
        copy += 1
PY
fi

swift build -c release --product formkit >/dev/null
formkit="$(swift build -c release --show-bin-path)/formkit"
cat "$file" >/dev/null
echo "bench-sample: $(wc -c <"$file") bytes, $(wc -l <"$file") lines in $file"

commands=(
  "wc -l $file"
  "$formkit sample -k 100 --seed 1 $file"
  "$formkit sample -k 100 --seed 1 --algorithm r $file"
  "$formkit sample -k 100 --seed 1 < $file"
)

if command -v hyperfine >/dev/null; then
  json="$(mktemp)"
  hyperfine --warmup 1 --runs "$runs" --export-json "$json" "${commands[@]}"
  python3 - "$json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
base = results[0]["median"]
for r in results:
    print(f"{r['median']:8.3f} s  {r['median'] / base:5.2f}x wc -l   {r['command']}")
PY
  rm -f "$json"
else
  python3 - "$runs" "${commands[@]}" <<'PY'
import statistics, subprocess, sys, time
runs, commands = int(sys.argv[1]), sys.argv[2:]
medians = []
for command in commands:
    times = []
    for _ in range(runs + 1):
        start = time.perf_counter()
        subprocess.run(command, shell=True, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    medians.append(statistics.median(times[1:]))
for command, median in zip(commands, medians):
    print(f"{median:8.3f} s  {median / medians[0]:5.2f}x wc -l   {command}")
PY
fi
