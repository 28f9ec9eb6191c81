#!/usr/bin/env python3
"""`formkit-server user add|remove|list` and the sign-in contract as a person meets them, on the real binary:
the password read from stdin and never printed, the refusal to serve beyond loopback without an account, and a
server on a free loopback port that asks for a session once an account exists.

usage: accounts_cli.py PATH/TO/formkit-server
Prints one line per check and closes with "N passed, M failed"; exits 1 when any check failed.
"""
import http.client
import json
import os
import socket
import subprocess
import sys
import tempfile
import time

BINARY = sys.argv[1]
PASSWORD = "a long enough password"
passed = failed = 0


def check(ok, name, detail=""):
    global passed, failed
    passed, failed = passed + bool(ok), failed + (not ok)
    print(f"{'ok  ' if ok else 'FAIL'}  {name}" + (f": {detail}" if detail else ""), flush=True)


def run(*args, password=None, timeout=60):
    done = subprocess.run([BINARY, *args], input=password, capture_output=True, text=True, timeout=timeout)
    return done.returncode, done.stdout, done.stderr


def request(port, method, path, body=None, cookie=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if cookie:
        headers["Cookie"] = cookie
    connection.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
    response = connection.getresponse()
    answer = response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    connection.close()
    return answer


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


with tempfile.TemporaryDirectory(prefix="formkit-accounts-") as scratch:
    database = os.path.join(scratch, "app.sqlite")
    printed = []

    code, out, err = run("user", "add", "ann", "--database", database, password="too short\n")
    printed += [out, err]
    check(code == 1 and "at least 12 characters" in err and err.count("\n") == 1, "a short password is refused in one line",
          f"exit {code}: {err.strip()}")
    code, out, err = run("user", "add", "ann lee", "--database", database, password=PASSWORD + "\n")
    check(code == 2, "a name with a space is a usage error", f"exit {code}")
    code, out, err = run("user", "add", "ann", "--database", database, password=PASSWORD + "\n")
    printed += [out, err]
    check(code == 0 and out.strip() == "added ann", "user add reads the password from stdin", f"exit {code}: {out.strip()}")
    code, out, err = run("user", "add", "ann", "--database", database, password=PASSWORD + "\n")
    printed += [out, err]
    check(code == 1 and "exists already" in err, "a second account of the same name is refused", f"exit {code}: {err.strip()}")
    code, out, err = run("user", "list", "--database", database)
    check(code == 0 and out.splitlines() == ["ann"], "user list names the accounts, one a line", repr(out))

    # Beyond loopback without an account: one line, exit 1, and nothing listens.
    fresh = os.path.join(scratch, "fresh.sqlite")
    code, out, err = run("--host", "0.0.0.0", "--port", str(free_port()), "--database", fresh, timeout=60)
    check(code == 1 and err.count("\n") == 1 and "formkit-server user add" in err,
          "--host 0.0.0.0 with no account refuses to start, saying how to add one", f"exit {code}: {err.strip()}")

    port = free_port()
    server = subprocess.Popen([BINARY, "--port", str(port), "--database", database],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                if request(port, "GET", "/healthz")[0] == 200:
                    break
            except OSError:
                time.sleep(0.1)  # the wait for the server's first answer (60 s is a hang guard)
        status, _, body = request(port, "GET", "/api/contacts")
        check(status == 401 and b'"error"' in body, "the API without a session: 401 with the JSON error", f"{status}")
        status, headers, _ = request(port, "GET", "/schedule")
        check(status == 303 and headers.get("location") == "/sign-in?next=/schedule", "a page without a session redirects to sign-in",
              f"{status} {headers.get('location')}")
        wrong = request(port, "POST", "/api/session", {"name": "ann", "password": "not the password"})
        unknown = request(port, "POST", "/api/session", {"name": "nobody", "password": "not the password"})
        check(wrong[0] == 401 and wrong[2] == unknown[2], "a wrong password and an unknown name: the same 401", f"{wrong[0]} {unknown[0]}")
        started = time.monotonic()
        status, headers, _ = request(port, "POST", "/api/session", {"name": "ann", "password": PASSWORD})
        cookie = headers.get("set-cookie", "")
        check(status == 204 and "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Secure" not in cookie,
              "signing in sets an HttpOnly, SameSite=Lax cookie", f"{status} in {time.monotonic() - started:.2f} s")
        session = cookie.split(";", 1)[0]
        check(request(port, "GET", "/api/contacts", cookie=session)[0] == 200, "the session opens the API")
        check(request(port, "DELETE", "/api/session", cookie=session)[0] == 204, "signing out: 204")
        check(request(port, "GET", "/api/contacts", cookie=session)[0] == 401, "after signing out, the session is refused")
    finally:
        server.terminate()
        log, _ = server.communicate(timeout=20)
    printed.append(log)
    check(not any(PASSWORD in text or "too short" in text for text in printed), "no password in any output or log line")

    code, out, err = run("user", "remove", "ann", "--database", database)
    check(code == 0 and out.strip() == "removed ann", "user remove", f"exit {code}")
    code, out, err = run("user", "remove", "ann", "--database", database)
    check(code == 1 and "no account named ann" in err, "removing a missing account is exit 1", f"exit {code}: {err.strip()}")
    code, out, err = run("user", "list", "--database", database)
    check(code == 0 and out == "", "user list is empty again", repr(out))

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
