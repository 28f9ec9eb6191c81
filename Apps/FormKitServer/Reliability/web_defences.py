"""Web defences against a running server: form-post CSRF and cross-origin calls refused on every mutating
operation of the OpenAPI document, the security headers on every page, and slow clients that hold
hundreds of connections without stopping anyone else."""
import re
import selectors
import socket
import time

from support import json_body, request

FORM_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=formkit"]
PAGES = ["/", "/contacts", "/contacts/new", "/schedule"]


def mutating_operations(port):
    """Every non-GET operation of /openapi.json, with its path parameters filled in with 1."""
    _, _, data = request("GET", port, "/openapi.json")
    operations = []
    for path, item in json_body(data)["paths"].items():
        for method in item:
            if method in ("post", "put", "patch", "delete"):
                operations.append((method.upper(), re.sub(r"\{[^}]+\}", "1", path)))
    return sorted(operations)


def csrf(server, tally):
    operations = mutating_operations(server.port)
    _, _, before = request("GET", server.port, "/api/contacts?limit=200")
    form_refused = cross_refused = 0
    for method, path in operations:
        for form_type in FORM_TYPES:
            status, headers, data = request(method, server.port, path, body="name=Mallory&city=x", headers={"Content-Type": form_type})
            form_refused += status == 415 and "error" in (json_body(data) or {})
        body_type = "text/csv" if path.endswith("/import") else "application/json"
        for origin in ("http://evil.example", f"http://127.0.0.1:{server.port + 1}", "null"):
            status, _, data = request(method, server.port, path, body="{}", headers={"Content-Type": body_type, "Origin": origin})
            cross_refused += status == 403 and "error" in (json_body(data) or {})
    _, _, after = request("GET", server.port, "/api/contacts?limit=200")
    tally.check(form_refused == len(operations) * len(FORM_TYPES), "CSRF: form content types refused with 415",
                f"{form_refused} of {len(operations) * len(FORM_TYPES)} ({len(operations)} mutating operations x {len(FORM_TYPES)} types)")
    tally.check(cross_refused == len(operations) * 3, "CSRF: cross-origin requests refused with 403",
                f"{cross_refused} of {len(operations) * 3} ({len(operations)} mutating operations x 3 origins)")
    tally.check(json_body(before) == json_body(after), "CSRF: nothing changed by the refused requests")
    status, _, _ = request("POST", server.port, "/api/validate", body={"field": "city", "value": "Leeds"},
                           headers={"Origin": server.base})
    tally.check(status == 200, "CSRF: a same-origin JSON call still passes", f"status {status}")
    return {"operations": len(operations), "form": form_refused, "cross": cross_refused}


def headers(server, tally):
    checked = 0
    for page in PAGES:
        status, got, body = request("GET", server.port, page)
        policy = got.get("content-security-policy", "")
        text = body.decode("utf-8", "replace")
        inline_scripts = len(re.findall(r"<script(?![^>]*\ssrc=)", text))
        handlers = re.findall(r"\son[a-z]+\s*=", text)
        ok = (status == 200 and "script-src 'self'" in policy and "unsafe-inline" not in policy
              and "frame-ancestors 'none'" in policy and got.get("x-content-type-options") == "nosniff"
              and got.get("referrer-policy") == "same-origin" and inline_scripts == 0 and not handlers)
        checked += ok
        tally.check(ok, f"headers: {page}", f"CSP {policy!r}" if not ok else "CSP, nosniff, same-origin, no inline script")
    return {"pages": len(PAGES), "checked": checked}


