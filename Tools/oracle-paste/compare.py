#!/usr/bin/env python3
"""Compares `formkit phone paste --tsv` output (native or WebAssembly) with the oracle's rows
(generate.py's `--expected`): the header, the row count (`--expect-rows N`), each row's key (text and
region), then every column. Prints the first mismatches and `N passed, M failed` (one case a row).

    formkit phone paste --tsv < pastes.tsv > ours.tsv
    python3 Tools/oracle-paste/compare.py --expect-rows 26206 expected.tsv ours.tsv
"""

import argparse
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
import rows  # noqa: E402  (Tools/oracle/rows.py)

from generate import HEADER  # noqa: E402

SHOW = 10


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("expected")
    parser.add_argument("ours")
    rows.add_arguments(parser)
    parser.add_argument("--label", default="paste", help="a word printed before the closing line")
    args = parser.parse_args()
    alignment = rows.align(rows.read(args.expected), rows.read(args.ours), key=["text", "region"],
                           expect_rows=args.expect_rows, header=HEADER)
    alignment.report()
    if alignment.fatal:
        print(f"{args.label}: 0 passed, {max(args.expect_rows or 1, 1)} failed")
        sys.exit(1)
    passed, failed = 0, alignment.failed
    for line, want, got in alignment.pairs:
        if want == got:
            passed += 1
            continue
        failed += 1
        if failed <= SHOW:
            columns = [f"{name}: expected {w!r}, got {g!r}" for name, w, g in zip(HEADER, want, got) if w != g]
            print(f"MISMATCH line {line} {want[0][:80]!r} ({want[1]})\n  " + "\n  ".join(columns))
    print(f"{args.label}: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
