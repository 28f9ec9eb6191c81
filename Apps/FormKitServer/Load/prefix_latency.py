#!/usr/bin/env python3
"""Each prefix alone: every distinct prefix of scale_bench.py's draw, searched REPEATS times by one keep-alive
client on a server of its own over an imported database, slowest first. Where scale_bench.py's p99 by length says
which length is slow, this says which prefixes, without four clients' queueing in the figure.

usage: python3 Apps/FormKitServer/Load/prefix_latency.py FORMKIT_SERVER DATABASE [REPEATS]
       (DATABASE: a SQLite file or a postgres:// URL that `formkit-server import` filled)
"""
import http.client
import random
import statistics
import sys
import tempfile
import time
import urllib.parse

import scale_bench as bench


def main():
    binary, database = sys.argv[1], sys.argv[2]
    repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    bench.BINARY, bench.WORK = binary, tempfile.mkdtemp(prefix="prefix-latency.")
    prefixes = sorted(set(bench.typed_prefixes(random.Random(7))))
    server = bench.Server(database)
    try:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        medians = {}
        for prefix in prefixes:
            samples = []
            for _ in range(repeats + 1):  # the first one warms the caches and is left out
                started = time.perf_counter()
                connection.request("GET", f"/api/contacts?prefix={urllib.parse.quote(prefix)}")
                response = connection.getresponse()
                response.read()
                assert response.status == 200, (prefix, response.status)
                samples.append((time.perf_counter() - started) * 1000)
            medians[prefix] = statistics.median(samples[1:])
        connection.close()
    finally:
        server.stop()
    for length in bench.PREFIX_LENGTHS:
        of_length = [ms for prefix, ms in medians.items() if len(prefix) == length]
        print(f"{length} letters: {len(of_length)} prefixes, median of medians {statistics.median(of_length):.2f} ms, "
              f"slowest {max(of_length):.2f} ms")
    slowest = sorted(medians.items(), key=lambda item: -item[1])[:15]
    print("slowest:", ", ".join(f"{prefix} {ms:.2f}" for prefix, ms in slowest))


if __name__ == "__main__":
    main()
