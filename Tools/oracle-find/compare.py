#!/usr/bin/env python3
"""Compares `formkit phone find --tsv` output with the oracle's, row by row.

A row passes when every column agrees. Prints the mismatch count per column, the first few
mismatching rows with the matches only one side found, and a closing line `N passed, M failed`.
Exits 1 on any failure.

    python3 Tools/oracle-find/compare.py expected.tsv actual.tsv
"""

import sys
from collections import Counter

from oracle import HEADER


def read_rows(path):
    with open(path, encoding="utf-8", newline="\n") as source:
        return [line.removesuffix("\n").split("\t") for line in source]


def main():
    expected, actual = read_rows(sys.argv[1]), read_rows(sys.argv[2])
    if not actual or actual[0] != HEADER:
        print(f"header differs:\n  expected {HEADER}\n  got      {actual[0] if actual else None}")
        print(f"0 passed, {max(len(expected) - 1, 1)} failed")
        return 1
    mismatches, shown, passed, failed = Counter(), 0, 0, 0
    for index, want in enumerate(expected[1:], start=1):
        got = actual[index] if index < len(actual) else None
        if got is None or len(got) != len(HEADER):
            mismatches["(row)"] += 1
            failed += 1
            continue
        bad = [name for column, name in enumerate(HEADER) if got[column] != want[column]]
        if not bad:
            passed += 1
            continue
        failed += 1
        mismatches.update(bad)
        if shown < 12:
            shown += 1
            ours, theirs = set(got[3].split("|")) - {""}, set(want[3].split("|")) - {""}
            print(f"MISMATCH line {index} ({want[1]}, {want[2]}): {want[0]!r}")
            for name in bad[:-1] if "matches" in bad else bad:
                print(f"  {name}: expected {want[HEADER.index(name)]!r}, got {got[HEADER.index(name)]!r}")
            if "matches" in bad:
                print(f"  only the oracle: {sorted(theirs - ours)}\n  only formkit:    {sorted(ours - theirs)}")
    if len(actual) > len(expected):
        mismatches["(extra rows)"] += len(actual) - len(expected)
        failed += len(actual) - len(expected)
    for name, count in sorted(mismatches.items()):
        print(f"{name}: {count} mismatches")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
