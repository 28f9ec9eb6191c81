#!/usr/bin/env python3
"""Compares `formkit phone info --tsv` output with the oracle's, column by column.

A row passes when every column agrees, or when each disagreement is a deliberate difference
listed in known_differences.tsv (input, region, column, oracle value, our value, reason). A
listed difference that no longer shows up exactly as written fails too, so the list stays true.

Prints the mismatch count per column, the first few mismatches of each, and a closing line
`N passed, M failed`. Exits 1 on any failure.

    python3 Tools/oracle/compare.py expected.tsv actual.tsv
"""

import argparse
import os
import sys
from collections import Counter, defaultdict

from oracle_tsv import HEADER

KNOWN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "known_differences.tsv")


def read_rows(path):
    with open(path, encoding="utf-8", newline="\n") as source:
        return [line.removesuffix("\n").split("\t") for line in source]


def read_known(path):
    """{(input, region, column): (oracle value, our value)} from the deliberate-differences list."""
    known = {}
    if not os.path.exists(path):
        return known
    for fields in read_rows(path)[1:]:
        if len(fields) >= 5 and fields[0] != "":
            known[(fields[0], fields[1], fields[2])] = (fields[3], fields[4])
    return known


def compare(expected, actual, known, show, header=HEADER):
    """Prints the report and returns (passed, failed); `header` is the columns both files must have,
    or None to take them from the expected file."""
    if header is None and expected:
        header = expected[0]
    if not expected or expected[0] != header:
        sys.exit(f"compare: {'expected'} file has no oracle header")
    if not actual or actual[0] != header:
        print(f"header differs:\n  expected {header}\n  got      {actual[0] if actual else None}")
        return 0, max(len(expected) - 1, 1)
    mismatches = Counter()
    examples = defaultdict(list)
    seen_known = set()
    passed = failed = 0
    for index, want in enumerate(expected[1:], start=1):
        got = actual[index] if index < len(actual) else None
        if got is None or len(got) != len(header) or got[0] != want[0]:
            mismatches["(row)"] += 1
            _example(examples, "(row)", index, want, got if got else ["<missing>"], show)
            failed += 1
            continue
        row_ok = True
        for column, name in enumerate(header):
            if got[column] == want[column]:
                continue
            key = (want[0], want[1], name)
            if known.get(key) == (want[column], got[column]):
                seen_known.add(key)
                continue
            mismatches[name] += 1
            _example(examples, name, index, want, got, show, column)
            row_ok = False
        passed += row_ok
        failed += not row_ok
    if len(actual) > len(expected):
        mismatches["(extra rows)"] += len(actual) - len(expected)
        failed += len(actual) - len(expected)
    stale = {key for key in set(known) - seen_known if key[2] in header}
    _report(header, mismatches, examples, len(seen_known), stale)
    return passed, failed + len(stale)


def _example(examples, name, index, want, got, show, column=None):
    if len(examples[name]) >= show:
        return
    if column is None:
        examples[name].append(f"  line {index}: expected {want!r}\n  {'':>{len(str(index)) + 6}}got      {got!r}")
    else:
        examples[name].append(f"  line {index}: {want[0]!r} (region {want[1]}): "
                              f"expected {want[column]!r}, got {got[column]!r}")


def _report(header, mismatches, examples, deliberate, stale):
    width = max(14, *(len(name) for name in header))
    for name in ["(row)", *header, "(extra rows)"]:
        if name in header or mismatches[name]:
            print(f"{name:>{width}}: {mismatches[name]} mismatches")
    for name, lines in examples.items():
        print(f"first mismatches in {name}:")
        print("\n".join(lines))
    if deliberate:
        print(f"deliberate differences confirmed: {deliberate} (see Tools/oracle/known_differences.tsv)")
    for key in sorted(stale):
        print(f"listed difference not seen as written: {key}")


def main(header=HEADER):
    """Runs the comparison from the command line over `header`'s columns (None: the expected file's)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("expected")
    parser.add_argument("actual")
    parser.add_argument("--known", default=KNOWN, help="deliberate differences (default: %(default)s)")
    parser.add_argument("--show", type=int, default=5, help="mismatches to print per column")
    args = parser.parse_args()
    passed, failed = compare(
        read_rows(args.expected), read_rows(args.actual), read_known(args.known), args.show, header)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
