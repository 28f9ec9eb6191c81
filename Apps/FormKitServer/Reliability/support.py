"""What the reliability checks share: formkit-server processes on free loopback ports, signed in, a small HTTP
client, throwaway PostgreSQL databases, and the tally that ends the stage with "N passed, M failed"."""
import http.client
import json
import os
import shlex
import signal
import socket
import subprocess
import time
import urllib.parse
import uuid


# The account every server of the stage has, so that every check runs signed in (an account exists: a request
# without the session would be refused).
ACCOUNT_NAME, ACCOUNT_PASSWORD = "reliability", "reliability-stage-password"
# The session cookie of each server, by port: `request` sends it unless told otherwise.
SESSION_COOKIES = {}


def add_account(binary, database):
    """`formkit-server user add` on `database` (the shipped binary beside `binary`), the password on stdin."""
    tool = os.path.join(os.path.dirname(binary), "formkit-server")
    done = subprocess.run([tool, "user", "add", ACCOUNT_NAME, "--database", database],
                          input=ACCOUNT_PASSWORD + "\n", capture_output=True, text=True)
    if done.returncode != 0 and "exists already" not in done.stderr:
        raise RuntimeError(f"formkit-server user add failed: {done.stderr.strip()}")


def sign_in(port):
    """Signs in on the server at `port`: its session cookie ("formkit_session=..."), kept in SESSION_COOKIES."""
    status, headers, body = request("POST", port, "/api/session", {"name": ACCOUNT_NAME, "password": ACCOUNT_PASSWORD},
                                    headers={"Cookie": ""}, timeout=120)  # bcrypt at cost 12, on a busy machine
    if status != 204 or "set-cookie" not in headers:
        raise RuntimeError(f"sign-in answered {status}: {body[:200]!r}")
    cookie = headers["set-cookie"].split(";", 1)[0]
    SESSION_COOKIES[port] = cookie
    return cookie


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """formkit-server on a free loopback port over `database` (a SQLite path or a postgres:// URL)."""

    def __init__(self, binary, database, log_dir, *flags, port=None):
        self.binary, self.database, self.flags = binary, database, flags
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = os.path.join(log_dir, f"server.{self.port}.log")
        self.process = None
        self.cookie = None
        add_account(binary, database)
        self.start()
        # Sessions live in the database: one sign-in serves every restart of this server.
        try:
            self.cookie = sign_in(self.port)
        except Exception:
            self.stop()  # no server is left behind by a failed start
            raise

    def start(self, timeout=60):
        """Starts (or restarts) the process and waits until it answers."""
        log = open(self.log_path, "a")
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--database", self.database, *self.flags],
            stdout=log, stderr=subprocess.STDOUT)
        log.close()
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                status, _, _ = request("GET", self.port, "/healthz", timeout=1)
                if status == 200:
                    return
            except OSError:
                pass
            if self.process.poll() is not None:
                break
            time.sleep(0.05)  # the interval of the wait for the server's first answer (`timeout` is a hang guard)
        raise RuntimeError(f"formkit-server did not start (see {self.log_path})")

    def kill(self):
        """SIGKILL: the process dies wherever it is."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def terminate(self, timeout=15):
        """SIGTERM, and the exit code once it has shut down (None if it did not in time; then it is killed)."""
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            return None

    def stop(self):
        if self.process and self.process.poll() is None:
            self.terminate(timeout=10)


def request(method, port, path, body=None, headers=None, timeout=10):
    """One request on a new connection: (status, headers as a lower-cased dict, body bytes). It carries the
    server's session cookie unless `headers` names a Cookie (an empty one sends none)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        sent = dict(headers or {})
        if "Cookie" not in sent and port in SESSION_COOKIES:
            sent["Cookie"] = SESSION_COOKIES[port]
        if sent.get("Cookie") == "":
            del sent["Cookie"]
        if isinstance(body, (dict, list)):
            body = json.dumps(body)
            sent.setdefault("Content-Type", "application/json")
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        data = response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, data
    finally:
        connection.close()


def json_body(data):
    try:
        return json.loads(data) if data else None
    except ValueError:
        return None


class Tally:
    """Checks that pass or fail, each printed as it is decided; `line()` is the stage's closing line."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, name, detail=""):
        if ok:
            self.passed += 1
            print(f"  ok    {name}" + (f": {detail}" if detail else ""), flush=True)
        else:
            self.failed += 1
            print(f"  FAIL  {name}" + (f": {detail}" if detail else ""), flush=True)
        return ok

    def line(self):
        return f"{self.passed} passed, {self.failed} failed"


class PostgresCluster:
    """The throwaway cluster scripts/with-postgres started: new databases on it, and stopping and starting it."""

    def __init__(self):
        self.admin_url = os.environ["FORMKIT_TEST_POSTGRES_URL"]
        self.pg_ctl = shlex.split(os.environ["FORMKIT_TEST_POSTGRES_PG_CTL"])
        self.options = os.environ["FORMKIT_TEST_POSTGRES_OPTIONS"]
        self.log = os.environ["FORMKIT_TEST_POSTGRES_LOG"]

    @staticmethod
    def available():
        return all(os.environ.get(name) for name in (
            "FORMKIT_TEST_POSTGRES_URL", "FORMKIT_TEST_POSTGRES_PG_CTL", "FORMKIT_TEST_POSTGRES_OPTIONS"))

    def new_database(self):
        """The URL of a new, empty database (the server migrates and seeds it)."""
        name = "formkit_reliability_" + uuid.uuid4().hex[:12]
        subprocess.run(["psql", "-q", self.admin_url, "-c", f"CREATE DATABASE {name}"], check=True, capture_output=True)
        parts = urllib.parse.urlsplit(self.admin_url)
        return urllib.parse.urlunsplit(parts._replace(path="/" + name))

    def stop(self):
        subprocess.run(self.pg_ctl + ["-m", "fast", "-w", "stop"], check=True, capture_output=True)

    def start(self):
        subprocess.run(self.pg_ctl + ["-o", self.options, "-l", self.log, "-w", "start"], check=True, capture_output=True)


def letters(number, width=5):
    """A number as letters (names allow letters only): 0 -> "aaaaa"."""
    text = ""
    for _ in range(width):
        number, digit = divmod(number, 26)
        text = chr(ord("a") + digit) + text
    return text.capitalize()
