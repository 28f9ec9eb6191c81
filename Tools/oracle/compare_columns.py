#!/usr/bin/env python3
"""Compares two TSV files with the same header (the oracle's and FormKit's), column by column.

The generic form of compare.py, for `phone info --columns` and `phone match`: prints the mismatch
count per column, the first few mismatches of each, and `N passed, M failed`; exits 1 on any
failure. Deliberate differences in known_differences.tsv count as agreeing, as in compare.py
(rows are keyed by their first two columns).

    python3 Tools/oracle/compare_columns.py expected.tsv actual.tsv
"""

import argparse
import sys
from collections import Counter, defaultdict

from compare import KNOWN, read_known, read_rows


def compare(expected, actual, known, show):
    header = expected[0]
    if not actual or actual[0] != header:
        print(f"header differs:\n  expected {header}\n  got      {actual[0] if actual else None}")
        return 0, max(len(expected) - 1, 1)
    mismatches = Counter()
    examples = defaultdict(list)
    passed = failed = 0
    for index, want in enumerate(expected[1:], start=1):
        got = actual[index] if index < len(actual) else None
        if got is None or len(got) != len(header):
            mismatches["(row)"] += 1
            if len(examples["(row)"]) < show:
                examples["(row)"].append(f"  line {index}: expected {want!r}\n  got {got!r}")
            failed += 1
            continue
        row_ok = True
        for column, name in enumerate(header):
            if got[column] == want[column]:
                continue
            if known.get((want[0], want[1], name)) == (want[column], got[column]):
                continue
            mismatches[name] += 1
            row_ok = False
            if len(examples[name]) < show:
                examples[name].append(f"  line {index}: {want[0]!r} ({want[1]!r}): "
                                      f"expected {want[column]!r}, got {got[column]!r}")
        passed += row_ok
        failed += not row_ok
    if len(actual) > len(expected):
        mismatches["(extra rows)"] += len(actual) - len(expected)
        failed += len(actual) - len(expected)
    for name in ["(row)", *header, "(extra rows)"]:
        if name in header or mismatches[name]:
            print(f"{name:>24}: {mismatches[name]} mismatches")
    for name, lines in examples.items():
        print(f"first mismatches in {name}:")
        print("\n".join(lines))
    return passed, failed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("expected")
    parser.add_argument("actual")
    parser.add_argument("--known", default=KNOWN, help="deliberate differences (default: %(default)s)")
    parser.add_argument("--show", type=int, default=5, help="mismatches to print per column")
    args = parser.parse_args()
    passed, failed = compare(read_rows(args.expected), read_rows(args.actual), read_known(args.known), args.show)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
