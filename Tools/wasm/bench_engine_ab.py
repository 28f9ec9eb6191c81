#!/usr/bin/env python3
"""The engine alone (bench_element.py's bare PhoneField) of two builds in one page of headless Chromium,
so that both see the same moments of a busy machine.

Each build directory (scripts/build-wasm's .build/wasm, or a copy of an older one) is served under a path
of its own (/a/, /b/, and /a2/ for the first build again, the control), isolated across origins
(ab_page.py). One page loads the three modules and types every sequence of the
as-you-type corpus into a `phoneField` of each (its region set per sequence, `edit` with `{ entry: true }`
key by key, as bench_element.py's engine alone), the three in an order that turns with each block of 16
sequences, over FORMKIT_BENCH_ROUNDS rounds after a warm-up round. Printed: each build's microseconds a
keystroke and its difference from the first build, medians over blocks; the control's difference is the
noise floor. A measurement, not a test: it asserts only that the three builds typed the same texts.

usage: bench_engine_ab.py BUILD_A BUILD_B CORPUS.tsv
"""
import json
import os
import sys

from ab_page import ab_page, median, read_corpus
from plain_input import TYPE_ON_ENGINE

BUILD_A, BUILD_B, CORPUS = sys.argv[1], sys.argv[2], sys.argv[3]
ROUNDS = max(2, int(os.environ.get("FORMKIT_BENCH_ROUNDS", "20")))
BLOCK = 16

TYPING = """
const [sequences, rounds, size, done] = [arguments[0], arguments[1], arguments[2], arguments[arguments.length - 1]];
(async () => {
  const names = ["a", "b", "a2"];
  const fields = [];
  for (const name of names) {
    // a2's path makes its formkit.mjs and module instances of their own.
    const { loadFormKit } = await import(`./${name}/formkit.mjs`);
    const formkit = await loadFormKit(new URL(`./${name}/formkit.wasm`, location.href));
    fields.push(formkit.phoneField(""));
  }
  """ + TYPE_ON_ENGINE + """
  // Milliseconds to type a block's sequences into one field; the last texts typed, to compare.
  const typeBlock = (field, block, texts) => {
    const began = performance.now();
    texts.push(...typeOnEngine(field, block));
    return performance.now() - began;
  };
  const blocks = [];
  let mismatches = 0;
  for (let round = 0; round < rounds; round++) {
    for (let start = 0, index = 0; start < sequences.length; start += size, index++) {
      const block = sequences.slice(start, start + size);
      const keys = block.reduce((sum, [keystrokes]) => sum + keystrokes.length, 0);
      const spent = fields.map(() => 0);
      const texts = fields.map(() => []);
      for (let turn = 0; turn < fields.length; turn++) {
        const who = (turn + index + round) % fields.length;
        spent[who] = typeBlock(fields[who], block, texts[who]);
      }
      if (round === 0 && texts.some((typed) => typed.join("\\n") !== texts[0].join("\\n"))) mismatches++;
      if (round > 0) blocks.push(spent.map((ms) => ms * 1000 / keys));
    }
  }
  for (const field of fields) field.close();
  done({ blocks, mismatches });
})().catch((error) => done({ error: String(error.stack || error) }));
"""


def main():
    sequences = read_corpus(CORPUS)
    with ab_page(BUILD_A, BUILD_B) as driver:
        answer = driver.execute_async_script(TYPING, sequences, ROUNDS, BLOCK)
        assert "error" not in answer, answer.get("error")
        assert answer["mismatches"] == 0, f"{answer['mismatches']} blocks ended with other texts than the first build's"
        blocks = answer["blocks"]
        assert blocks, "no block was timed"
        report = {"keystrokes": sum(len(keys) for keys, _ in sequences), "rounds": ROUNDS - 1, "blocks": len(blocks)}
        for at, name in enumerate(["a", "b", "a2 (a again: the noise floor)"]):
            report[name] = {
                "engine_alone_per_keystroke_us": round(median([block[at] for block in blocks]), 3),
                "less_a_us": round(median([block[at] - block[0] for block in blocks]), 3),
            }
        print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
