#!/usr/bin/env python3
"""Peer harness: Python phonenumbers' is_number_match on the match corpus's pairs, measured like
match_bench.cc (process CPU time, at least
1 s; see scripts/bench-match).

    python3 match_bench.py pairs.txt     # ns per pair, and how many of each answer
"""

import sys
import time

import phonenumbers


def main(path):
    with open(path, encoding="utf-8", errors="replace") as source:
        pairs = []
        for line in source:
            fields = line.removesuffix("\n").split("\t")
            pairs.append((fields[0], fields[1] if len(fields) > 1 else ""))
    counts = [0] * 5
    for a, b in pairs:
        counts[phonenumbers.is_number_match(a, b)] += 1
    rounds, checksum, start = 0, 0, time.process_time()
    while True:
        for a, b in pairs:
            checksum += phonenumbers.is_number_match(a, b)
        rounds += 1
        elapsed = time.process_time() - start
        if elapsed >= 1.0:
            break
    print(f"pairs={len(pairs)}\tmatch_ns={elapsed * 1e9 / (rounds * len(pairs)):.1f}\tnot_a_number={counts[0]}"
          f"\tno_match={counts[1]}\tshort_nsn={counts[2]}\tnsn={counts[3]}\texact={counts[4]}\tchecksum={checksum}")


if __name__ == "__main__":
    main(sys.argv[1])
