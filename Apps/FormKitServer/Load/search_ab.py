#!/usr/bin/env python3
"""Two formkit-server builds on one PostgreSQL database, alternately: the prefix search and first page as
scale_bench.py measures them (its contacts and prefixes, 4 keep-alive clients, 2,000 requests each), and the
server's CPU time a request. For a change to the search whose gain is smaller than a spell's swing: each round
starts both builds in turn (the other order the next round) on the same imported rows.

usage: FORMKIT_POSTGRES_DURABLE=1 scripts/with-postgres \
         python3 Apps/FormKitServer/Load/search_ab.py OLD_BINARY NEW_BINARY WORK_DIR COUNT [ROUNDS]
"""
import os
import random
import subprocess
import sys
import urllib.parse

import scale_bench as bench


def cpu_seconds(pid):
    """User and system time of a process so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    old, new, work, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    rounds = int(sys.argv[5]) if len(sys.argv) > 5 else 4
    bench.WORK, bench.COUNT, bench.BINARY = work, count, old
    csv = os.path.join(work, f"contacts-{count}.csv")
    if not os.path.exists(csv):
        bench.generate(csv)
    admin = os.environ["FORMKIT_TEST_POSTGRES_URL"]
    database = admin.rsplit("/", 1)[0] + "/formkit_search_ab"
    subprocess.run(["psql", admin, "-qc", "CREATE DATABASE formkit_search_ab"], check=True)
    subprocess.run([old, "import", "--database", database, csv], check=True, capture_output=True)
    subprocess.run(["psql", database, "-qc", "VACUUM ANALYZE"], check=True)
    prefixes = bench.typed_prefixes(random.Random(7))
    search = [f"/api/contacts?prefix={urllib.parse.quote(prefix)}" for prefix in prefixes]
    first = ["/api/contacts"] * bench.REQUESTS
    for index in range(rounds):
        builds = [("old", old), ("new", new)]
        for name, binary in builds if index % 2 == 0 else reversed(builds):
            bench.BINARY = binary
            server = bench.Server(database)
            try:
                bench.latencies(server, search[:300])
                cells = []
                for label, paths in (("search", search), ("first page", first)):
                    before = cpu_seconds(server.process.pid)
                    found = bench.latencies(server, paths)
                    spent = (cpu_seconds(server.process.pid) - before) * 1000 / len(paths)
                    cells.append(f"{label} p50 {bench.percentile(found, .5):.1f} / p99 {bench.percentile(found, .99):.1f} ms,"
                                 f" server CPU {spent:.2f} ms a request")
                print(f"{name}: " + "; ".join(cells) + f" (load {os.getloadavg()[0]:.1f})", flush=True)
            finally:
                server.stop()


if __name__ == "__main__":
    main()
