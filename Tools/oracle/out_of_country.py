#!/usr/bin/env python3
"""Checks `formkit phone format --from REGION` against the oracle's out-of-country format.

Reads the corpus, and the CLI's output for it (one line per input, empty where the input does
not parse), and compares each line with phonenumbers.format_out_of_country_calling_number.

    formkit phone format --from DE < corpus.txt > actual.txt
    python3 Tools/oracle/out_of_country.py --from DE corpus.txt actual.txt
"""

import argparse
import sys

import phonenumbers

from oracle_tsv import split_line


def expected_line(line, calling_from):
    text, region = split_line(line)
    try:
        number = phonenumbers.parse(text, None if region == "ZZ" else region)
    except phonenumbers.NumberParseException:
        return ""
    return phonenumbers.format_out_of_country_calling_number(number, calling_from)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--from", dest="calling_from", required=True)
    parser.add_argument("corpus")
    parser.add_argument("actual")
    args = parser.parse_args()
    with open(args.corpus, encoding="utf-8", newline="\n") as corpus, \
            open(args.actual, encoding="utf-8", newline="\n") as actual:
        lines = [line.removesuffix("\n") for line in corpus]
        answers = [line.removesuffix("\n") for line in actual]
    failed = abs(len(lines) - len(answers))
    shown = 0
    for index, (line, got) in enumerate(zip(lines, answers), start=1):
        want = expected_line(line, args.calling_from)
        if want != got:
            failed += 1
            if shown < 5:
                shown += 1
                print(f"  line {index}: {line!r}: expected {want!r}, got {got!r}")
    print(f"out-of-country from {args.calling_from}: {len(lines) - failed} agree, {failed} differ")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
