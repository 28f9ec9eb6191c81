#!/usr/bin/env python3
"""<formkit-phone> in headless Chromium (selenium), on the static demo page (phone.html) that
scripts/build-wasm writes beside the element, served by python's http.server on a free loopback port:
  - start-up: from DOMContentLoaded to the first formatted keystroke: a script installed before the
    page's own waits for the element to be ready, types "6" into its number (a beforeinput event, as a
    key does) and reads performance.now() when the number shows it; the first load is cold, the others
    come from the browser's cache, as for a returning visitor;
  - per keystroke: every keystroke of the as-you-type corpus dispatched as beforeinput events, timed
    with performance.now() over blocks of sequences (Chromium's timer is coarse), median of the blocks:
    on the element's number input (everything it does for a key); on a plain input doing the least a
    formatted field does (the same engine call, the text and caret shown, an input event, as the app's
    phone-field.js); and through a bare PhoneField (the engine alone). The element's own work is the
    first less the second. Validity is worked out once per task (see formkit-phone.mjs, #checkSoon):
    keys dispatched in one script share one check, so a check's cost is timed on its own.
A measurement, not a test: it prints figures (BENCHMARKS.md, "WebAssembly") and asserts only that the
page answered.

usage: bench_element.py WASM_DIR CORPUS.tsv
"""
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

WASM, CORPUS = sys.argv[1], sys.argv[2]
PAUSE = float(os.environ.get("FORMKIT_BENCH_PAUSE", "0.5"))  # seconds before each page load


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def median(values):
    return sorted(values)[len(values) // 2]


def main():
    sequences = []
    for line in open(CORPUS, encoding="utf-8"):
        columns = line.rstrip("\n").split("\t")
        if len(columns) >= 2 and columns[1] != "ZZ":
            sequences.append([columns[0], columns[1]])
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", WASM],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        deadline = time.time() + 20
        while True:
            try:
                urllib.request.urlopen(base + "/phone.html", timeout=1).read()
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.1)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
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
            });"""})
        driver.set_script_timeout(900)
        firsts = []
        for _ in range(7):
            time.sleep(PAUSE)
            driver.get(base + "/phone.html")
            result = driver.execute_async_script("""
                const done = arguments[arguments.length - 1];
                const wait = () => window.firstKeystroke ? done(window.firstKeystroke) : setTimeout(wait, 5);
                wait();""")
            assert result["text"] == "6", result
            firsts.append(result["after"])
        timing = driver.execute_async_script("""
            const [sequences, done] = [arguments[0], arguments[arguments.length - 1]];
            // An element of its own, outside the demo's forms, whose readout would be timed too.
            const phone = document.createElement("formkit-phone");
            document.body.append(phone);
            const input = phone.shadowRoot.querySelector("[part=number]");
            // The least a formatted field does for a key, as the app's phone-field.js: the same engine
            // call on a plain input, the answer's text and caret shown, an input event.
            const plain = document.createElement("input");
            const plainHost = document.createElement("div");
            plainHost.append(plain);
            document.body.append(plainHost);
            let plainField = null;
            plain.addEventListener("beforeinput", (event) => {
              event.preventDefault();
              const start = plain.selectionStart, end = plain.selectionEnd;
              const result = plainField.edit({ text: plain.value, selectionStart: start, selectionEnd: end },
                { start, end, replacement: event.data }, { entry: true });
              if (result.state) {
                plain.value = result.state.text;
                plain.setSelectionRange(result.state.selectionStart, result.state.selectionEnd);
              }
              plainHost.dispatchEvent(new Event("input", { bubbles: true }));
            });
            import("./formkit.mjs").then(async ({ loadFormKit }) => {
              await phone.ready;
              const formkit = await loadFormKit(new URL("./formkit.wasm", location.href));
              plainField = formkit.phoneField("");
              const field = formkit.phoneField("");
              const type = (target, keystrokes) => {
                for (const key of keystrokes) {
                  target.dispatchEvent(new InputEvent("beforeinput", { inputType: "insertText", data: key, bubbles: true, cancelable: true, composed: true }));
                }
              };
              const element = [], checked = [], minimal = [], engine = [];
              for (let round = 0; round < 2; round++) {
                for (let start = 0; start < sequences.length; start += 32) {
                  const block = sequences.slice(start, start + 32);
                  let keys = 0, spentElement = 0, spentChecked = 0, spentMinimal = 0;
                  input.focus();
                  for (const [keystrokes, region] of block) {
                    phone.value = "";
                    phone.region = region;
                    const began = performance.now();
                    type(input, keystrokes);
                    spentElement += performance.now() - began;
                    keys += keystrokes.length;
                  }
                  // The same keys, each checked as a person's key is (reading valid makes the check).
                  for (const [keystrokes, region] of block) {
                    phone.value = "";
                    phone.region = region;
                    const began = performance.now();
                    for (const key of keystrokes) {
                      type(input, key);
                      if (phone.valid === null) throw new Error("no validity");
                    }
                    spentChecked += performance.now() - began;
                  }
                  plain.focus();
                  for (const [keystrokes, region] of block) {
                    plain.value = "";
                    plainField.region = region;
                    const began = performance.now();
                    type(plain, keystrokes);
                    spentMinimal += performance.now() - began;
                  }
                  let state = null;
                  const began = performance.now();
                  for (const [keystrokes, region] of block) {
                    field.region = region;
                    state = { text: "", selectionStart: 0, selectionEnd: 0 };
                    for (const key of keystrokes) {
                      const caret = state.selectionEnd;
                      state = field.edit(state, { start: caret, end: caret, replacement: key }, { entry: true }).state || state;
                    }
                  }
                  const bare = performance.now() - began;
                  if (round > 0) {
                    element.push(spentElement * 1000 / keys);
                    checked.push(spentChecked * 1000 / keys);
                    minimal.push(spentMinimal * 1000 / keys);
                    engine.push(bare * 1000 / keys);
                  }
                }
              }
              field.close();
              plainField.close();
              const middle = (values) => values.sort((a, b) => a - b)[values.length >> 1];
              done({ element: middle(element), checked: middle(checked), minimal: middle(minimal), engine: middle(engine) });
            });""", sequences)
        keystrokes = sum(len(k) for k, _ in sequences)
        print(json.dumps({
            "keystrokes": keystrokes,
            "first_keystroke_after_dom_content_loaded_ms_cold": round(firsts[0], 2),
            "first_keystroke_after_dom_content_loaded_ms_median": round(median(firsts), 2),
            "element_per_keystroke_us_median": round(timing["element"], 3),
            "element_with_its_check_per_keystroke_us_median": round(timing["checked"], 3),
            "minimal_field_per_keystroke_us_median": round(timing["minimal"], 3),
            "engine_alone_per_keystroke_us_median": round(timing["engine"], 3),
            "element_own_work_per_keystroke_us": round(timing["element"] - timing["minimal"], 3),
            "element_own_work_with_its_check_per_keystroke_us": round(timing["checked"] - timing["minimal"], 3),
        }, indent=2))
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
