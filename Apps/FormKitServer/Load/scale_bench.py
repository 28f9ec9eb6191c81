#!/usr/bin/env python3
"""The app at scale (scripts/bench-app-scale): import, search, first page, events and memory on SQLite and
PostgreSQL. Every request goes to a server this script started on loopback; every loop is bounded.

usage: scale_bench.py FORMKIT_SERVER WORK_DIR COUNT   (FORMKIT_TEST_POSTGRES_URL names the cluster)
"""
import http.client
import json
import os
import random
import socket
import subprocess
import sys
import threading
import time
import urllib.parse

BINARY, WORK, COUNT = "formkit-server", ".", 0  # main() sets them from the command line
REQUESTS, CLIENTS, EVENTS = 2000, 4, 200

FIRST = ["Ada", "Grace", "Hana", "Siobhan", "Jean", "Lukas", "Amara", "Bjorn", "Chen", "Dalia", "Emeka", "Farah",
         "Goran", "Ines", "Jonas", "Kaito", "Leila", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sven",
         "Tariq", "Ursula", "Vera", "Wen", "Ximena", "Yusuf", "Zofia", "Anouk", "Bram", "Celine", "Dario", "Elif"]
LAST = ["Whitfield", "Okafor", "Sato", "O'Neill", "Moreau", "Becker", "Nakamura", "Rossi", "Kowalski", "Haddad",
        "Lindqvist", "Fernandes", "Novak", "Osei", "Petrov", "Quispe", "Rahman", "Schmidt", "Tanaka", "Urquhart",
        "Varga", "Weiss", "Xu", "Yilmaz", "Zhang", "Abara", "Brennan", "Castillo", "Dubois", "Eriksen"]
# Extra surnames make the name keys many and varied: two syllables from these, e.g. "Kelmar", "Dovrin".
SYLLABLES = ["kel", "mar", "dov", "rin", "sal", "ten", "bor", "vik", "lan", "tus", "mer", "dal", "fin", "gor",
             "hal", "jor", "kas", "lem", "nor", "pel", "ras", "sor", "tam", "val", "wen", "yor", "zan", "bel"]


def generate(path):
    rng = random.Random(42)
    with open(path, "w", encoding="utf-8") as out:
        out.write("name,country,city,phone\n")
        for index in range(COUNT):
            last = rng.choice(LAST) if index % 2 else (rng.choice(SYLLABLES) + rng.choice(SYLLABLES)).capitalize()
            name = f"{rng.choice(FIRST)} {last}"
            out.write(f"{name},GB,London,+44 20 7{index % 1000:03d} {index // 1000 % 10000:04d}\n")


PREFIX_LENGTHS = (1, 2, 3, 4)


