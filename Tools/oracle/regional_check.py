#!/usr/bin/env python3
"""Checks `formkit phone info --tsv` run with a regional bundle (scripts/build-metadata-bundle --regions)
against the oracle's rows for the full plans. A wrong answer is never allowed:
- a number of the bundle's regions gets the oracle's row exactly, unless it was dialled from a region
  the bundle lacks (its international prefix unknown), which may only be refused (INVALID_COUNTRY_CODE);
- a number of one of the bundle's calling codes but of no region in the bundle (an invalid number, or
  a region of a shared code left out, such as VA of +39) gets the oracle's formats; its region is the
  bundle's to decide, and it may be called invalid (of no region the bundle knows), never valid
  when the oracle says it is not;
- a number of another calling code gets INVALID_COUNTRY_CODE and no number;
- an input the oracle cannot read gets an error and no number.

Prints the count of each kind of row and a closing line `N passed, M failed`; exits 1 on any failure.

    python3 Tools/oracle/regional_check.py --regions CH,DE --expect-rows 25306 expected.tsv actual.tsv
"""
import argparse
import sys

import phonenumbers

import rows

NUMBER_COLUMNS = ("possible", "valid", "number_region", "type", "e164", "international", "national", "rfc3966")
SHOW = 5


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--regions", required=True, help="the regions the bundle holds, comma-separated")
    rows.add_arguments(parser)
    parser.add_argument("expected")
    parser.add_argument("actual")
    args = parser.parse_args()
    regions = {region.strip().upper() for region in args.regions.split(",") if region.strip()}
    codes = {phonenumbers.country_code_for_region(region) for region in regions}
    alignment = rows.align(rows.read(args.expected), rows.read(args.actual), None, args.expect_rows)
    alignment.report()
    if alignment.fatal:
        print("0 passed, 1 failed")
        return 1
    header = rows.read(args.expected)[0]
    column = {name: header.index(name) for name in header}
    kinds = {"in the bundle's regions": [0, 0], "dialled from outside": [0, 0], "of the bundle's codes": [0, 0],
             "another calling code": [0, 0], "unreadable": [0, 0]}
    def same_formats(got, want):
        """The oracle's formats, and never called valid where the oracle says it is not."""
        valid = got[column["valid"]] == want[column["valid"]] or got[column["valid"]] == "false"
        formats = ("e164", "international", "national", "rfc3966", "error")
        return valid and all(got[column[name]] == want[column[name]] for name in formats)

    refused = lambda got: got[column["error"]] == "INVALID_COUNTRY_CODE" and not got[column["e164"]]
    shown = 0
    for line, want, got in alignment.pairs:
        e164 = want[column["e164"]]
        code = phonenumbers.parse(e164).country_code if e164 else None
        default = want[column["region"]]
        outside = default not in regions and default != "ZZ"
        if e164 and outside:
            # Dialled from a region the bundle lacks: its prefixes are unknown, so a refusal is right too.
            kind, ok = "dialled from outside", got == want or refused(got) or (code in codes and same_formats(got, want))
        elif e164 and code in codes and want[column["number_region"]] in regions:
            kind, ok = "in the bundle's regions", got == want
        elif e164 and code in codes:
            kind, ok = "of the bundle's codes", same_formats(got, want)
        elif e164:
            kind, ok = "another calling code", refused(got)
        else:
            kind, ok = "unreadable", bool(got[column["error"]]) and not got[column["e164"]]
        kinds[kind][0 if ok else 1] += 1
        if not ok and shown < SHOW:
            shown += 1
            print(f"  line {line} ({kind}): expected {want!r}, got {got!r}")
    for kind, (passed, failed) in kinds.items():
        print(f"{kind:>24}: {passed} passed, {failed} failed")
    passed = sum(counts[0] for counts in kinds.values())
    failed = sum(counts[1] for counts in kinds.values()) + alignment.failed
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
