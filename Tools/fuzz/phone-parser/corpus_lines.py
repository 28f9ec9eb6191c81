#!/usr/bin/env python3
"""Turns the fuzzer's corpus into `input<TAB>REGION` lines for the oracle comparison.

Each corpus file is one fuzz input: a region selector byte, then UTF-8 text (see
PhoneParserFuzz.swift). Files that are not valid UTF-8, or that hold a tab or a line break,
cannot be written as one corpus line and are skipped.

    python3 corpus_lines.py .build/phone-fuzz/corpus > lines.txt
"""

import os
import sys

import phonenumbers

REGIONS = sorted(phonenumbers.SUPPORTED_REGIONS)  # the order of PhoneNumbering.supportedRegions


def main(directory):
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
    for name in sorted(os.listdir(directory)):
        with open(os.path.join(directory, name), "rb") as source:
            data = source.read()
        if not data:
            continue
        region = "ZZ" if data[0] == 0 else REGIONS[data[0] % len(REGIONS)]
        try:
            text = data[1:].decode("utf-8")
        except UnicodeDecodeError:
            continue
        if not any(c in text for c in "\t\n\r"):
            out.write(f"{text}\t{region}\n")
    out.flush()


if __name__ == "__main__":
    main(sys.argv[1])