def typed_prefixes(rng):
    """REQUESTS prefixes as people start typing a name: 1, 2, 3 and 4 letters in equal shares, each the start of
    the first or the last word of a name drawn as the generator draws them, in lower or title case."""
    prefixes = []
    for index in range(REQUESTS):
        last = rng.choice(LAST) if rng.random() < 0.5 else (rng.choice(SYLLABLES) + rng.choice(SYLLABLES)).capitalize()
        prefix = rng.choice([rng.choice(FIRST), last])[:PREFIX_LENGTHS[index % len(PREFIX_LENGTHS)]]
        prefixes.append(prefix if rng.random() < 0.5 else prefix.lower())
    rng.shuffle(prefixes)
    return prefixes


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    def __init__(self, database):
        self.port = free_port()
        self.log = open(os.path.join(WORK, f"server.{self.port}.log"), "w")
        self.process = subprocess.Popen([BINARY, "--port", str(self.port), "--database", database],
                                        stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                self.request("GET", "/api/capabilities")
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("formkit-server did not start")

    def request(self, method, path, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        connection.request(method, path, body=None if body is None else json.dumps(body),
                           headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        data = response.read()
        connection.close()
        return response.status, json.loads(data) if data else None

    def resident_mib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            fields = dict(line.split(":", 1) for line in status)
        return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def latencies(server, paths):
    """Each path once, by CLIENTS keep-alive connections in parallel; milliseconds per request, in no order."""
    return [ms for _, ms in timed(server, paths)]


def timed(server, paths):
    """Each path once, by CLIENTS keep-alive connections in parallel; (path, milliseconds) per request."""
    results, lock = [], threading.Lock()
    chunks = [paths[i::CLIENTS] for i in range(CLIENTS)]

    def run(chunk):
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        mine = []
        for path in chunk:
            started = time.perf_counter()
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            assert response.status == 200, (path, response.status)
            mine.append((path, (time.perf_counter() - started) * 1000))
        connection.close()
        with lock:
            results.extend(mine)

    threads = [threading.Thread(target=run, args=(chunk,)) for chunk in chunks]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def event_latencies(writer, reader):
    """PATCH on `writer`, time until `reader`'s /api/events stream carries it; milliseconds."""
    stream = socket.create_connection(("127.0.0.1", reader.port), timeout=10)
    stream.sendall(b"GET /api/events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n")
    buffer = b""
    results = []
    _, page = writer.request("GET", "/api/contacts?limit=1")
    contact = page["contacts"][0]
    version = contact["version"]
    time.sleep(0.5)
    for index in range(EVENTS):
        started = time.perf_counter()
        status, saved = writer.request("PATCH", f"/api/contacts/{contact['id']}",
                                       {"version": version, "city": f"Bench {'abcdefghij'[index % 10]}"})
        assert status == 200, (status, saved)
        version = saved["version"]
        marker = f'"version":{version}'.encode()
        while marker not in buffer:
            chunk = stream.recv(65536)
            if not chunk:
                raise RuntimeError("the event stream closed")
            buffer += chunk
        results.append((time.perf_counter() - started) * 1000)
        buffer = buffer[buffer.index(marker):]
    stream.close()
    return results


def measure(store, database, csv, second_instance):
    row = {"store": store}
    started = time.perf_counter()
    done = subprocess.run([BINARY, "import", "--database", database, csv], capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    row["import"] = f"{done.stdout.strip().splitlines()[-1]} in {seconds:.1f} s = {COUNT / seconds:,.0f} rows/s"
    a = Server(database)
    b = Server(database) if second_instance else a
    try:
        rng = random.Random(7)
        prefixes = typed_prefixes(rng)
        search = [f"/api/contacts?prefix={urllib.parse.quote(prefix)}" for prefix in prefixes]
        letters = {path: len(prefix) for path, prefix in zip(search, prefixes)}
        latencies(a, search[:200])  # warm up
        found = [(letters[path], ms) for path, ms in timed(a, search)]
        first = latencies(a, ["/api/contacts"] * REQUESTS)
        events = event_latencies(a, b)
        rss, peak = a.resident_mib()
        every = [ms for _, ms in found]
        by_length = ", ".join(f"{n}: {percentile([ms for length, ms in found if length == n], .99):.1f}" for n in PREFIX_LENGTHS)
        row["search"] = f"p50 {percentile(every, .5):.1f} / p99 {percentile(every, .99):.1f} ms (p99 by letters {by_length})"
        row["first page"] = f"p50 {percentile(first, .5):.1f} / p99 {percentile(first, .99):.1f} ms"
        row["event"] = (f"p50 {percentile(events, .5):.1f} / p99 {percentile(events, .99):.1f} ms"
                        + (" (A -> B)" if second_instance else " (one instance)"))
        row["memory"] = f"{rss:.0f} MiB resident ({peak:.0f} MiB peak)"
    finally:
        a.stop()
        if b is not a:
            b.stop()
    print(f"  {store}: {row}", file=sys.stderr, flush=True)
    return row


def main():
    global BINARY, WORK, COUNT
    BINARY, WORK, COUNT = sys.argv[1], sys.argv[2], int(sys.argv[3])
    csv = os.path.join(WORK, "contacts.csv")
    started = time.perf_counter()
    generate(csv)
    print(f"generated {COUNT:,} contacts in {time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    admin = os.environ["FORMKIT_TEST_POSTGRES_URL"]
    subprocess.run(["psql", admin, "-qc", "CREATE DATABASE formkit_scale"], check=True)
    rows = [
        measure("SQLite", os.path.join(WORK, "scale.sqlite"), csv, second_instance=False),
        measure("PostgreSQL", admin.rsplit("/", 1)[0] + "/formkit_scale", csv, second_instance=True),
    ]
    columns = ["store", "import", "search", "first page", "event", "memory"]
    print(f"\n{COUNT:,} contacts; {REQUESTS} requests per latency, {CLIENTS} keep-alive clients; {EVENTS} events.\n")
    print("| " + " | ".join(columns) + " |")
    print("|" + " --- |" * len(columns))
    for row in rows:
        print("| " + " | ".join(row[c] for c in columns) + " |")


if __name__ == "__main__":
    main()
