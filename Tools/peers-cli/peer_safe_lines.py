#!/usr/bin/env python3
"""Drops the input lines a peer program aborts on, so that both sides of a comparison type the same
lines. Debian's C++ libphonenumber 8.12.57 fails an assertion in UnicodeText::PointTo on a few
as-you-type sequences with non-ASCII digits after '+' (5 of the 58,800 of seed 2010).

    python3 Tools/peers-cli/peer_safe_lines.py PEER < lines.tsv > safe.tsv

The bad lines are found by bisection: the peer runs on halves until each failing line stands alone.
"""

import subprocess
import sys


def runs(peer, lines):
    result = subprocess.run([peer], input=b"".join(lines), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return result.returncode == 0


def failing(peer, lines, offset, found):
    if runs(peer, lines):
        return
    if len(lines) == 1:
        found.append(offset)
        return
    middle = len(lines) // 2
    failing(peer, lines[:middle], offset, found)
    failing(peer, lines[middle:], offset + middle, found)


def main():
    peer = sys.argv[1]
    lines = sys.stdin.buffer.read().splitlines(keepends=True)
    found = []
    failing(peer, lines, 0, found)
    dropped = set(found)
    sys.stdout.buffer.write(b"".join(line for index, line in enumerate(lines) if index not in dropped))
    print(f"peer_safe_lines: dropped {len(dropped)} of {len(lines)} lines the peer aborts on", file=sys.stderr)


if __name__ == "__main__":
    main()
