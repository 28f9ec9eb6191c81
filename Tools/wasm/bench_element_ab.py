#!/usr/bin/env python3
"""Two builds of <formkit-phone> in one page of headless Chromium, for telling a change of a fraction of a
microsecond a keystroke from a busy machine's noise (bench_element.py's own work moves by a microsecond
between runs of the same build at a load of 8 on two cores).

Each build directory (scripts/build-wasm's .build/wasm, or a copy of an older one) is served under a path
of its own, isolated across origins (ab_page.py), with its element's tag renamed
(formkit-phone-a, -b, and -a2 for a second copy of the first build, the control). One page types every
sequence of the as-you-type corpus, as beforeinput events, into the first build's element, the second's,
the control and a plain input doing the least a formatted field does (the same engine call, text and
caret shown, an input event; as bench_element.py), one after the other in an order that turns with each
sequence, over FORMKIT_BENCH_ROUNDS rounds after a warm-up round. Each key on an element is followed by
a read of its validity, as a person's key pays the element's check (a key is a task of its own, and
the check runs at its end); FORMKIT_BENCH_CHECK=task leaves a sequence's keys one task sharing one
check, as a script's or an input method's. Printed: each element's time a
keystroke, its own work (less the plain input) and its difference from the first build, as medians over
blocks of 16 sequences and over single sequences; the control's difference from the first build is the
noise floor. A measurement, not a test: it asserts only that every element showed the plain input's text.

usage: bench_element_ab.py BUILD_A BUILD_B CORPUS.tsv
"""
import json
import os
import sys

from ab_page import ab_page, median, read_corpus
from plain_input import PLAIN_INPUT

BUILD_A, BUILD_B, CORPUS = sys.argv[1], sys.argv[2], sys.argv[3]
ROUNDS = max(2, int(os.environ.get("FORMKIT_BENCH_ROUNDS", "20")))
BLOCK = 16
# "key": every key's check paid (the validity read after each key); "task": a sequence's keys share one.
CHECK = os.environ.get("FORMKIT_BENCH_CHECK", "key")
assert CHECK in ("key", "task"), "FORMKIT_BENCH_CHECK is key or task"

TYPING = """
const [sequences, rounds, size, checkEachKey, done] = [arguments[0], arguments[1], arguments[2], arguments[3], arguments[arguments.length - 1]];
(async () => {
  const names = ["a", "b", "a2"];
  for (const name of names) await import(`./${name}/formkit-phone.mjs`);
  const phones = names.map((name) => document.body.appendChild(document.createElement(`formkit-phone-${name}`)));
  await Promise.all(phones.map((phone) => phone.ready));
  const inputs = phones.map((phone) => phone.shadowRoot.querySelector("[part=number]"));
  const { loadFormKit } = await import("./a/formkit.mjs");
  const formkit = await loadFormKit(new URL("./a/formkit.wasm", location.href));
  """ + PLAIN_INPUT + """
  plainField = formkit.phoneField("");
  const type = (target, keys) => {
    for (const key of keys) {
      target.dispatchEvent(new InputEvent("beforeinput", { inputType: "insertText", data: key, bubbles: true, cancelable: true, composed: true }));
    }
  };
  const settle = () => document.documentElement.offsetHeight;
  // Milliseconds to type a sequence: the plain input first in the list, then the elements.
  const typists = [([keys, region]) => {
    plain.focus(); plain.value = ""; plainField.region = region; settle();
    const began = performance.now(); type(plain, keys); return performance.now() - began;
  }, ...phones.map((phone, at) => ([keys, region]) => {
    inputs[at].focus(); phone.value = ""; phone.region = region; settle();
    const began = performance.now();
    if (checkEachKey) {
      for (const key of keys) {
        type(inputs[at], key);
        if (phone.valid === undefined) throw new Error("no validity");
      }
    } else {
      type(inputs[at], keys);
    }
    return performance.now() - began;
  })];
  const blocks = [], singles = [];
  let mismatches = 0;
  for (let round = 0; round < rounds; round++) {
    for (let start = 0, index = 0; start < sequences.length; start += size, index++) {
      const block = sequences.slice(start, start + size);
      const keys = block.reduce((sum, [keystrokes]) => sum + keystrokes.length, 0);
      const spent = typists.map(() => 0);
      block.forEach((sequence, at) => {
        const one = typists.map(() => 0);
        for (let turn = 0; turn < typists.length; turn++) {
          const who = (turn + index + round + at) % typists.length;
          one[who] = typists[who](sequence);
          spent[who] += one[who];
        }
        if (round === 0 && inputs.some((input) => input.value !== plain.value)) mismatches++;
        if (round > 0) singles.push(one.map((ms) => ms * 1000 / sequence[0].length));
      });
      if (round > 0) blocks.push(spent.map((ms) => ms * 1000 / keys));
    }
  }
  done({ blocks, singles, mismatches });
})().catch((error) => done({ error: String(error.stack || error) }));
"""


def main():
    sequences = read_corpus(CORPUS)
    load_before = os.getloadavg()
    with ab_page(BUILD_A, BUILD_B) as driver:
        answer = driver.execute_async_script(TYPING, sequences, ROUNDS, BLOCK, CHECK == "key")
        assert "error" not in answer, answer.get("error")
        assert answer["mismatches"] == 0, f"{answer['mismatches']} sequences ended with another text than the plain input's"
        blocks, singles = answer["blocks"], answer["singles"]
        report = {"keystrokes": sum(len(keys) for keys, _ in sequences), "rounds": ROUNDS - 1, "blocks": len(blocks),
                  "check": "each key's" if CHECK == "key" else "one a sequence (its keys in one task)"}
        for at, name in enumerate(["a", "b", "a2 (a again: the noise floor)"], start=1):
            report[name] = {
                "per_keystroke_us": round(median([block[at] for block in blocks]), 3),
                "own_work_us": {"blocks": round(median([block[at] - block[0] for block in blocks]), 3),
                                "sequences": round(median([one[at] - one[0] for one in singles]), 3)},
                "less_a_us": {"blocks": round(median([block[at] - block[1] for block in blocks]), 3),
                              "sequences": round(median([one[at] - one[1] for one in singles]), 3)},
            }
        report["load_average_1min_before_after"] = [round(load_before[0], 2), round(os.getloadavg()[0], 2)]
        report["plain_per_keystroke_us"] = round(median([block[0] for block in blocks]), 3)
        print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
