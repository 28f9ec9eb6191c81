"""What the live browser tests share: a formkit-server process on a free loopback port, headless Chromium,
and the checks every page gets (axe-core, no sideways scrolling)."""
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


class Server:
    """formkit-server on a free loopback port over `database` (a SQLite path or a postgres:// URL)."""

    def __init__(self, binary, database, *flags, log_dir):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = open(os.path.join(log_dir, f"server.{self.port}.log"), "w")
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--database", database, *flags],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                urllib.request.urlopen(self.base + "/api/capabilities", timeout=1).read()
                return
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.1)  # the interval of the wait for the server's first answer (30 s is a hang guard)
        raise RuntimeError("formkit-server did not start")

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
