#!/usr/bin/env python3
"""Compares `formkit phone type --tsv` output (native or WebAssembly) with the as-you-type corpus.

The corpus (generate.py) has KEYSTROKES<TAB>REGION<TAB>OUTPUTS lines; the CLI's output has one line
per input, the texts after each keystroke joined by '|'. The corpus must hold `--expect-rows N` lines
(default: at least one) and the output as many; an output line must hold one text per keystroke of its
input (so a line answering another input shows), and pass when every text equals the oracle's.
Prints the first mismatches and `N passed, M failed` (one case per input line).

    cut -f1,2 corpus.tsv | formkit phone type --tsv > ours.txt
    python3 Tools/oracle-aytf/compare.py --expect-rows 5880 corpus.tsv ours.txt
"""

import argparse
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "oracle"))
import rows  # noqa: E402  (Tools/oracle/rows.py)

SHOW = 10


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus")
    parser.add_argument("ours")
    rows.add_arguments(parser)
    parser.add_argument("--label", help="a word printed before the closing line (as-you-type:)")
    args = parser.parse_args()
    corpus = rows.read(args.corpus)
    ours = rows.lines(args.ours)
    label = f"{args.label}: " if args.label else ""
    floor = args.expect_rows if args.expect_rows is not None else 1
    if len(corpus) < floor or (args.expect_rows is not None and len(corpus) != args.expect_rows) \
            or any(len(row) != 3 for row in corpus):
        print(f"corpus has {len(corpus)} lines (of which {sum(len(row) != 3 for row in corpus)} not "
              f"KEYSTROKES<TAB>REGION<TAB>OUTPUTS), not {args.expect_rows or 'at least 1'}: the corpus is wrong")
        print(f"{label}0 passed, {max(len(corpus), floor)} failed")
        sys.exit(1)
    if len(ours) != len(corpus):
        print(f"row count: expected {len(corpus)}, got {len(ours)}")
    passed = failed = shown = 0
    for line, (keys, region, expected) in enumerate(corpus, start=1):
        got = ours[line - 1] if line <= len(ours) else None
        if got is not None and got == expected:
            passed += 1
            continue
        failed += 1
        shown += 1
        if shown > SHOW:
            continue
        if got is None:
            print(f"MISSING line {line} ({region})")
        elif len(got.split("|")) != len(keys):
            print(f"OUT OF LINE line {line} ({region}): {len(keys)} keystrokes, {len(got.split('|'))} texts")
        else:
            print(f"MISMATCH line {line} {keys!r} ({region})\n  expected {expected}\n  got      {got}")
    failed += max(len(ours) - len(corpus), 0)
    print(f"{label}{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
