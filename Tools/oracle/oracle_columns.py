#!/usr/bin/env python3
"""Writes the oracle's answer for each corpus line in the layout of
`formkit phone info --tsv --columns` with every column (COLUMNS below, in that order).

The eleven columns of `oracle_tsv.py`, then the rest of libphonenumber's API: the verdict on the
length, the original format (parsed keeping the raw input), mobile dialling from the line's region
(empty for ZZ), national format with carrier code 15, area code and NDC lengths, whether the number
can be dialled internationally, whether the text is a number written with letters, and the E.164
of the number truncated to a valid one when that changed it. On a parse error only input, region,
is_alpha and error are filled.

    python3 Tools/oracle/oracle_columns.py < corpus.txt > expected.tsv
"""

import sys

import phonenumbers
from phonenumbers import NumberParseException, ValidationResult

from oracle_tsv import ERRORS, HEADER, row as info_row, split_line

NEW = ["possible_reason", "original", "mobile_dialing", "carrier_national", "area_code_length",
       "ndc_length", "can_dial_internationally", "is_alpha", "truncated"]
COLUMNS = HEADER + NEW
REASONS = {
    ValidationResult.IS_POSSIBLE: "IS_POSSIBLE",
    ValidationResult.IS_POSSIBLE_LOCAL_ONLY: "IS_POSSIBLE_LOCAL_ONLY",
    ValidationResult.INVALID_COUNTRY_CODE: "INVALID_COUNTRY_CODE",
    ValidationResult.TOO_SHORT: "TOO_SHORT",
    ValidationResult.INVALID_LENGTH: "INVALID_LENGTH",
    ValidationResult.TOO_LONG: "TOO_LONG",
}


def _bool(value):
    return "true" if value else "false"


def _tsv_safe(text):
    return text.replace("\t", " ").replace("\n", " ").replace("\r", " ")


def row(text, region):
    """Every column of COLUMNS for `text` parsed with `region` as default."""
    values = dict(zip(HEADER, info_row(text, region)))
    values["is_alpha"] = _bool(phonenumbers.is_alpha_number(text))
    default = None if region == "ZZ" else region
    try:
        number = phonenumbers.parse(text, default)
        typed = phonenumbers.parse(text, default, keep_raw_input=True)
    except NumberParseException:
        return [values.get(name, "") for name in COLUMNS]
    values["possible_reason"] = REASONS[phonenumbers.is_possible_number_with_reason(number)]
    values["original"] = _tsv_safe(phonenumbers.format_in_original_format(typed, region))
    values["mobile_dialing"] = "" if region == "ZZ" else \
        phonenumbers.format_number_for_mobile_dialing(number, region, with_formatting=True)
    values["carrier_national"] = phonenumbers.format_national_number_with_carrier_code(number, "15")
    values["area_code_length"] = str(phonenumbers.length_of_geographical_area_code(number))
    values["ndc_length"] = str(phonenumbers.length_of_national_destination_code(number))
    values["can_dial_internationally"] = _bool(phonenumbers.can_be_internationally_dialled(number))
    truncated = phonenumbers.parse(text, default)
    changed = phonenumbers.truncate_too_long_number(truncated) and truncated != number
    values["truncated"] = phonenumbers.format_number(truncated, phonenumbers.PhoneNumberFormat.E164) if changed else ""
    return [values[name] for name in COLUMNS]


def main():
    source = open(sys.stdin.fileno(), encoding="utf-8", newline="\n", closefd=False)
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
    out.write("\t".join(COLUMNS) + "\n")
    for line in source:
        text, region = split_line(line.removesuffix("\n"))
        out.write("\t".join(row(text, region)) + "\n")
    out.flush()


if __name__ == "__main__":
    main()
