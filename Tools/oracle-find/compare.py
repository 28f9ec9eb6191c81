#!/usr/bin/env python3
"""Compares `formkit phone find --tsv` output with the oracle's, row by row.

Rows are first lined up by their text (Tools/oracle/rows.py): a wrong header,
a row count other than `--expect-rows N` (default: at least one), a missing, extra or out-of-line row
fails. A row passes when every column agrees. Prints the mismatch count per column, the first few
mismatching rows with the matches only one side found, and a closing line `N passed, M failed`.
Exits 1 on any failure.

    python3 Tools/oracle-find/compare.py --expect-rows 6000 expected.tsv actual.tsv
"""

import argparse
import os
import sys
from collections import Counter

from oracle import HEADER

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
import rows  # noqa: E402  (Tools/oracle/rows.py)

SHOW = 12


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("expected")
    parser.add_argument("actual")
    rows.add_arguments(parser)
    args = parser.parse_args()
    expected = rows.read(args.expected)
    alignment = rows.align(expected, rows.read(args.actual), ["text"], args.expect_rows,
                           HEADER)
    alignment.report()
    if alignment.fatal:
        print(f"0 passed, {max(len(expected) - 1, args.expect_rows or 0, 1)} failed")
        return 1
    mismatches, shown, passed, failed = Counter(), 0, 0, alignment.failed
    for index, want, got in alignment.pairs:
        bad = [name for column, name in enumerate(HEADER) if got[column] != want[column]]
        if not bad:
            passed += 1
            continue
        failed += 1
        mismatches.update(bad)
        if shown < SHOW:
            shown += 1
            ours, theirs = set(got[3].split("|")) - {""}, set(want[3].split("|")) - {""}
            print(f"MISMATCH line {index} ({want[1]}, {want[2]}): {want[0]!r}")
            for name in bad[:-1] if "matches" in bad else bad:
                print(f"  {name}: expected {want[HEADER.index(name)]!r}, got {got[HEADER.index(name)]!r}")
            if "matches" in bad:
                print(f"  only the oracle: {sorted(theirs - ours)}\n  only formkit:    {sorted(ours - theirs)}")
    if alignment.failed:
        mismatches["(row)"] = alignment.failed
    for name, count in sorted(mismatches.items()):
        print(f"{name}: {count} mismatches")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
