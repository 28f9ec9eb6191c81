#!/usr/bin/env python3
"""The oracle's answer for each corpus line, in the `formkit phone find --tsv` layout:
`text<TAB>region<TAB>leniency<TAB>matches`, matches as `START-END=E164` joined by `|`
(offsets are indices of the text as a Python `str`, i.e. Unicode scalars).

    python3 Tools/oracle-find/oracle.py --leniency valid < corpus.tsv > expected.tsv
"""

import argparse
import sys

import phonenumbers
from phonenumbers import Leniency, PhoneNumberFormat, PhoneNumberMatcher

HEADER = ["text", "region", "leniency", "matches"]
LENIENCIES = {
    "possible": Leniency.POSSIBLE,
    "valid": Leniency.VALID,
    "strict-grouping": Leniency.STRICT_GROUPING,
    "exact-grouping": Leniency.EXACT_GROUPING,
}


def row(line, default_leniency):
    fields = line.split("\t", 2)
    text = fields[0]
    region = fields[1].strip(" \r").upper() if len(fields) > 1 else "ZZ"
    region = region or "ZZ"
    leniency = fields[2].strip(" \r").lower() if len(fields) > 2 and fields[2].strip(" \r") else default_leniency
    matcher = PhoneNumberMatcher(text, None if region == "ZZ" else region, leniency=LENIENCIES[leniency])
    found = [
        f"{match.start}-{match.end}={phonenumbers.format_number(match.number, PhoneNumberFormat.E164)}"
        for match in matcher
    ]
    return [text, region, leniency, "|".join(found)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--leniency", default="valid", choices=sorted(LENIENCIES))
    args = parser.parse_args()
    sys.stdout.reconfigure(newline="\n")
    print("\t".join(HEADER))
    lines = sys.stdin.buffer.read().decode("utf-8", "replace").split("\n")
    if lines[-1] == "":
        lines.pop()  # the newline ending the last line
    for line in lines:
        print("\t".join(row(line, args.leniency)))


if __name__ == "__main__":
    main()
