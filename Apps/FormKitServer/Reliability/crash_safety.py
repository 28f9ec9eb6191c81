"""Crash safety: a bounded write load, SIGKILL at a random moment, restart, and every acknowledged write is
there with its acknowledged version while nothing unacknowledged is half-written."""
import http.client
import json
import random
import threading
import urllib.parse

from support import SESSION_COOKIES, json_body, letters, request

WORKERS = 4
COUNTRY_PHONES = [("GB", "020 7946 {:04d}"), ("US", "(201) 555-{:04d}"), ("DE", "030 {:07d}")]


class Ledger:
    """What one worker wrote: per row, the last acknowledged state and the one write in flight, if any."""

    def __init__(self, worker):
        self.worker = worker
        self.contacts = {}    # id -> acknowledged fields, with version
        self.slots = {}       # id -> acknowledged {"time", "version"}
        self.in_flight = None  # ("create", fields) | ("contact", id, fields) | ("slot", id, fields)
        self.acknowledged = 0
        self.serial = 0
        self.running = False  # whether its worker is still writing (it stops when the server dies)


def worker_loop(port, ledger, slot_ids, stop, rng, progress):
    """Writes until `stop` is set or the server dies; `progress` (a Condition) is notified at each acknowledgement."""
    connection = None
    while not stop.is_set():
        ledger.serial += 1
        n = ledger.worker * 100_000 + ledger.serial
        choice = rng.random()
        if choice < 0.4 or not ledger.contacts:
            country, pattern = COUNTRY_PHONES[n % len(COUNTRY_PHONES)]
            fields = {"name": f"Crash {letters(ledger.worker, 1)} {letters(n)}", "country": country,
                      "city": f"Town {letters(n, 3)}", "phone": pattern.format(n % 10_000 if country != "DE" else 1_000_000 + n)}
            ledger.in_flight = ("create", fields)
            method, path, body = "POST", "/api/contacts", fields
        elif choice < 0.75:
            contact_id = rng.choice(list(ledger.contacts))
            fields = {"city": f"Moved {letters(n, 4)}"}
            ledger.in_flight = ("contact", contact_id, fields)
            method, path, body = "PATCH", f"/api/contacts/{contact_id}", {"version": ledger.contacts[contact_id]["version"], **fields}
        else:
            slot_id = rng.choice(slot_ids)
            fields = {"time": f"{1 + n % 12}:{n % 60:02d} {'AM' if n % 2 else 'PM'}"}
            ledger.in_flight = ("slot", slot_id, fields)
            method, path, body = "PATCH", f"/api/schedule/{slot_id}", {"version": ledger.slots[slot_id]["version"], **fields}
        try:
            if connection is None:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            connection.request(method, path, body=json.dumps(body),
                               headers={"Content-Type": "application/json", "Cookie": SESSION_COOKIES[port]})
            response = connection.getresponse()
            data = json_body(response.read())
        except (OSError, http.client.HTTPException):
            # The server died (or the connection broke) before answering: this write is not acknowledged.
            with progress:
                ledger.running = False
                progress.notify_all()
            return
        kind = ledger.in_flight[0]
        ledger.in_flight = None
        if response.status in (200, 201) and data:
            with progress:
                ledger.acknowledged += 1
                progress.notify_all()
            if kind == "slot":
                ledger.slots[data["id"]] = {"time": data["time"], "version": data["version"]}
            else:
                ledger.contacts[data["id"]] = {k: data[k] for k in ("name", "country", "city", "phone", "version")}


def contact_by_name(port, name):
    """The stored contacts with exactly this name, found through the prefix index."""
    word = name.split()[-1]
    status, _, data = request("GET", port, "/api/contacts?limit=200&prefix=" + urllib.parse.quote(word))
    return [c for c in (json_body(data) or {}).get("contacts", []) if c["name"] == name] if status == 200 else None


