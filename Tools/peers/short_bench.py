#!/usr/bin/env python3
"""Peer harness: Python phonenumbers' shortnumberinfo on the short-number benchmark inputs, measured
like short_bench.cc (see scripts/bench-short).

    python3 short_bench.py inputs.tsv     # nanoseconds per check, one figure per question
"""

import sys
import time

import phonenumbers
from phonenumbers import shortnumberinfo as info


def time_per_input(count, run_pass):
    rounds, start = 0, time.perf_counter()
    while True:
        run_pass()
        rounds += 1
        elapsed = time.perf_counter() - start
        if elapsed >= 1.0:
            return elapsed * 1e9 / (rounds * count)


def main(path):
    inputs = []
    with open(path, encoding="utf-8", newline="\n") as source:
        for line in source:
            text, tab, region = line.rstrip("\n").rpartition("\t")
            text, region = (text, region) if tab else (region, "ZZ")
            try:
                inputs.append((text, region, phonenumbers.parse(text, None if region == "ZZ" else region)))
            except phonenumbers.NumberParseException:
                pass
    checks = {
        "possible": lambda t, r, n: info.is_possible_short_number_for_region(n, r),
        "valid": lambda t, r, n: info.is_valid_short_number_for_region(n, r),
        "cost": lambda t, r, n: info.expected_cost_for_region(n, r),
        "carrier": lambda t, r, n: info.is_carrier_specific_for_region(n, r),
        "sms": lambda t, r, n: info.is_sms_service_for_region(n, r),
        "emergency": lambda t, r, n: info.is_emergency_number(t, r),
        "connects": lambda t, r, n: info.connects_to_emergency_number(t, r),
    }
    fields = [f"inputs={len(inputs)}"]
    for name, check in checks.items():
        ns = time_per_input(len(inputs), lambda: [check(t, r, n) for t, r, n in inputs])
        fields.append(f"{name}_ns={ns:.1f}")
    print("\t".join(fields))


if __name__ == "__main__":
    main(sys.argv[1])
