#!/usr/bin/env python3
"""Turns the three short-number harnesses' key=value lines into the BENCHMARKS.md tables with ratios.

    python3 short_report.py formkit.txt cpp.txt python.txt
"""

import sys

CHECKS = [
    ("possible", "is possible for region"), ("valid", "is valid for region"), ("cost", "expected cost for region"),
    ("carrier", "is carrier specific for region"), ("sms", "is SMS service for region"),
    ("emergency", "is emergency number (text)"), ("connects", "connects to emergency number (text)"),
]


def read(path):
    with open(path) as source:
        for line in source:
            fields = dict(f.split("=", 1) for f in line.rstrip("\n").split("\t") if "=" in f)
            if "valid_ns" in fields:
                return fields
    sys.exit(f"short_report: no result line in {path}")


def main(paths):
    ours, cpp, python = (read(p) for p in paths)
    print(f"inputs: FormKit {ours['inputs']}, C++ {cpp['inputs']}, Python {python['inputs']} parsed numbers\n")
    print("| check (ns per number) | FormKit (Swift) | C++ libphonenumber 8.12.57 | Python phonenumbers 9.0.43 "
          "| FormKit is N× faster than C++ | than Python |")
    print("|---|---:|---:|---:|---:|---:|")
    for key, name in CHECKS:
        a, b, c = (float(row[f"{key}_ns"]) for row in (ours, cpp, python))
        print(f"| {name} | {a:,.0f} | {b:,.0f} | {c:,.0f} | **{b / a:.1f}×** | {c / a:.0f}× |")
    print(f"\nmetadata resident (KiB): core (main plans, no short-number question asked) {ours['core_kib']} "
          f"({ours['core_anon_kib']} heap + {ours['core_static_kib']} literals), short-number plans loaded by it: "
          f"{ours['short_plans_loaded_by_core']}; every short-number plan {ours['short_kib']} "
          f"({ours['short_anon_kib']} heap + {ours['short_static_kib']} literals)")


if __name__ == "__main__":
    main(sys.argv[1:])
