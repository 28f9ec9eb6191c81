// The engine's keystroke under node: every sequence of the as-you-type corpus typed key by key into
// one `phoneField` (its region set per sequence), as bench_element.py's "engine alone" does in
// Chromium. Prints the median, over rounds after a warm-up, of the microseconds a keystroke. With a
// third argument, a module other than WASM_DIR/formkit.wasm (obj/formkit-named.wasm keeps its
// function names, for `node --cpu-prof`).
//
//   node Tools/wasm/bench_keystroke.mjs WASM_DIR CORPUS.tsv [MODULE.wasm]
//   FORMKIT_BENCH_ROUNDS=20 (default 10); FORMKIT_BENCH_ENTRY=0 types without asking for the entry
//   (bench_element.py's engine alone asks for it on every key, as the element does)
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [wasmDirArgument, corpusPath, modulePath] = process.argv.slice(2);
if (!corpusPath) {
  console.error("usage: node Tools/wasm/bench_keystroke.mjs WASM_DIR CORPUS.tsv [MODULE.wasm]");
  process.exit(2);
}
const wasmDir = path.resolve(wasmDirArgument);
const { loadFormKit } = await import(pathToFileURL(path.join(wasmDir, "formkit.mjs")).href);
const formkit = await loadFormKit(await readFile(modulePath ?? path.join(wasmDir, "formkit.wasm")));
const rounds = Math.max(2, Number(process.env.FORMKIT_BENCH_ROUNDS ?? 10));
const entry = process.env.FORMKIT_BENCH_ENTRY !== "0";

const sequences = (await readFile(corpusPath, "utf8")).split("\n")
  .map((line) => line.split("\t"))
  .filter((columns) => columns.length >= 2 && columns[1] !== "ZZ")
  .map(([keystrokes, region]) => [keystrokes, region]);
const keys = sequences.reduce((sum, [keystrokes]) => sum + keystrokes.length, 0);

const field = formkit.phoneField("");
const typeAll = () => {
  for (const [keystrokes, region] of sequences) {
    field.region = region;
    let state = { text: "", selectionStart: 0, selectionEnd: 0 };
    for (const key of keystrokes) {
      const caret = state.selectionEnd;
      state = field.edit(state, { start: caret, end: caret, replacement: key }, { entry }).state || state;
    }
  }
};

const perKey = [];
for (let round = 0; round <= rounds; round++) {
  const began = performance.now();
  typeAll();
  if (round > 0) perKey.push((performance.now() - began) * 1000 / keys);
}
field.close();
perKey.sort((a, b) => a - b);
const median = perKey[perKey.length >> 1];
console.log(JSON.stringify({
  keystrokes: keys, rounds, entry, per_keystroke_us_median: +median.toFixed(3),
  per_keystroke_us_min: +perKey[0].toFixed(3), per_keystroke_us_max: +perKey[perKey.length - 1].toFixed(3),
}));
