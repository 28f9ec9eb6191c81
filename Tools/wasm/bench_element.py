#!/usr/bin/env python3
"""<formkit-phone> in headless Chromium (selenium), on the static demo page (phone.html) that
scripts/build-wasm writes beside the element, served by python's http.server on a free loopback port
with the headers that isolate a page across origins, so that performance.now() counts in 5 µs steps,
not 100 µs:
  - start-up: from DOMContentLoaded to the first formatted keystroke: a script installed before the
    page's own waits for the element to be ready, types "6" into its number (a beforeinput event, as a
    key does) and reads performance.now() when the number shows it. Cold loads (FORMKIT_BENCH_COLD, at
    least 5) each start a browser of their own with a fresh profile: nothing of the page cached, not
    even compiled code (after one browser started and closed, for the system's file cache). Then 7 loads in one browser from its cache, as for a returning visitor;
  - per keystroke: every keystroke of the as-you-type corpus dispatched as beforeinput events, timed
    with performance.now() over blocks of 16 sequences (Chromium's timer is coarse): on the element's
    number input (everything it does for a key); on a plain input doing the least a formatted field
    does (the same engine call, the text and caret shown, an input event, as the app's phone-field.js);
    and through a bare PhoneField (the engine alone). The element and the plain input type each
    sequence one after the other, in alternating order, so that both see the same moments of a busy
    machine: the element's own work is the difference of the two in each block, given as the median
    and quartiles over every block of FORMKIT_BENCH_ROUNDS rounds after a warm-up round. The element
    works out validity once per task (formkit-phone.mjs, #checkSoon), and a person's key is a task of
    its own: so the element's validity is read after each key, which makes the check then, as a
    person's key pays it. The same keys dispatched in one task share one check; that figure, paired
    with the plain input the same way, is printed too ("keys_in_one_task").
A measurement, not a test: it prints figures (BENCHMARKS.md, "WebAssembly") and asserts only that the
page answered.

usage: bench_element.py WASM_DIR CORPUS.tsv
"""
import json
import os
import sys
import time

from local_chromium import free_port, headless_chromium, serve
from plain_input import PLAIN_INPUT, TYPE_ON_ENGINE

WASM, CORPUS = sys.argv[1], sys.argv[2]
PAUSE = float(os.environ.get("FORMKIT_BENCH_PAUSE", "0.5"))  # seconds before each page load
COLD = max(5, int(os.environ.get("FORMKIT_BENCH_COLD", "5")))
ROUNDS = max(2, int(os.environ.get("FORMKIT_BENCH_ROUNDS", "10")))
BLOCK = 16  # sequences a block: about 160 keystrokes, a few ms, against a timer of 0.1 ms

# http.server with Cross-Origin-Opener-Policy and -Embedder-Policy (the demo's files are all its own).
ISOLATED_SERVER = """
import functools, http.server, sys
class Isolated(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()
    def log_message(self, *arguments):
        pass
handler = functools.partial(Isolated, directory=sys.argv[2])
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), handler).serve_forever()
"""

# Installed before the page's own scripts: the first keystroke once the first element is ready.
FIRST_KEYSTROKE = """
    document.addEventListener("DOMContentLoaded", () => {
      const loaded = performance.now();
      customElements.whenDefined("formkit-phone").then(() => {
        const phone = document.querySelector("formkit-phone");
        phone.ready.then(() => {
          const input = phone.shadowRoot.querySelector("[part=number]");
          input.focus();
          input.dispatchEvent(new InputEvent("beforeinput", { inputType: "insertText", data: "6", bubbles: true, cancelable: true, composed: true }));
          window.firstKeystroke = { after: performance.now() - loaded, text: input.value, loaded };
        });
      });
    });"""

