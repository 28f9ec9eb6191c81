#!/usr/bin/env python3
"""Peer harness: Python phonenumbers' geocoder, carrier and time-zone mappers on the benchmark inputs,
measured as LookupBench.swift and lookup_bench.cc measure theirs (see scripts/bench-lookup).

    python3 lookup_bench.py inputs.txt LANG    # ns per lookup, resident memory
    python3 lookup_bench.py --first LANG       # time to the first description (imports included)
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


def time_per_input(count, run):
    """CPU time per input over at least a CPU second (the machine may be shared)."""
    rounds = 0
    start = time.process_time()
    while True:
        run()
        rounds += 1
        elapsed = time.process_time() - start
        if elapsed >= 1:
            return elapsed * 1e9 / (rounds * count)


def main():
    path, lang = sys.argv[1], sys.argv[2]
    import phonenumbers
    from phonenumbers import carrier, geocoder, timezone
    language, _, script = lang.partition("_")
    script = script or None
    if path == "--first":
        first = geocoder.description_for_number(phonenumbers.parse("+41446681800"), language, script)
        print(f"first_lookup_ms\t{(time.perf_counter() - START) * 1e3:.3f}\t{first}")
        again = time.perf_counter()
        second = geocoder.description_for_number(phonenumbers.parse("+4989123456"), "fr")
        print(f"first_lookup_new_language_ms\t{(time.perf_counter() - again) * 1e3:.3f}\t{second}")
        return
    with open(path) as source:
        numbers = [phonenumbers.parse(line.strip()) for line in source if line.strip()]
    print(f"numbers\t{len(numbers)}")
    describe = time_per_input(len(numbers), lambda: [geocoder.description_for_number(n, language, script) for n in numbers])
    name = time_per_input(len(numbers), lambda: [carrier.name_for_number(n, language, script) for n in numbers])
    zones = time_per_input(len(numbers), lambda: [timezone.time_zones_for_number(n) for n in numbers])
    print(f"description_ns\t{describe:.1f}")
    print(f"carrier_ns\t{name:.1f}")
    print(f"time_zones_ns\t{zones:.1f}")
    print(f"resident_kib\t{resident_kib()}")


if __name__ == "__main__":
    main()
