#!/usr/bin/env python3
"""Writes COUNT seeded ISO 8601 / RFC 3339 timestamps, one a line, in forms that both
`formkit time parse` and Python's `datetime.fromisoformat` accept: a date, 'T' or a space, a time
with seconds and maybe milliseconds or microseconds, then nothing, Z or an offset.

    python3 Tools/peers-cli/timestamps.py --count 1000000 --seed 21 > timestamps.txt
"""

import argparse
import random
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=21)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    write = sys.stdout.write
    for _ in range(args.count):
        date = f"{rng.randint(1970, 2099):04d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        time = f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
        fraction = rng.choice(["", f".{rng.randint(0, 999):03d}", f".{rng.randint(0, 999999):06d}"])
        zone = rng.choice(["", "Z", f"{rng.choice('+-')}{rng.randint(0, 14):02d}:{rng.choice([0, 30, 45]):02d}"])
        write(f"{date}{rng.choice('T ')}{time}{fraction}{zone}\n")


if __name__ == "__main__":
    main()
