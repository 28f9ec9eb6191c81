"""Database outages at run time: writes answer 503 with the JSON error, reads that can be served are, nothing
crashes, and service resumes by itself once the fault clears."""
import os
import time

from support import json_body, letters, request

DB_READS = ["/api/contacts?limit=5", "/api/schedule", "/schedule"]
STATIC_READS = ["/api/capabilities", "/contacts/new", "/static/api.js", "/openapi.json", "/api/suggestions/countries?text=Germ"]


def new_contact(n):
    return {"name": f"Outage {letters(n)}", "country": "GB", "city": "Leeds", "phone": "020 7946 0958"}


def write(server, n):
    """Adds a contact; the status and body."""
    status, _, body = request("POST", server.port, "/api/contacts", body=new_contact(n), timeout=30)
    return status, body


def first_slot(server):
    """A schedule row, read before the fault."""
    _, _, schedule = request("GET", server.port, "/api/schedule", timeout=30)
    return (json_body(schedule) or {}).get("sections", [{}])[0].get("rows", [])


def statuses(server, n, rows):
    """The statuses of a write, a schedule edit, and every read, during the fault."""
    started = time.monotonic()
    created, write_body = write(server, n)
    found = {"POST /api/contacts": created}
    error = json_body(write_body) or {}
    error["seconds"] = time.monotonic() - started
    if rows:
        found["PATCH /api/schedule"], _, _ = request("PATCH", server.port, f"/api/schedule/{rows[0]['id']}",
                                                     body={"version": rows[0]["version"], "time": "6:15 AM"}, timeout=30)
    later = time.monotonic()
    for path in DB_READS + STATIC_READS:
        found[f"GET {path}"], _, _ = request("GET", server.port, path, timeout=30)
    error["later_seconds"] = (time.monotonic() - later) / len(DB_READS + STATIC_READS)
    return found, error


def recovery(server, cleared_at, n, limit=60):
    """Seconds from the fault clearing to the first acknowledged write (None after `limit`, a hang guard)."""
    while time.monotonic() - cleared_at < limit:
        if write(server, n)[0] == 201:
            return time.monotonic() - cleared_at
        time.sleep(0.05)  # the interval of the wait for the first acknowledged write
    return None


def refused_write(server, n, limit=60):
    """Writes until one is refused with 503, the fault then in force: the switch reads its file every 100 ms,
    and a full file first takes the rows that fit in its free pages. False after `limit` s (a hang guard)."""
    started = time.monotonic()
    while time.monotonic() - started < limit:
        if write(server, n)[0] == 503:
            return True
    return False


def judge(server, tally, label, found, error, db_reads_served, in_place_may_succeed=False):
    """A full file still takes an edit that needs no new page (`in_place_may_succeed`): that is SQLite's
    behaviour on a full disk, and the edit is then really saved (200), never half-done."""
    expected_reads = STATIC_READS + (DB_READS if db_reads_served else [])
    writes = {k: v for k, v in found.items() if not k.startswith("GET")}
    allowed = lambda k: (503, 200) if in_place_may_succeed and k.startswith("PATCH") else (503,)
    tally.check(all(v in allowed(k) for k, v in writes.items()) and writes.get("POST /api/contacts") == 503
                and "error" in error and "7946" not in error.get("error", ""),
                f"outage ({label}): writes answer 503 with the JSON error", ", ".join(f"{k} {v}" for k, v in writes.items()))
    reads = {k: v for k, v in found.items() if k.startswith("GET")}
    served = [p for p in expected_reads if reads.get(f"GET {p}") == 200]
    others = {k: v for k, v in reads.items() if k[4:] not in expected_reads}
    tally.check(len(served) == len(expected_reads) and all(v == 503 for v in others.values()),
                f"outage ({label}): reads that can be served are", ", ".join(f"{k} {v}" for k, v in reads.items()))
    tally.check(server.process.poll() is None, f"outage ({label}): the server is still running")


def sqlite(server, fault_file, tally):
    """The SQLite file read-only, then full (PRAGMA max_page_count), through the test fault switch."""
    results = {}
    for n, fault in enumerate(["read-only", "full"]):
        rows = first_slot(server)
        with open(fault_file, "w") as f:
            f.write(fault)
        refused = refused_write(server, 1_000 + n)
        tally.check(refused, f"outage (SQLite {fault}): the fault takes hold",
                    "a write answered 503" if refused else "no write answered 503 within a minute")
        found, error = statuses(server, 10 + n, rows)
        judge(server, tally, f"SQLite {fault}", found, error, db_reads_served=True, in_place_may_succeed=fault == "full")
        os.remove(fault_file)
        cleared = time.monotonic()
        seconds = recovery(server, cleared, 20 + n)
        tally.check(seconds is not None, f"outage (SQLite {fault}): writes resume by themselves",
                    f"first acknowledged write {seconds:.2f} s after the fault cleared" if seconds is not None else "never")
        results[fault] = (found, seconds, error["seconds"], error["later_seconds"])
    return results


def postgres(server, cluster, tally):
    """The PostgreSQL server stopped, then started again."""
    rows = first_slot(server)
    cluster.stop()
    found, error = statuses(server, 30, rows)
    judge(server, tally, "PostgreSQL stopped", found, error, db_reads_served=False)
    cluster.start()
    cleared = time.monotonic()
    seconds = recovery(server, cleared, 31)
    tally.check(seconds is not None, "outage (PostgreSQL stopped): writes resume by themselves",
                f"first acknowledged write {seconds:.2f} s after the server started again" if seconds is not None else "never")
    return {"stopped": (found, seconds, error["seconds"], error["later_seconds"])}