def slow_clients(server, tally, slow=500, idle_count=200, header_timeout=8.0, body_timeout=4.0, normal_requests=10):
    """`slow` connections trickle headers, `idle_count` more send nothing and 50 more trickle a body, while a
    normal client asks for a page of contacts `normal_requests` times, each on a fresh connection."""
    page = "/api/contacts?limit=20"
    status, _, data = request("GET", server.port, page)
    expected = contacts_page(data)
    tally.check(status == 200 and len(expected) > 0, "slow clients: the normal client's page, before them",
                f"status {status}, {len(expected)} contacts")
    cookie = f"Cookie: {server.cookie}\r\n".encode()  # signed in, as every check
    sockets = []
    for index in range(slow):
        s = socket.create_connection(("127.0.0.1", server.port))
        s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + cookie)
        sockets.append(s)
    idle = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(idle_count)]  # send nothing at all
    bodies = []
    for index in range(50):
        s = socket.create_connection(("127.0.0.1", server.port))
        s.sendall(b"POST /api/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" + cookie
                  + b"Content-Length: 4000\r\n\r\n{")
        bodies.append(s)
    opened = time.monotonic()
    full_answers = 0
    for _ in range(normal_requests):
        trickle(sockets, bodies)
        try:
            # The timeout is a hang guard: the check below that the slow clients are still held shows that
            # these answers came while they were, not once their deadlines had freed the server.
            status, _, data = request("GET", server.port, page, timeout=60)
            full_answers += status == 200 and contacts_page(data) == expected
        except OSError:
            pass
    held = sum(1 for s in sockets if not closed(s))
    idle_held = sum(1 for s in idle if not closed(s))
    tally.check(held == slow and idle_held == idle_count, "slow clients: connections held open while a normal client was served",
                f"{held} of {slow} slow-header and {idle_held} of {idle_count} idle connections open")
    tally.check(full_answers == normal_requests, "slow clients: a normal client gets its full answer meanwhile",
                f"{full_answers} of {normal_requests} requests on fresh connections answered 200 with the whole page")
    # Keep trickling: the deadlines, not idleness, must close them.
    selector = selectors.DefaultSelector()
    waiting = {"headers": set(sockets), "bodies": set(bodies), "idle": set(idle)}
    for s in sockets + bodies + idle:
        selector.register(s, selectors.EVENT_READ)
    give_up = opened + header_timeout + 30  # a hang guard: the deadlines close every one of them, or never
    next_trickle = time.monotonic()
    while any(waiting.values()) and time.monotonic() < give_up:
        if time.monotonic() >= next_trickle:
            trickle(waiting["headers"], waiting["bodies"])
            next_trickle += 1.0
        # Wakes when a connection closes (it turns readable), or when it is time to trickle again.
        for key, _ in selector.select(timeout=max(0.0, next_trickle - time.monotonic())):
            if closed(key.fileobj):
                selector.unregister(key.fileobj)
                for group in waiting.values():
                    group.discard(key.fileobj)
    selector.close()
    elapsed = time.monotonic() - opened
    closed_headers, closed_bodies, closed_idle = (slow - len(waiting["headers"]), len(bodies) - len(waiting["bodies"]),
                                                  idle_count - len(waiting["idle"]))
    tally.check(closed_headers == slow, "slow clients: trickled headers time out",
                f"{closed_headers} of {slow} closed within {elapsed:.1f} s (header deadline {header_timeout:g} s)")
    tally.check(closed_idle == idle_count, "slow clients: idle connections time out", f"{closed_idle} of {idle_count} closed")
    tally.check(closed_bodies == len(bodies), "slow clients: trickled bodies time out",
                f"{closed_bodies} of {len(bodies)} closed (body deadline {body_timeout:g} s)")
    for s in sockets + bodies + idle:
        s.close()
    return {"slow": slow, "idle": idle_held, "held": held, "requests": normal_requests, "full": full_answers}


def contacts_page(data):
    """The contacts of a page of GET /api/contacts, without `updatedAgo` (which moves with the clock)."""
    contacts = (json_body(data) or {}).get("contacts", [])
    return [{k: v for k, v in contact.items() if k != "updatedAgo"} for contact in contacts]


def trickle(header_sockets, body_sockets):
    """One more header line on each slow-header connection and one more byte on each slow body."""
    for s in header_sockets:
        try:
            s.send(b"X-Slow: 1\r\n")
        except OSError:
            pass
    for s in body_sockets:
        try:
            s.send(b" ")
        except OSError:
            pass


def closed(s):
    """Whether the server closed this connection (a read finds the end, or a reset)."""
    s.setblocking(False)
    try:
        data = s.recv(4096)
        return data == b""
    except BlockingIOError:
        return False
    except OSError:
        return True
    finally:
        s.setblocking(True)
