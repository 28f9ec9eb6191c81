#!/usr/bin/env python3
"""Times two commands side by side for scripts/bench-cli: A then B, B then A, … for several rounds,
each a whole process reading the same input file and writing to /dev/null. Prints, for wall-clock
time and for CPU time (user + system), each side's median and the median of the per-round ratios
B / A with their range (how many times faster A is).

    python3 Tools/peers-cli/alternate.py --rounds 7 --input in.tsv \
        --a "formkit phone info --tsv --jobs 1" --b "./info-tsv-cpp" [--pin 0]
"""

import argparse
import os
import shlex
import statistics
import subprocess
import time


def run(command, input_path, pin):
    """(wall seconds, CPU seconds) of one whole run."""
    argv = shlex.split(command)
    if pin is not None:
        argv = ["taskset", "-c", str(pin)] + argv
    with open(input_path, "rb") as stdin, open(os.devnull, "wb") as stdout:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdin=stdin, stdout=stdout)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    if status != 0 and os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"alternate.py: {argv[0]} failed with status {status}")
    return wall, usage.ru_utime + usage.ru_stime


def summary(label, values):
    return f"{label} median {statistics.median(values):.3f} (range {min(values):.3f}-{max(values):.3f})"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", required=True, help="the command expected to be faster")
    parser.add_argument("--b", required=True)
    parser.add_argument("--input", required=True)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--pin", type=int, help="run both with taskset -c PIN")
    parser.add_argument("--name", default="comparison")
    args = parser.parse_args()
    walls = {"a": [], "b": []}
    cpus = {"a": [], "b": []}
    for round_index in range(args.rounds):
        order = ["a", "b"] if round_index % 2 == 0 else ["b", "a"]
        for side in order:
            wall, cpu = run(getattr(args, side), args.input, args.pin)
            walls[side].append(wall)
            cpus[side].append(cpu)
    wall_ratios = [b / a for a, b in zip(walls["a"], walls["b"])]
    cpu_ratios = [b / a for a, b in zip(cpus["a"], cpus["b"])]
    load = os.getloadavg()
    print(f"== {args.name}: {args.rounds} rounds, alternating; load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")
    print(f"   A: {args.a}")
    print(f"   B: {args.b}")
    print("   " + summary("A wall s", walls["a"]) + "; " + summary("B wall s", walls["b"]))
    print("   " + summary("A cpu s", cpus["a"]) + "; " + summary("B cpu s", cpus["b"]))
    print(f"   ratio B/A wall: median {statistics.median(wall_ratios):.2f}x (range {min(wall_ratios):.2f}-{max(wall_ratios):.2f})")
    print(f"   ratio B/A cpu:  median {statistics.median(cpu_ratios):.2f}x (range {min(cpu_ratios):.2f}-{max(cpu_ratios):.2f})")


if __name__ == "__main__":
    main()
