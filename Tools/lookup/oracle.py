#!/usr/bin/env python3
"""What the phonenumbers oracle answers for `formkit phone lookup --tsv` lines, in its TSV layout.

    python3 Tools/lookup/oracle.py [--user-region CH] < corpus.tsv > expected.tsv

Reads NUMBER<TAB>REGION[<TAB>LOCALE] lines (LOCALE defaults to en; "zh_Hant" is language zh, script
Hant), parses each with `phonenumbers.parse`, and prints `geocoder.description_for_number`,
`carrier.name_for_number` and `timezone.time_zones_for_number` (joined by |); the three answers are
empty when the number cannot be parsed.
"""
import argparse
import sys

import phonenumbers
from phonenumbers import carrier, geocoder, timezone

HEADER = "input\tregion\tlocale\tdescription\tcarrier\ttime_zones"


def answers(text, region, locale, user_region):
    language, _, script = locale.partition("_")
    script = script or None
    try:
        number = phonenumbers.parse(text, None if region == "ZZ" else region)
    except phonenumbers.NumberParseException:
        return ["", "", ""]
    return [
        geocoder.description_for_number(number, language, script, user_region),
        carrier.name_for_number(number, language, script),
        "|".join(timezone.time_zones_for_number(number)),
    ]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--user-region")
    parser.add_argument("--locale", default="en")
    args = parser.parse_args()
    out = sys.stdout
    out.write(HEADER + "\n")
    for line in sys.stdin:
        fields = line.rstrip("\n").split("\t")
        text = fields[0]
        region = (fields[1].strip().upper() if len(fields) > 1 else "") or "ZZ"
        locale = (fields[2].strip() if len(fields) > 2 else "") or args.locale
        out.write("\t".join([text, region, locale] + answers(text, region, locale, args.user_region)) + "\n")


if __name__ == "__main__":
    main()
