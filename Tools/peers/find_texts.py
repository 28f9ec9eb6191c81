#!/usr/bin/env python3
"""Writes the texts scripts/bench-find searches.

    python3 Tools/peers/find_texts.py prose 1000000 > prose.txt     # prose, a US number every ~200 characters
    python3 Tools/peers/find_texts.py digits 1000000 > digits.txt   # digits and punctuation only
The same arguments give the same bytes (seeded).
"""
import random
import sys

WORDS = ("the of and to in is was for on that with as by at from his her an be this which or had are "
         "call office meeting tomorrow please résumé café Zürich numéro ring back thanks").split()
STYLES = ["({a}) {b}-{c}", "{a}-{b}-{c}", "+1 {a} {b} {c}", "{a}.{b}.{c}", "1 {a} {b} {c}"]


def prose(size, rng):
    out, length = [], 0
    while length < size:
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(25, 35)))
        number = rng.choice(STYLES).format(a=rng.choice(["650", "212", "415", "312"]),
                                           b=rng.randint(200, 999), c="%04d" % rng.randint(0, 9999))
        piece = words + " " + number + ". "
        out.append(piece)
        length += len(piece.encode())
    return "".join(out).encode()[:size].decode("utf-8", "ignore")


def digits(size, rng):
    return "".join(rng.choice("0123456789" * 4 + "-. ()/+") for _ in range(size))


def main():
    kind, size = sys.argv[1], int(sys.argv[2])
    rng = random.Random(14)
    text = prose(size, rng) if kind == "prose" else digits(size, rng)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
