#!/usr/bin/env python3
"""Turns the three harnesses' key=value lines into the BENCHMARKS.md table with ratios.

    python3 report.py formkit.txt cpp.txt python.txt
Each file holds the harness's main line, then its `--first` lines (one per process run).
"""

import statistics
import sys

NAMES = ["FormKit PhoneNumbers (Swift)", "C++ libphonenumber 8.12.57", "Python phonenumbers 9.0.43"]


def read(path):
    main, firsts = {}, []
    with open(path) as source:
        for line in source:
            fields = dict(f.split("=", 1) for f in line.split("\t") if "=" in f)
            if "first_use_ms" in fields:
                firsts.append(float(fields["first_use_ms"]))
            elif "parse_ns" in fields:
                main = fields
    main["first_use_ms"] = statistics.median(firsts) if firsts else float("nan")
    return main


def main(paths):
    rows = [read(p) for p in paths]
    ours = rows[0]
    print(f"inputs: {ours['inputs']} numbers\n")
    print("| implementation | parse (numbers/s) | parse + E.164/intl/national (numbers/s) "
          "| FormKit is N× faster (parse + 3 formats) | first number (ms, median of 5) "
          "| process RSS growth while loading every plan (KiB) | metadata resident (KiB) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, row in zip(NAMES, rows):
        parse = 1e9 / float(row["parse_ns"])
        both = 1e9 / float(row["parse_format3_ns"])
        ratio = float(row["parse_format3_ns"]) / float(ours["parse_format3_ns"])
        print(f"| {name} | {parse:,.0f} | {both:,.0f} | {ratio:.1f}× | {row['first_use_ms']:.2f} "
              f"| {row['metadata_rss_kib']} | {metadata(row)} |")


def metadata(row):
    """Anonymous memory (heap) added by decoding every plan plus all the metadata literals, where the
    harness measures it (see BENCHMARKS.md)."""
    if "metadata_kib" not in row:
        return "n/a"
    return f"{row['metadata_kib']} ({row['metadata_anon_kib']} heap + {row['metadata_static_kib']} literals)"


if __name__ == "__main__":
    main(sys.argv[1:])
