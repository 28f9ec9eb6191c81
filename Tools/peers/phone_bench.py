#!/usr/bin/env python3
"""Peer harness: Python phonenumbers on the benchmark inputs, measured like phone_bench.cc.

    python3 phone_bench.py inputs.tsv     # parse, parse + 3 formats, resident memory
    python3 phone_bench.py --first        # time from start to the first formatted number
"""

import sys
import time

START = time.perf_counter()


def resident_kib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return -1


def first_use():
    import phonenumbers
    number = phonenumbers.parse("+41 44 668 18 00", None)
    text = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    print(f"first_use_ms={(time.perf_counter() - START) * 1000:.3f}\t{text}")


def time_per_input(count, run_pass):
    rounds, start = 0, time.perf_counter()
    while True:
        run_pass()
        rounds += 1
        elapsed = time.perf_counter() - start
        if elapsed >= 1.0:
            return elapsed * 1e9 / (rounds * count)


def main(path):
    baseline = resident_kib()
    import phonenumbers
    from phonenumbers import PhoneMetadata, PhoneNumberFormat
    for region in phonenumbers.SUPPORTED_REGIONS:  # metadata loads lazily: load it all, as C++ does
        PhoneMetadata.metadata_for_region(region)
    for code in phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS:
        PhoneMetadata.metadata_for_nongeo_region(code)
    loaded = resident_kib()
    with open(path, encoding="utf-8", newline="\n") as source:
        inputs = [tuple(line.rstrip("\n").rpartition("\t")[::2]) for line in source]
    parse, fmt = phonenumbers.parse, phonenumbers.format_number
    styles = (PhoneNumberFormat.E164, PhoneNumberFormat.INTERNATIONAL, PhoneNumberFormat.NATIONAL)
    checksum = 0

    def parse_pass():
        nonlocal checksum
        for text, region in inputs:
            try:
                parse(text, region)
                checksum += 1
            except phonenumbers.NumberParseException:
                pass

    def format_pass():
        nonlocal checksum
        for text, region in inputs:
            try:
                number = parse(text, region)
            except phonenumbers.NumberParseException:
                continue
            for style in styles:
                checksum += len(fmt(number, style))

    parse_ns = time_per_input(len(inputs), parse_pass)
    format_ns = time_per_input(len(inputs), format_pass)
    print(f"inputs={len(inputs)}\tparse_ns={parse_ns:.1f}\tparse_format3_ns={format_ns:.1f}"
          f"\tmetadata_rss_kib={loaded - baseline}\tchecksum={checksum}")


if __name__ == "__main__":
    if sys.argv[1:] == ["--first"]:
        first_use()
    elif len(sys.argv) == 2:
        main(sys.argv[1])
    else:
        sys.exit("usage: phone_bench.py INPUTS.tsv | --first")
