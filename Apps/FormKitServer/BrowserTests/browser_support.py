"""What the browser tests share: a formkit-server process on a free loopback port with an account, signed in,
headless Chromium, and the checks every page gets (axe-core, no sideways scrolling)."""
import json
import os
import socket
import subprocess
import time
import traceback
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


# The account the browser stages sign in as: once it exists, every page needs the session.
ACCOUNT_NAME, ACCOUNT_PASSWORD = "browser", "browser-stage-password"
SESSION_COOKIE = "formkit_session"


def add_account(binary, database):
    """`formkit-server user add` (the shipped binary beside `binary`) on `database`, the password on stdin;
    an account that exists already (a second instance on the same database) is fine."""
    tool = os.path.join(os.path.dirname(binary), "formkit-server")
    done = subprocess.run([tool, "user", "add", ACCOUNT_NAME, "--database", database],
                          input=ACCOUNT_PASSWORD + "\n", capture_output=True, text=True)
    if done.returncode != 0 and "exists already" not in done.stderr:
        raise RuntimeError(f"formkit-server user add failed: {done.stderr.strip()}")


def wait_until_up(base, process, seconds=30):
    """Waits until the server at `base` answers /healthz (`seconds` is a hang guard)."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            urllib.request.urlopen(base + "/healthz", timeout=1).read()
            return
        except OSError:
            if process.poll() is not None:
                break
            time.sleep(0.1)  # the interval of the wait for the server's first answer
    raise RuntimeError("formkit-server did not start")


def sign_in(base):
    """Signs in at `base` through POST /api/session: the session cookie's value."""
    request = urllib.request.Request(
        base + "/api/session", method="POST", headers={"Content-Type": "application/json"},
        data=json.dumps({"name": ACCOUNT_NAME, "password": ACCOUNT_PASSWORD}).encode())
    with urllib.request.urlopen(request, timeout=120) as response:  # bcrypt at cost 12, on a busy machine
        cookie = response.headers["Set-Cookie"]
    name, _, rest = cookie.partition("=")
    assert name == SESSION_COOKIE, cookie
    return rest.split(";", 1)[0]


def sign_in_browser(driver, base, session):
    """Gives `driver` the session for the server at `base`. Cookies belong to a host, not a port: a test that
    moves between servers on 127.0.0.1 sets each one's session before it opens that server's pages."""
    if not driver.current_url.startswith("http://127.0.0.1"):
        driver.get(base + "/healthz")
    driver.delete_cookie(SESSION_COOKIE)
    driver.add_cookie({"name": SESSION_COOKIE, "value": session, "path": "/", "httpOnly": True, "sameSite": "Lax"})


class Server:
    """formkit-server on a free loopback port over `database` (a SQLite path or a postgres:// URL), with the
    stage's account, signed in (`session`)."""

    def __init__(self, binary, database, *flags, log_dir):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = open(os.path.join(log_dir, f"server.{self.port}.log"), "w")
        add_account(binary, database)
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--database", database, *flags],
            stdout=self.log, stderr=subprocess.STDOUT)
        wait_until_up(self.base, self.process)
        self.session = sign_in(self.base)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=3)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)
        self.log.close()


def make_driver():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1200,900"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def axe_violations(driver, axe_source, label):
    """axe-core's violations on the page as it is now (any impact), printed under `label` when there are any."""
    driver.execute_script(axe_source)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, { resultTypes: ['violations'] }).then(r => done(r.violations.map(v =>"
        "  ({ id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 3) }))));")
    if result:
        print(f"     axe {label}: {json.dumps(result)}", flush=True)
    return result


def assert_no_sideways_scroll(driver, label):
    """Fails when the page is wider than the window (it would scroll sideways)."""
    sizes = driver.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth, document.body.scrollWidth]")
    assert sizes[0] <= sizes[1] and sizes[2] <= sizes[1], f"{label}: page {sizes[0]} px wide in {sizes[1]} px"


def choose_country(driver, name, code, seconds):
    """Types `name` into the contact form's country field and waits until it resolves to `code`."""
    country = driver.find_element(By.ID, "country")
    country.clear()
    country.send_keys(name)
    WebDriverWait(driver, seconds).until(lambda _: country.get_attribute("data-code") == code,
                                         f"country {name} resolves to {code}")
    return country

def run_cases(cases, widths, driver, start_server, artifacts, name):
    """Runs every case at each width against the server `start_server(width)` starts (stopped after that
    width), printing one line a case and "N passed, M failed", with a screenshot of each failure; quits the
    driver and returns the exit status (1 when any case failed)."""
    passed = failed = 0
    for width in widths:
        server = start_server(width)
        driver.set_window_size(width, 900)
        try:
            for test in cases:
                started = time.time()
                try:
                    test()
                    passed += 1
                    print(f"ok   {test.__name__}@{width} ({time.time() - started:.1f}s)", flush=True)
                except Exception:
                    failed += 1
                    print(f"FAIL {test.__name__}@{width}", flush=True)
                    traceback.print_exc()
                    driver.save_screenshot(os.path.join(artifacts, f"app-{name}-failed-{test.__name__}-{width}.png"))
        finally:
            server.stop()
    driver.quit()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0