def verify(port, ledgers, figures, tally_problems):
    """Checks the restarted server against every ledger; folds a write found in flight into the ledger."""
    _, _, schedule = request("GET", port, "/api/schedule")
    stored_slots = {row["id"]: row for section in json_body(schedule)["sections"] for row in section["rows"]}
    for ledger in ledgers:
        flight = ledger.in_flight
        for contact_id, known in ledger.contacts.items():
            figures["checked"] += 1
            status, _, data = request("GET", port, f"/api/contacts/{contact_id}")
            stored = json_body(data) if status == 200 else None
            if stored is None:
                figures["lost"] += 1
                tally_problems.append(f"contact {contact_id} acknowledged at version {known['version']} is gone")
                continue
            as_known = all(stored[k] == known[k] for k in known)
            if as_known:
                continue
            applied = flight and flight[0] == "contact" and flight[1] == contact_id and stored["version"] == known["version"] + 1 \
                and stored["city"] == flight[2]["city"] and all(stored[k] == known[k] for k in ("name", "country", "phone"))
            if applied:
                ledger.contacts[contact_id] = {**known, "city": stored["city"], "version": stored["version"]}
            elif stored["version"] < known["version"]:
                figures["lost"] += 1
                tally_problems.append(f"contact {contact_id}: version {stored['version']} < acknowledged {known['version']}")
            else:
                figures["half"] += 1
                tally_problems.append(f"contact {contact_id}: stored state is neither the acknowledged nor the one in flight")
        for slot_id, known in ledger.slots.items():
            figures["checked"] += 1
            stored = stored_slots.get(slot_id)
            if stored and stored["version"] == known["version"] and stored["time"] == known["time"]:
                continue
            in_flight = flight and flight[0] == "slot" and flight[1] == slot_id
            if stored and stored["version"] == known["version"] + 1 and in_flight:
                if stored["time"] != flight[2]["time"]:
                    figures["half"] += 1
                    tally_problems.append(f"slot {slot_id}: version {stored['version']} holds neither edit's time")
                ledger.slots[slot_id] = {"time": stored["time"], "version": stored["version"]}
            elif stored is None or stored["version"] < known["version"]:
                figures["lost"] += 1
                tally_problems.append(f"slot {slot_id} lost its acknowledged version {known['version']}")
            else:
                figures["half"] += 1
                tally_problems.append(f"slot {slot_id}: version {stored['version']} is neither acknowledged nor in flight")
                ledger.slots[slot_id] = {"time": stored["time"], "version": stored["version"]}
        if flight and flight[0] == "create":
            figures["in_flight"] += 1
            found = contact_by_name(port, flight[1]["name"])
            if found is None or len(found) > 1:
                figures["half"] += 1
                tally_problems.append(f"in-flight create {flight[1]['name']}: {found!r}")
            elif found:
                stored = found[0]
                if stored["version"] != 1 or stored["city"] != flight[1]["city"] or stored["country"] != flight[1]["country"]:
                    figures["half"] += 1
                    tally_problems.append(f"in-flight create {flight[1]['name']} is half-written")
                else:
                    ledger.contacts[stored["id"]] = {k: stored[k] for k in ("name", "country", "city", "phone", "version")}
        elif flight:
            figures["in_flight"] += 1
        ledger.in_flight = None


def run(server, tally, cycles=5, seed=20):
    """`cycles` rounds of load, SIGKILL after a random number of acknowledged writes, and restart; returns the figures."""
    rng = random.Random(seed)
    _, _, schedule = request("GET", server.port, "/api/schedule")
    slots = [row for section in json_body(schedule)["sections"] for row in section["rows"]]
    ledgers = [Ledger(worker) for worker in range(WORKERS)]
    owned = {w: [s["id"] for s in slots[w::WORKERS]] for w in range(WORKERS)}
    for ledger in ledgers:
        ledger.slots = {s["id"]: {"time": s["time"], "version": s["version"]} for s in slots if s["id"] in owned[ledger.worker]}
    figures = {"cycles": 0, "checked": 0, "lost": 0, "half": 0, "in_flight": 0, "acknowledged": 0}
    problems = []
    progress = threading.Condition()
    acknowledged = lambda: sum(l.acknowledged for l in ledgers)
    for cycle in range(cycles):
        stop = threading.Event()
        threads = [threading.Thread(target=worker_loop, args=(server.port, ledger, owned[ledger.worker], stop, random.Random(rng.random()), progress))
                   for ledger in ledgers]
        target = acknowledged() + rng.randint(50, 500)
        for ledger in ledgers:
            ledger.running = True
        for thread in threads:
            thread.start()
        with progress:
            # Waits for the writes, not for time (60 s is a hang guard); the kill then lands mid-load.
            progress.wait_for(lambda: acknowledged() >= target or not any(l.running for l in ledgers), timeout=60)
        server.kill()
        stop.set()
        for thread in threads:
            thread.join(timeout=15)
        server.start()
        verify(server.port, ledgers, figures, problems)
        figures["cycles"] += 1
    figures["acknowledged"] = sum(l.acknowledged for l in ledgers)
    # Control: the check must notice a row that is gone (here deleted through the API on purpose).
    victim = next((contact_id for ledger in ledgers for contact_id in ledger.contacts), None)
    control = {"checked": 0, "lost": 0, "half": 0, "in_flight": 0}
    if victim is not None:
        request("DELETE", server.port, f"/api/contacts/{victim}")
        verify(server.port, ledgers, control, [])
        for ledger in ledgers:
            ledger.contacts.pop(victim, None)
    for problem in problems[:10]:
        print("    " + problem)
    tally.check(figures["cycles"] == cycles and figures["acknowledged"] > 0,
                "crash safety: load ran and the server was killed", f"{figures['cycles']} SIGKILL cycles, {figures['acknowledged']} writes acknowledged")
    tally.check(figures["lost"] == 0, "crash safety: no acknowledged write lost", f"{figures['acknowledged']} acknowledged writes checked at the next restart "
                f"({figures['checked']} row checks, each row at its last acknowledged version), {figures['lost']} lost")
    tally.check(control["lost"] == 1, "crash safety: the check notices a missing row (a control row deleted on purpose)",
                f"{control['lost']} of 1 found missing")
    tally.check(figures["half"] == 0, "crash safety: nothing half-written", f"{figures['in_flight']} writes in flight at a kill, {figures['half']} half-written")
    return figures
