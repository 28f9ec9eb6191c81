#!/usr/bin/env python3
"""The first use of a locale in the page, in headless Chromium: a benchmark, not a test.

formkit-server (with the WebAssembly build) serves the contacts page to a reader whose browser asks for
LANGUAGE; the page preloads that reader's words table, and contacts.js words its rows with it. For each
of LOADS fresh page loads (the browser's cache off, so every file comes from the server again), it reads
the time module's own figures (`firstUseMilliseconds`: from the call to loadLocale to the first text):
  - the reader's locale, whose words the page preloaded;
  - fr-FR, a locale the page did not expect, whose words are fetched on that first use.
Prints each load's pair, then the median and p90 of each. BENCHMARKS.md, Timestamps, has the figures.

  swift build --package-path Apps/FormKitServer --product formkit-server && scripts/build-wasm
  python3 Tools/timestamps/bench_page_first_use.py [--loads 25] [--language de-DE]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Apps", "FormKitServer", "BrowserTests"))
from browser_support import Server  # noqa: E402

MEASURE = """
const done = arguments[arguments.length - 1];
const reader = arguments[0];
FormKitLocal.ready.then((formkit) => formkit.timestamps()).then(async (time) => {
  const table = document.getElementById("contacts");
  while (!table.dataset.timesWorded) await new Promise((resolve) => setTimeout(resolve, 5));
  const preload = document.querySelector('link[rel="preload"][data-formkit="time-words"]');
  const requests = performance.getEntriesByType("resource")
    .filter((entry) => preload && entry.name === preload.href).length;
  const now = new Date();
  await time.loadLocale("fr-FR");
  time.timeAgo(new Date(now.getTime() - 180000), now, { locale: "fr-FR" });
  done({ reader: time.firstUseMilliseconds.get(reader) ?? null, requests,
         unexpected: time.firstUseMilliseconds.get("fr-FR") ?? null });
}).catch((error) => done({ error: String(error) }));
"""


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=25)
    parser.add_argument("--language", default="de-DE")
    parser.add_argument("--binary", default=None, help="formkit-server (default: the app's debug build)")
    parser.add_argument("--wasm", default=os.path.join(ROOT, ".build", "wasm"))
    arguments = parser.parse_args()
    binary = arguments.binary or os.path.join(subprocess.run(
        ["swift", "build", "--package-path", os.path.join(ROOT, "Apps", "FormKitServer"), "--show-bin-path"],
        check=True, capture_output=True, text=True).stdout.strip(), "formkit-server")

    work = tempfile.mkdtemp()
    server = Server(binary, os.path.join(work, "bench.sqlite"), "--wasm", arguments.wasm, log_dir=work)
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", f"--lang={arguments.language}"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": arguments.language})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(30)
    reader_times, unexpected_times = [], []
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        for load in range(1, arguments.loads + 1):
            driver.get(server.base + "/")
            answer = driver.execute_async_script(MEASURE, arguments.language)
            if answer.get("error") or answer.get("reader") is None or answer.get("requests") != 1:
                raise RuntimeError(f"load {load}: {answer}")
            reader_times.append(answer["reader"])
            unexpected_times.append(answer["unexpected"])
            print(f"load {load:2}: {arguments.language} (preloaded) {answer['reader']:.2f} ms, "
                  f"fr-FR (fetched) {answer['unexpected']:.2f} ms")
    finally:
        driver.quit()
        server.stop()
    for name, values in ((f"{arguments.language}, the reader's locale, preloaded", reader_times),
                         ("fr-FR, not expected, fetched on first use", unexpected_times)):
        print(f"first use of {name}: median {statistics.median(values):.2f} ms, "
              f"p90 {percentile(values, 0.9):.2f} ms, max {max(values):.2f} ms over {len(values)} page loads")


if __name__ == "__main__":
    main()
