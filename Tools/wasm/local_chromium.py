"""What the Chromium benchmarks share for a page on this machine: a free loopback port, a server that
answers before the browser asks, and the headless Chromium they drive (the system's chromium and
chromedriver, as Debian installs them).
"""
import contextlib
import socket
import subprocess
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
# No window; root in a container has no sandbox; /dev/shm there is too small for Chromium's pages.
ARGUMENTS = ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage")


def free_port():
    """A loopback port nothing listens on now, for a server of the benchmark's own."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def serve(command, url, timeout=20, quiet=True):
    """Starts the server `command` and yields its process once `url` answers; stops it on leaving.

    If the server exits, or `url` does not answer within `timeout` seconds, the server is stopped and
    the reason raised. `quiet` sends the server's own output to /dev/null.
    """
    output = subprocess.DEVNULL if quiet else None
    server = subprocess.Popen(command, stdout=output, stderr=output)
    try:
        deadline = time.time() + timeout
        while True:
            try:
                urllib.request.urlopen(url, timeout=1).read()
                break
            except OSError:
                if server.poll() is not None:
                    raise RuntimeError(f"the server exited with status {server.returncode} before {url} answered")
                if time.time() > deadline:
                    raise
                time.sleep(0.1)
        yield server
    finally:
        server.terminate()
        server.wait(timeout=10)


def headless_chromium(*extra_arguments, script_timeout=None):
    """A selenium driver for headless Chromium with a fresh profile of its own (chromedriver makes one
    each time), given `extra_arguments` besides ARGUMENTS; `script_timeout` in seconds for its
    asynchronous scripts (None leaves selenium's default). The caller quits it (`with` does too)."""
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ARGUMENTS + extra_arguments:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    if script_timeout is not None:
        driver.set_script_timeout(script_timeout)
    return driver
