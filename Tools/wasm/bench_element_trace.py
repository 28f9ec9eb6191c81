#!/usr/bin/env python3
"""Where <formkit-phone>'s time a keystroke goes, in headless Chromium: the as-you-type corpus typed into
the element on the demo page (phone.html beside scripts/build-wasm's output, on a free loopback port),
once with its validity read after every key (each key a task of its own, paying the check, as in
bench_element.py) and once with each sequence's keys in one task (sharing one check).

For each way, through the DevTools protocol (the page's debugger websocket, beside selenium):
  - a trace (devtools.timeline categories, with JavaScript stacks): per key, how many style
    recalculations (UpdateLayoutTree), layouts, layout invalidations and scheduled style recalculations
    happen while the keys are typed, and which line of the element's code caused each (the top of the
    event's stack). A sequence starts on a laid-out page, as bench_element.py's do;
  - a CPU profile (Profiler domain, 50 µs sampling): each function's own time a key, DOM methods and
    attribute setters and getters included ("set value", "setFormValue"); the functions whose time
    grows most when each key is checked come first. The page's layout before each sequence ("get
    offsetHeight") is counted here but is outside bench_element.py's timed keys.
A measurement, not a test: it prints figures (BENCHMARKS.md, "WebAssembly") and asserts only that the
keys were typed.

usage: bench_element_trace.py WASM_DIR CORPUS.tsv [SEQUENCES]
"""
import collections
import json
import sys
import urllib.request

import websocket
from local_chromium import free_port, headless_chromium, serve

WASM, CORPUS = sys.argv[1], sys.argv[2]
LIMIT = int(sys.argv[3]) if len(sys.argv) > 3 else None
CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline",
              "disabled-by-default-devtools.timeline.stack"]
COUNTED = ["UpdateLayoutTree", "Layout", "InvalidateLayout", "ScheduleStyleRecalculation"]

# Makes the element once; then `window.typeCorpus(checked)` types every sequence, each from an empty
# number in its region on a laid-out page, and answers how many keys it typed.
SETUP = """
    const [sequences, done] = [arguments[0], arguments[arguments.length - 1]];
    const phone = document.body.appendChild(document.createElement("formkit-phone"));
    const input = phone.shadowRoot.querySelector("[part=number]");
    const type = (keys) => {
      for (const key of keys) {
        input.dispatchEvent(new InputEvent("beforeinput", { inputType: "insertText", data: key, bubbles: true, cancelable: true, composed: true }));
      }
    };
    window.typeCorpus = (checked) => {
      let keys = 0;
      for (const [keystrokes, region] of sequences) {
        input.focus();
        phone.value = "";
        phone.region = region;
        document.documentElement.offsetHeight;
        if (checked) {
          for (const key of keystrokes) {
            type(key);
            if (phone.valid === undefined) throw new Error("no validity");
          }
        } else {
          type(keystrokes);
        }
        keys += keystrokes.length;
      }
      return keys;
    };
    phone.ready.then(() => done([window.typeCorpus(true), window.typeCorpus(false)]));"""
TYPE = "const done = arguments[arguments.length - 1]; done(window.typeCorpus(arguments[0]));"


class Page:
    """The page's DevTools connection: commands, and the events that arrive meanwhile."""

    def __init__(self, driver):
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        target = next(t for t in json.load(urllib.request.urlopen(f"http://{address}/json")) if t["type"] == "page")
        self.socket = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=600, max_size=None)
        self.sent = 0
        self.events = []

    def call(self, method, params=None):
        self.sent += 1
        self.socket.send(json.dumps({"id": self.sent, "method": method, "params": params or {}}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.sent:
                return message.get("result", {})
            self.events.append(message)

    def trace_events(self):
        """Ends the trace and returns its events."""
        self.call("Tracing.end")
        collected = []
        while True:
            message = self.events.pop(0) if self.events else json.loads(self.socket.recv())
            if message.get("method") == "Tracing.dataCollected":
                collected.extend(message["params"]["value"])
            elif message.get("method") == "Tracing.tracingComplete":
                return collected


def counted(events, keys):
    """Each counted event's number a key, by its name and the top of its JavaScript stack."""
    tally = collections.Counter()
    for event in events:
        if event.get("name") in COUNTED and event.get("ph") in ("X", "B", "I", "i"):
            data = event.get("args", {}).get("data") or event.get("args", {}).get("beginData") or {}
            stack = data.get("stackTrace") or []
            where = " < ".join(f"{frame.get('functionName') or '(anonymous)'}:{frame.get('lineNumber')}" for frame in stack[:3])
            tally[(event["name"], where or "(no script on the stack)")] += 1
    return {f"{name} at {where}": round(count / keys, 3) for (name, where), count in tally.most_common()}


def own_times(profile, keys):
    """Each function's own time a key, in µs, from a CPU profile."""
    nodes = {node["id"]: node["callFrame"] for node in profile["nodes"]}
    spent = collections.Counter()
    for node, delta in zip(profile["samples"], profile["timeDeltas"]):
        frame = nodes[node]
        spent[f"{frame['functionName'] or '(anonymous)'} {frame['url'].rsplit('/', 1)[-1]}:{frame['lineNumber'] + 1}"] += delta
    return {name: spent[name] / keys for name in spent}


def main():
    sequences = []
    for line in open(CORPUS, encoding="utf-8"):
        columns = line.rstrip("\n").split("\t")
        if len(columns) >= 2 and columns[1] != "ZZ":
            sequences.append(columns[:2])
    sequences = sequences[:LIMIT]
    port = free_port()
    url = f"http://127.0.0.1:{port}/phone.html"
    with serve([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "-d", WASM], url):
        # Chromium refuses a DevTools websocket (Page, below) whose client sends an origin, unless allowed.
        with headless_chromium("--remote-allow-origins=*", script_timeout=900) as driver:
            trace(driver, url, sequences)


def trace(driver, url, sequences):
    """Types the corpus on the demo at `url` each way under a trace, then a CPU profile; prints the figures."""
    driver.get(url)
    keys = driver.execute_async_script(SETUP, sequences)[0]  # one round each way, to warm up
    assert keys > 0, "no key was typed"
    page = Page(driver)
    report = {"keys_each_way": keys, "sequences": len(sequences)}
    for way, checked in (("each_key_checked", True), ("keys_in_one_task", False)):
        page.call("Tracing.start", {"traceConfig": {"includedCategories": CATEGORIES}, "transferMode": "ReportEvents"})
        assert driver.execute_async_script(TYPE, checked) == keys
        report[way] = {"trace_events_a_key": counted(page.trace_events(), keys)}
    profiles = {}
    page.call("Profiler.enable")
    page.call("Profiler.setSamplingInterval", {"interval": 50})
    for way, checked in (("each_key_checked", True), ("keys_in_one_task", False)):
        page.call("Profiler.start")
        assert driver.execute_async_script(TYPE, checked) == keys
        profiles[way] = own_times(page.call("Profiler.stop")["profile"], keys)
    checked, shared = profiles["each_key_checked"], profiles["keys_in_one_task"]
    more = sorted(set(checked) | set(shared), key=lambda name: shared.get(name, 0) - checked.get(name, 0))
    report["profile_own_us_a_key"] = {"total_each_key_checked": round(sum(checked.values()), 2),
                                      "total_keys_in_one_task": round(sum(shared.values()), 2),
                                      "most_more_with_each_key_checked": {
                                          name: [round(checked.get(name, 0), 2), round(shared.get(name, 0), 2)] for name in more[:20]}}
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
