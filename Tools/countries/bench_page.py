#!/usr/bin/env python3
"""The country catalogue's search in headless Chromium (BENCHMARKS.md, "Country catalogue"): serves
.build/wasm on a free loopback port, loads formkit.mjs and formkit.wasm in a blank page, builds
countryCatalogue("en") (timed), then times catalogue.search over a set of queries of every kind,
in blocks of repetitions (Chromium's timer is coarse): the median and p90 of the per-search means.

usage: python3 Tools/countries/bench_page.py [WASM_DIR]
"""
import functools
import http.server
import json
import socket
import sys
import threading

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

WASM = sys.argv[1] if len(sys.argv) > 1 else ".build/wasm"
QUERIES = ["Switzerland", "Swizerland", "swi", "+41", "41", "ch", "Deutschland", "Turkey", "Côte d'Ivoire",
           "United", "Korea", "Holland", "UAE", "Burma", "Ind", "Germny", "x", "Saint Vincent and the Grenadines"]
SCRIPT = """
const done = arguments[arguments.length - 1];
(async () => {
  const { loadFormKit } = await import("/formkit.mjs");
  const formkit = await loadFormKit("/formkit.wasm");
  let start = performance.now();
  const catalogue = formkit.countryCatalogue("en");
  catalogue.search("warm up");
  const buildMilliseconds = performance.now() - start;
  const queries = %s, means = [];
  for (let block = 0; block < 60; block++) {
    for (const query of queries) {
      start = performance.now();
      for (let i = 0; i < 50; i++) catalogue.search(query);
      means.push((performance.now() - start) * 1000 / 50);
    }
  }
  means.sort((a, b) => a - b);
  done({ buildMilliseconds, p50: means[Math.floor(means.length / 2)], p90: means[Math.floor(means.length * 0.9)], first: catalogue.search("Swizerland")[0] });
})().catch((error) => done({ error: String(error) }));
""" % json.dumps(QUERIES)


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript", ".wasm": "application/wasm"}

    def log_message(self, *args):
        pass


def main():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=WASM))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.set_script_timeout(120)
        driver.get(f"http://127.0.0.1:{port}/formkit.mjs")
        result = driver.execute_async_script(SCRIPT)
    finally:
        driver.quit()
        server.shutdown()
    if "error" in result:
        sys.exit(f"bench_page: {result['error']}")
    print(f"countries in Chromium: catalogue built in {result['buildMilliseconds']:.1f} ms; search p50 "
          f"{result['p50']:.2f} us, p90 {result['p90']:.2f} us per search (first for Swizerland: {result['first']})")


if __name__ == "__main__":
    main()
