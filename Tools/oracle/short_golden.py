#!/usr/bin/env python3
"""Records Tests/PhoneNumbersTests/Golden/short_numbers.tsv: the answers of phonenumbers' shortnumberinfo
for any region of a number's calling code (is_possible_short_number, is_valid_short_number,
expected_cost, is_carrier_specific), which `phone short` does not print.

The inputs are every third case of the short-number corpus (seed 7, 1,500 random strings) that parses
in its region.
Re-record only on purpose:
    python3 Tools/oracle/short_golden.py > Tests/PhoneNumbersTests/Golden/short_numbers.tsv
"""
import random
import sys

import phonenumbers
from phonenumbers import shortnumberinfo as info

import short_corpus
from oracle_tsv import split_line
from short_oracle_tsv import COSTS

HEADER = ["input", "region", "possible", "valid", "cost", "carrier_specific"]


def main():
    rng = random.Random(7)
    cases = list(short_corpus.HAND_PICKED)
    for region in short_corpus.REGIONS:
        cases.extend(short_corpus.region_cases(region, rng))
    cases.extend(short_corpus.random_cases(rng, 1500))
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
    out.write(f"# phonenumbers {phonenumbers.__version__}, recorded by Tools/oracle/short_golden.py\n")
    out.write("\t".join(HEADER) + "\n")
    for text, region in cases[::3]:
        text, region = split_line(f"{text}\t{region}")
        try:
            number = phonenumbers.parse(text, None if region == "ZZ" else region)
        except phonenumbers.NumberParseException:
            continue
        answers = [info.is_possible_short_number(number), info.is_valid_short_number(number)]
        out.write("\t".join([text, region, *("true" if a else "false" for a in answers),
                             COSTS[info.expected_cost(number)],
                             "true" if info.is_carrier_specific(number) else "false"]) + "\n")
    out.flush()


if __name__ == "__main__":
    main()
