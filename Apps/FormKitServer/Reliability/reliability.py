"""The app under attack and under faults (scripts/test.d/55-app-reliability.sh), on SQLite and, when
scripts/with-postgres runs it, on PostgreSQL too. Prints each check, the figures, and "N passed, M failed".

    python3 reliability.py BINARY ARTIFACTS_DIR
"""
import os
import sys
import tempfile
import time

import contract_fuzz
import crash_safety
import outage
import shutdown
import web_defences
from support import PostgresCluster, Server, Tally

HEADER_TIMEOUT, BODY_TIMEOUT = 8, 4
DEADLINES = ["--header-timeout", str(HEADER_TIMEOUT), "--body-timeout", str(BODY_TIMEOUT)]


def fuzz_contracts(binary, artifacts, tally, figures, stores):
    """schemathesis on each store's server at the same time: two processes of two minutes on two cores."""
    print("== schemathesis, " + " and ".join(label for label, _ in stores) + " side by side", flush=True)
    servers = []
    try:
        for label, new_database in stores:
            servers.append((label, Server(binary, new_database(), artifacts, *DEADLINES)))
        for label, fuzzed in contract_fuzz.side_by_side(servers, tally, artifacts).items():
            figures[label]["schemathesis"] = fuzzed
    finally:
        for _, server in servers:
            server.stop()


def run_store(label, binary, artifacts, tally, figures, new_database, cluster=None, fault_file=None):
    print(f"== {label}", flush=True)
    server = Server(binary, new_database(), artifacts, *DEADLINES)
    try:
        figures[label]["csrf"] = web_defences.csrf(server, tally)
        figures[label]["headers"] = web_defences.headers(server, tally)
        figures[label]["slow"] = web_defences.slow_clients(server, tally, header_timeout=HEADER_TIMEOUT, body_timeout=BODY_TIMEOUT)
    finally:
        server.stop()

    # The server's own deadlines, on a database of its own: the shutdown check holds its upload's last rows
    # back until the first 20,000 are in, which on PostgreSQL under load takes longer than the slow-client
    # checks' 4 s body deadline (the connection was closed unanswered).
    server = Server(binary, new_database(), artifacts)
    try:
        figures[label]["shutdown"] = shutdown.run(server, tally)
    finally:
        server.stop()

    server = Server(binary, new_database(), artifacts)
    try:
        figures[label]["crash"] = crash_safety.run(server, tally)
    finally:
        server.stop()

    # The SQLite fault switch is a test double: the server with the doubles (Tests/ServerUnderTest) runs it.
    flags = ["--test-fault-file", fault_file] if fault_file else []
    server = Server(os.environ["FORMKIT_SERVER_UNDER_TEST"] if fault_file else binary, new_database(), artifacts, *flags)
    try:
        figures[label]["outage"] = outage.sqlite(server, fault_file, tally) if fault_file else outage.postgres(server, cluster, tally)
        tally.check(server.terminate() == 0, f"outage ({label}): the server shuts down cleanly afterwards")
    finally:
        server.stop()


def print_figures(figures):
    print("== figures")
    for label, f in figures.items():
        if "schemathesis" in f:
            s = f["schemathesis"]
            print(f"{label}: schemathesis {s['operations']} operations, {s['examples']} examples, {s['failures']} failures ({s['seconds']:.0f} s)")
        if "crash" in f:
            c = f["crash"]
            print(f"{label}: crash safety {c['cycles']} SIGKILL cycles, {c['acknowledged']} acknowledged writes checked "
                  f"({c['checked']} row checks), lost {c['lost']}, half-written {c['half']} ({c['in_flight']} writes in flight at a kill)")
        if "csrf" in f:
            c = f["csrf"]
            print(f"{label}: CSRF {c['operations']} mutating operations: form posts refused {c['form']}, cross-origin refused {c['cross']}")
        if "headers" in f:
            print(f"{label}: headers checked on {f['headers']['checked']} of {f['headers']['pages']} pages")
        if "slow" in f:
            s = f["slow"]
            print(f"{label}: {s['held']} slow and {s['idle']} idle connections held while {s['full']} of {s['requests']} requests on fresh connections got their whole answer")
        if "shutdown" in f:
            s = f["shutdown"]
            print(f"{label}: SIGTERM exit {s['exit']} after {s['seconds']:.2f} s, the upload in flight imported {s['imported']} rows")
        for fault, (found, seconds, refused_in, later) in f.get("outage", {}).items():
            statuses = ", ".join(f"{k} {v}" for k, v in found.items())
            recovered = f"{seconds:.2f} s" if seconds is not None else "never"
            print(f"{label}: outage {fault}: {statuses} (the first write's 503 came in {refused_in:.2f} s, "
                  f"the reads after it in {later:.2f} s each on average); "
                  f"recovered {recovered} after it cleared")


def main():
    binary, artifacts = sys.argv[1], sys.argv[2]
    os.makedirs(artifacts, exist_ok=True)
    tally = Tally()
    figures = {}
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="formkit-reliability-") as scratch:
        counter = iter(range(1_000))
        new_sqlite = lambda: os.path.join(scratch, f"app-{next(counter)}.sqlite")
        cluster = PostgresCluster() if PostgresCluster.available() else None
        stores = [("SQLite", new_sqlite)] + ([("PostgreSQL", cluster.new_database)] if cluster else [])
        figures.update({label: {} for label, _ in stores})
        fuzz_contracts(binary, artifacts, tally, figures, stores)
        run_store("SQLite", binary, artifacts, tally, figures, new_sqlite, fault_file=os.path.join(scratch, "fault"))
        if cluster:
            run_store("PostgreSQL", binary, artifacts, tally, figures, cluster.new_database, cluster=cluster)
        else:
            tally.check(False, "PostgreSQL: no cluster (run under scripts/with-postgres)")
    print_figures(figures)
    print(f"reliability stage took {time.monotonic() - started:.0f} s")
    print(tally.line())
    return 0 if tally.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
