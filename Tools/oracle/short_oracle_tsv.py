#!/usr/bin/env python3
"""Writes the oracle's answer for each short-number corpus line, in `formkit phone short --tsv` form.

Reads `NUMBER[<TAB>REGION]` lines (REGION absent, empty or "ZZ": none; invalid UTF-8 replaced). `emergency` and
`connects_to_emergency` judge the text as typed in REGION; the other columns judge the number parsed
in REGION with the region-specific ShortNumberInfo calls, dialled from REGION. When the parse fails
those are empty and `error` names the parse error, as in `phone info --tsv`.

    python3 Tools/oracle/short_oracle_tsv.py < corpus.txt > expected.tsv
"""

import sys

import phonenumbers
from phonenumbers import NumberParseException, shortnumberinfo

from oracle_tsv import ERRORS, split_line

HEADER = ["input", "region", "possible", "valid", "emergency", "connects_to_emergency", "cost",
          "carrier_specific", "sms_service", "error"]
COSTS = {
    shortnumberinfo.ShortNumberCost.TOLL_FREE: "TOLL_FREE",
    shortnumberinfo.ShortNumberCost.STANDARD_RATE: "STANDARD_RATE",
    shortnumberinfo.ShortNumberCost.PREMIUM_RATE: "PREMIUM_RATE",
    shortnumberinfo.ShortNumberCost.UNKNOWN_COST: "UNKNOWN_COST",
}


def row(text, region):
    """The ten TSV columns the oracle gives for `text` dialled in `region`."""
    emergency = _bool(shortnumberinfo.is_emergency_number(text, region))
    connects = _bool(shortnumberinfo.connects_to_emergency_number(text, region))
    try:
        number = phonenumbers.parse(text, None if region == "ZZ" else region)
    except NumberParseException as error:
        return [text, region, "", "", emergency, connects, "", "", "", ERRORS[error.error_type]]
    return [
        text, region,
        _bool(shortnumberinfo.is_possible_short_number_for_region(number, region)),
        _bool(shortnumberinfo.is_valid_short_number_for_region(number, region)),
        emergency, connects,
        COSTS[shortnumberinfo.expected_cost_for_region(number, region)],
        _bool(shortnumberinfo.is_carrier_specific_for_region(number, region)),
        _bool(shortnumberinfo.is_sms_service_for_region(number, region)),
        "",
    ]


def _bool(value):
    return "true" if value else "false"


def main():
    # Invalid UTF-8 is read with replacement characters, as the CLI reads it.
    source = open(sys.stdin.fileno(), encoding="utf-8", errors="replace", newline="\n", closefd=False)
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
    out.write("\t".join(HEADER) + "\n")
    for line in source:
        text, region = split_line(line.removesuffix("\n"))
        out.write("\t".join(row(text, region)) + "\n")
    out.flush()


if __name__ == "__main__":
    main()
