#!/usr/bin/env python3
"""Compares `formkit phone lookup --tsv` output with the oracle's, column by column.

Rows are first lined up by their input (Tools/oracle/rows.py): a wrong header, a row count other than
`--expect-rows N` (default: at least one), a missing, extra or out-of-line row fails. Prints the rows
compared, the mismatch count per column with the first few mismatches of each, and a closing line
`N passed, M failed`. Exits 1 on any failure.

    python3 Tools/lookup/compare.py --expect-rows 12010 expected.tsv actual.tsv
"""
import argparse
import os
import sys
from collections import Counter, defaultdict

from oracle import HEADER

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
import rows  # noqa: E402  (Tools/oracle/rows.py)

SHOW = 5


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("expected")
    parser.add_argument("actual")
    rows.add_arguments(parser)
    args = parser.parse_args()
    columns = HEADER.split("\t")
    expected = rows.read(args.expected, errors="replace")
    alignment = rows.align(expected, rows.read(args.actual, errors="replace"), ["input"], args.expect_rows, columns)
    alignment.report()
    if alignment.fatal:
        print(f"0 passed, {max(len(expected) - 1, args.expect_rows or 0, 1)} failed")
        sys.exit(1)
    mismatches = Counter()
    examples = defaultdict(list)
    passed, failed = 0, alignment.failed
    for index, want, got in alignment.pairs:
        bad = [name for column, name in enumerate(columns) if got[column] != want[column]]
        for name in bad:
            mismatches[name] += 1
            if len(examples[name]) < SHOW:
                examples[name].append((index, want, got))
        passed += not bad
        failed += bool(bad)
    print(f"{len(expected) - 1} rows compared")
    if alignment.failed:
        print(f"  (row): {alignment.failed} missing, extra or out of line")
    for name in columns:
        print(f"  {name}: {mismatches[name]} mismatches")
        for index, want, got in examples[name]:
            print(f"    line {index}: {want[0]!r} {want[1]} {want[2]}: oracle {want[columns.index(name)]!r}, "
                  f"formkit {got[columns.index(name)]!r}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
