#!/usr/bin/env python3
"""Compares `formkit phone lookup --tsv` output with the oracle's, column by column.

Prints the rows compared, the mismatch count per column with the first few mismatches of each, and a
closing line `N passed, M failed`. Exits 1 on any failure.

    python3 Tools/lookup/compare.py expected.tsv actual.tsv
"""
import sys
from collections import Counter, defaultdict

from oracle import HEADER

SHOW = 5


def read_rows(path):
    with open(path, encoding="utf-8", errors="replace", newline="\n") as source:
        return [line.removesuffix("\n").split("\t") for line in source]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    expected, actual = read_rows(sys.argv[1]), read_rows(sys.argv[2])
    columns = HEADER.split("\t")
    if not actual or actual[0] != columns:
        print(f"header differs:\n  expected {HEADER!r}\n  got      {chr(9).join(actual[0]) if actual else None!r}")
        print(f"0 passed, {max(len(expected) - 1, 1)} failed")
        sys.exit(1)
    mismatches = Counter()
    examples = defaultdict(list)
    passed = failed = 0
    for index, want in enumerate(expected[1:], start=1):
        got = actual[index] if index < len(actual) else None
        if got is None or len(got) != len(columns):
            mismatches["(row)"] += 1
            failed += 1
            continue
        bad = [name for column, name in enumerate(columns) if got[column] != want[column]]
        for name in bad:
            mismatches[name] += 1
            if len(examples[name]) < SHOW:
                examples[name].append((index, want, got))
        passed += not bad
        failed += bool(bad)
    if len(actual) > len(expected):
        mismatches["(extra rows)"] += len(actual) - len(expected)
        failed += len(actual) - len(expected)
    print(f"{len(expected) - 1} rows compared")
    for name in columns + ["(row)", "(extra rows)"]:
        if name in columns or mismatches[name]:
            print(f"  {name}: {mismatches[name]} mismatches")
        for index, want, got in examples[name]:
            print(f"    line {index}: {want[0]!r} {want[1]} {want[2]}: oracle {want[columns.index(name)]!r}, "
                  f"formkit {got[columns.index(name)]!r}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
