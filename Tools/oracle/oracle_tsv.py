#!/usr/bin/env python3
"""Writes the oracle's answer for each corpus line, in `formkit phone info --tsv` form.

Reads `input[<TAB>REGION]` lines from stdin (REGION absent or "ZZ": no default region) and
answers with the pinned `phonenumbers` release, one TSV row per line after the header.

    python3 Tools/oracle/oracle_tsv.py < corpus.txt > expected.tsv
"""

import sys

import phonenumbers
from phonenumbers import NumberParseException, PhoneNumberFormat, PhoneNumberType

HEADER = ["input", "region", "possible", "valid", "number_region", "type",
          "e164", "international", "national", "rfc3966", "error"]
ERRORS = {
    NumberParseException.INVALID_COUNTRY_CODE: "INVALID_COUNTRY_CODE",
    NumberParseException.NOT_A_NUMBER: "NOT_A_NUMBER",
    NumberParseException.TOO_SHORT_AFTER_IDD: "TOO_SHORT_AFTER_IDD",
    NumberParseException.TOO_SHORT_NSN: "TOO_SHORT_NSN",
    NumberParseException.TOO_LONG: "TOO_LONG",
}
FORMATS = [PhoneNumberFormat.E164, PhoneNumberFormat.INTERNATIONAL, PhoneNumberFormat.NATIONAL,
           PhoneNumberFormat.RFC3966]


def split_line(line, default_region="ZZ"):
    """(text, REGION) for one input line: the region after the last tab, else the default."""
    text, tab, region = line.rpartition("\t")
    if not tab:
        return line, default_region
    region = region.strip().upper()
    return text, region or default_region


def row(text, region):
    """The eleven TSV columns the oracle gives for `text` parsed with `region` as default."""
    try:
        number = phonenumbers.parse(text, None if region == "ZZ" else region)
    except NumberParseException as error:
        return [text, region, "", "", "", "", "", "", "", "", ERRORS[error.error_type]]
    return [
        text, region,
        _bool(phonenumbers.is_possible_number(number)),
        _bool(phonenumbers.is_valid_number(number)),
        phonenumbers.region_code_for_number(number) or "",
        PhoneNumberType.to_string(phonenumbers.number_type(number)),
        *(phonenumbers.format_number(number, style) for style in FORMATS),
        "",
    ]


def _bool(value):
    return "true" if value else "false"


def main():
    source = open(sys.stdin.fileno(), encoding="utf-8", newline="\n", closefd=False)
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
    out.write("\t".join(HEADER) + "\n")
    for line in source:
        text, region = split_line(line.removesuffix("\n"))
        out.write("\t".join(row(text, region)) + "\n")
    out.flush()


if __name__ == "__main__":
    main()
