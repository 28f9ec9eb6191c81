#!/usr/bin/env python3
"""Compares `formkit phone info --tsv` output with the oracle's, column by column.

Rows are first lined up by their input (rows.py): a wrong header, a row count other than
`--expect-rows N` (default: at least one), a missing, extra or out-of-line row fails. A row passes
when every column agrees, or when each disagreement is a deliberate difference listed in
known_differences.tsv (input, region, column, oracle value, our value, reason). A listed difference
that no longer shows up exactly as written fails too, so the list stays true.

Prints the mismatch count per column, the first few mismatches of each, and a closing line
`N passed, M failed`. Exits 1 on any failure.

    python3 Tools/oracle/compare.py --expect-rows 25306 expected.tsv actual.tsv
"""

import argparse
import os
import sys
from collections import Counter, defaultdict

import rows
from oracle_tsv import HEADER

KNOWN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "known_differences.tsv")


def read_known(path):
    """{(input, region, column): (oracle value, our value)} from the deliberate-differences list."""
    known = {}
    if not os.path.exists(path):
        return known
    for fields in rows.read(path)[1:]:
        if len(fields) >= 5 and fields[0] != "":
            known[(fields[0], fields[1], fields[2])] = (fields[3], fields[4])
    return known


def compare(expected, actual, known, show, header=HEADER, key=("input",), expect_rows=None):
    """Prints the report and returns (passed, failed); `header` is the columns both files must have,
    or None to take them from the expected file; `key` the columns naming a row's input (None: the first)."""
    alignment = rows.align(expected, actual, key, expect_rows, header, show)
    alignment.report()
    if alignment.fatal:
        return 0, max(len(expected) - 1, expect_rows or 0, 1)
    header = expected[0]
    mismatches = Counter()
    examples = defaultdict(list)
    seen_known = set()
    passed = 0
    failed = alignment.failed
    mismatches["(row)"] = alignment.failed
    for index, want, got in alignment.pairs:
        row_ok = True
        for column, name in enumerate(header):
            if got[column] == want[column]:
                continue
            known_key = (want[0], want[1], name)
            if known.get(known_key) == (want[column], got[column]):
                seen_known.add(known_key)
                continue
            mismatches[name] += 1
            _example(examples, name, index, want, got, show, column)
            row_ok = False
        passed += row_ok
        failed += not row_ok
    stale = {known_key for known_key in set(known) - seen_known if known_key[2] in header}
    _report(header, mismatches, examples, len(seen_known), stale)
    return passed, failed + len(stale)


def _example(examples, name, index, want, got, show, column):
    if len(examples[name]) < show:
        examples[name].append(f"  line {index}: {want[0]!r} (region {want[1]}): "
                              f"expected {want[column]!r}, got {got[column]!r}")


def _report(header, mismatches, examples, deliberate, stale):
    width = max(14, *(len(name) for name in header))
    for name in ["(row)", *header]:
        if name in header or mismatches[name]:
            print(f"{name:>{width}}: {mismatches[name]} mismatches")
    for name, lines in examples.items():
        print(f"first mismatches in {name}:")
        print("\n".join(lines))
    if deliberate:
        print(f"deliberate differences confirmed: {deliberate} (see Tools/oracle/known_differences.tsv)")
    for key in sorted(stale):
        print(f"listed difference not seen as written: {key}")


def main(header=HEADER, key=("input",), doc=__doc__):
    """Runs the comparison from the command line over `header`'s columns (None: the expected file's),
    lining rows up by the `key` columns (None: the first column, or those `--key` names)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("expected")
    parser.add_argument("actual")
    parser.add_argument("--known", default=KNOWN, help="deliberate differences (default: %(default)s)")
    parser.add_argument("--show", type=int, default=5, help="mismatches to print per column")
    rows.add_arguments(parser)
    if key is None:
        parser.add_argument("--key", help="comma-separated columns naming a row's input (default: the first)")
    args = parser.parse_args()
    if key is None and args.key:
        key = args.key.split(",")
    passed, failed = compare(rows.read(args.expected), rows.read(args.actual), read_known(args.known), args.show,
                             header, key, args.expect_rows)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