# Types every block on the element, on the least formatted field and through the bare engine.
KEYSTROKES = """
    const [sequences, rounds, size, done] = [arguments[0], arguments[1], arguments[2], arguments[arguments.length - 1]];
    // An element of its own, outside the demo's forms, whose readout would be timed too.
    const phone = document.createElement("formkit-phone");
    document.body.append(phone);
    const input = phone.shadowRoot.querySelector("[part=number]");
""" + PLAIN_INPUT + TYPE_ON_ENGINE + """    import("./formkit.mjs").then(async ({ loadFormKit }) => {
      await phone.ready;
      const formkit = await loadFormKit(new URL("./formkit.wasm", location.href));
      plainField = formkit.phoneField("");
      const field = formkit.phoneField("");
      const type = (target, keystrokes) => {
        for (const key of keystrokes) {
          target.dispatchEvent(new InputEvent("beforeinput", { inputType: "insertText", data: key, bubbles: true, cancelable: true, composed: true }));
        }
      };
      // A person's key comes to a laid-out page: the focus and the clearing are laid out before a
      // sequence's keys are timed, on either input.
      const settle = () => document.documentElement.offsetHeight;
      // Milliseconds to type a sequence's keys on the element (reading its validity after each when
      // `checked`, as a person's keys are each checked), on the plain input, a block's through the engine.
      const onElement = ([keystrokes, region], checked) => {
        input.focus();
        phone.value = "";
        phone.region = region;
        settle();
        const began = performance.now();
        if (checked) {
          for (const key of keystrokes) {
            type(input, key);
            if (phone.valid === undefined) throw new Error("no validity");
          }
        } else {
          type(input, keystrokes);
        }
        return performance.now() - began;
      };
      const onPlain = ([keystrokes, region]) => {
        plain.focus();
        plain.value = "";
        plainField.region = region;
        settle();
        const began = performance.now();
        type(plain, keystrokes);
        return performance.now() - began;
      };
      const onEngine = (block) => {
        const began = performance.now();
        typeOnEngine(field, block);
        return performance.now() - began;
      };
      const blocks = [];
      for (let round = 0; round < rounds; round++) {
        for (let start = 0, index = 0; start < sequences.length; start += size, index++) {
          const block = sequences.slice(start, start + size);
          const keys = block.reduce((sum, [keystrokes]) => sum + keystrokes.length, 0);
          // Each sequence on the element (each key checked, then all keys in one task) and on the
          // plain input one after the other, each pair in alternating order.
          let element = 0, plainSpent = 0, checked = 0, plainBesideChecked = 0;
          block.forEach((sequence, at) => {
            if ((index + round + at) % 2 === 0) {
              checked += onElement(sequence, true);
              plainBesideChecked += onPlain(sequence);
              element += onElement(sequence, false);
              plainSpent += onPlain(sequence);
            } else {
              plainBesideChecked += onPlain(sequence);
              checked += onElement(sequence, true);
              plainSpent += onPlain(sequence);
              element += onElement(sequence, false);
            }
          });
          const engine = onEngine(block);
          const perKey = (ms) => ms * 1000 / keys;
          if (round > 0) {
            blocks.push({ element: perKey(element), minimal: perKey(plainSpent), checked: perKey(checked),
              minimalBesideChecked: perKey(plainBesideChecked), engine: perKey(engine) });
          }
        }
      }
      field.close();
      plainField.close();
      done(blocks);
    });"""


def median(values):
    return quantile(values, 0.5)


def quantile(values, q):
    """The q-quantile of the values, linearly between the two nearest ranks."""
    ordered = sorted(values)
    at = q * (len(ordered) - 1)
    low = int(at)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (at - low)


def browser():
    """Headless Chromium with a profile of its own (chromedriver makes a fresh one each time)."""
    driver = headless_chromium(script_timeout=900)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIRST_KEYSTROKE})
    return driver


def first_keystroke(driver, url):
    """Loads the demo: how long after DOMContentLoaded its first keystroke was formatted, in ms."""
    time.sleep(PAUSE)
    driver.get(url)
    result = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const wait = () => window.firstKeystroke ? done(window.firstKeystroke) : setTimeout(wait, 5);
        wait();""")
    assert result["text"] == "6", result
    return result["after"]


def spread(values):
    return {"median": round(median(values), 3), "p25": round(quantile(values, 0.25), 3), "p75": round(quantile(values, 0.75), 3)}


def main():
    sequences = []
    for line in open(CORPUS, encoding="utf-8"):
        columns = line.rstrip("\n").split("\t")
        if len(columns) >= 2 and columns[1] != "ZZ":
            sequences.append([columns[0], columns[1]])
    port = free_port()
    url = f"http://127.0.0.1:{port}/phone.html"
    with serve([sys.executable, "-c", ISOLATED_SERVER, str(port), WASM], url):
        measure(sequences, url)


def measure(sequences, url):
    """Times the demo at `url`: its cold and cached loads, then the corpus's keystrokes; prints the figures."""
    driver = None
    try:
        # One browser started and closed first, so that every cold load finds Chromium's own files in
        # the system's cache, as the others do: cold means the page's files and compiled code.
        browser().quit()
        colds = []
        for _ in range(COLD):
            cold = browser()
            try:
                colds.append(first_keystroke(cold, url))
            finally:
                cold.quit()
        driver = browser()
        first_keystroke(driver, url)  # fills this browser's cache
        cached = [first_keystroke(driver, url) for _ in range(7)]
        assert driver.execute_script("return crossOriginIsolated"), "the page is not isolated: its timer is coarse"
        load_before = os.getloadavg()
        blocks = driver.execute_async_script(KEYSTROKES, sequences, ROUNDS, BLOCK)
        assert blocks, "no block was timed"
        column = lambda name: [block[name] for block in blocks]
        print(json.dumps({
            "keystrokes": sum(len(k) for k, _ in sequences),
            "blocks": len(blocks),
            "first_keystroke_after_dom_content_loaded_ms_cold_loads": [round(value, 1) for value in colds],
            "first_keystroke_after_dom_content_loaded_ms_cold_median": round(median(colds), 1),
            "first_keystroke_after_dom_content_loaded_ms_cached_median": round(median(cached), 1),
            "load_average_1min_before_after": [round(load_before[0], 2), round(os.getloadavg()[0], 2)],
            "element_per_keystroke_us_median": round(median(column("checked")), 3),
            "element_keys_in_one_task_per_keystroke_us_median": round(median(column("element")), 3),
            "minimal_field_per_keystroke_us_median": round(median(column("minimalBesideChecked")), 3),
            "engine_alone_per_keystroke_us_median": round(median(column("engine")), 3),
            "element_own_work_per_keystroke_us": spread([b["checked"] - b["minimalBesideChecked"] for b in blocks]),
            "element_own_work_keys_in_one_task_per_keystroke_us": spread([b["element"] - b["minimal"] for b in blocks]),
        }, indent=2))
    finally:
        if driver:
            driver.quit()


if __name__ == "__main__":
    main()
