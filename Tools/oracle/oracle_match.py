#!/usr/bin/env python3
"""Writes the oracle's answer for each `A<TAB>B` line in the layout of `formkit phone match --tsv`:
the header `a b match`, then `A`, `B` and `is_number_match(A, B)` on the two strings. A line with
no tab has an empty B; fields after the second are ignored.

    python3 Tools/oracle/oracle_match.py < pairs.txt > expected.tsv
"""

import sys

import phonenumbers
from phonenumbers import MatchType

NAMES = {
    MatchType.EXACT_MATCH: "EXACT_MATCH",
    MatchType.NSN_MATCH: "NSN_MATCH",
    MatchType.SHORT_NSN_MATCH: "SHORT_NSN_MATCH",
    MatchType.NO_MATCH: "NO_MATCH",
    MatchType.NOT_A_NUMBER: "NOT_A_NUMBER",
}


def _tsv_safe(text):
    return text.replace("\r", " ")


def main():
    source = open(sys.stdin.fileno(), encoding="utf-8", newline="\n", errors="replace", closefd=False)
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
    out.write("a\tb\tmatch\n")
    for line in source:
        fields = line.removesuffix("\n").split("\t")
        a, b = fields[0], fields[1] if len(fields) > 1 else ""
        out.write(f"{_tsv_safe(a)}\t{_tsv_safe(b)}\t{NAMES[phonenumbers.is_number_match(a, b)]}\n")
    out.flush()


if __name__ == "__main__":
    main()
