// formkit.mjs's PhoneField, the field kept between keystrokes: over the as-you-type oracle corpus it
// answers every keystroke, and edits in the middle, exactly as a new field does (which lays the whole
// text out again), and as the oracle. Run by `node --test` after scripts/build-wasm.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { loadFormKit } from "../../.build/wasm/formkit.mjs";

const formkit = await loadFormKit(new URL("../../.build/wasm/formkit.wasm", import.meta.url));
const root = new URL("../../", import.meta.url);
const corpus = execFileSync("python3", ["Tools/oracle-aytf/generate.py", "--seed", "2010", "--per-region", "24"],
  { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
  .trim().split("\n").map((line) => line.split("\t"));
const empty = { text: "", selectionStart: 0, selectionEnd: 0 };

/// The answer of a field that has seen nothing before.
function fresh(region, state, change) {
  const field = formkit.phoneField(region);
  try {
    return field.edit(state, change);
  } finally {
    field.close();
  }
}

/// What a field that has seen nothing before knows of a text.
function freshEntry(region, text) {
  const field = formkit.phoneField(region);
  try {
    return field.entry(text);
  } finally {
    field.close();
  }
}

/// Edits in the middle of a typed text, the same for every sequence: Backspace before the middle
/// digit, a digit typed after the first, a selection replaced, Delete at the start.
function middleEdits(text) {
  const middle = text.length >> 1;
  return [
    (state) => [{ ...state, selectionStart: middle, selectionEnd: middle },
      { start: Math.max(0, middle - 1), end: middle, replacement: "", backward: true }],
    (state) => [{ ...state, selectionStart: 1, selectionEnd: 1 }, { start: 1, end: 1, replacement: "5" }],
    (state) => [{ ...state, selectionStart: 1, selectionEnd: 3 }, { start: 1, end: 3, replacement: "78" }],
    (state) => [{ ...state, selectionStart: 0, selectionEnd: 0 }, { start: 0, end: 1, replacement: "", backward: false }],
  ].filter(() => text.length >= 3);
}

test("a kept field answers each keystroke of the corpus (and what its typing knows, asked alone and with the edit, and its check) as a new field and as the oracle", () => {
  let keystrokes = 0;
  let checks = 0;
  let edits = 0;
  let againstOracle = 0;
  for (const [keys, region, expected] of corpus) {
    const field = formkit.phoneField(region);
    // The field refuses punctuation that the oracle's formatter takes, so only sequences of ASCII
    // digits (and +) type the oracle's texts.
    const outputs = /^\+?[0-9]*$/.test(keys) ? expected.split("|") : null;
    let state = empty;
    [...keys].forEach((key, index) => {
      const change = { start: state.selectionEnd, end: state.selectionEnd, replacement: key };
      const { entry: keptEntry, check, ...kept } = field.edit(state, change, { entry: true, check: region });
      assert.deepEqual(kept, fresh(region, state, change), `${region} keystroke ${index + 1}`);
      if (outputs) {
        assert.equal(kept.state.text, outputs[index], `${region} keystroke ${index + 1} against the oracle`);
        againstOracle++;
      }
      if (kept.state) {
        const entry = freshEntry(region, kept.state.text);
        assert.deepEqual(field.entry(kept.state.text), entry, `${region} entry ${index + 1}`);
        // Answered with the edit exactly for a text starting with "+".
        assert.deepEqual(keptEntry, kept.state.text.startsWith("+") ? entry : undefined, `${region} edit's entry ${index + 1}`);
        // The check made with the keystroke is checkPhone's.
        assert.deepEqual(check, formkit.checkPhone(kept.state.text, region), `${region} edit's check ${index + 1}`);
        checks++;
      }
      state = kept.state ?? state;
      keystrokes++;
    });
    for (const edit of middleEdits(state.text)) {
      const [before, change] = edit(state);
      const kept = field.edit(before, change);
      assert.deepEqual(kept, fresh(region, before, change), `${region} edit in the middle`);
      if (kept.state) state = kept.state;
      edits++;
    }
    field.close();
  }
  assert.ok(keystrokes > 70000 && edits > 20000 && againstOracle > 60000 && checks > 65000,
    `${keystrokes} keystrokes (${againstOracle} against the oracle, ${checks} checked), ${edits} edits`);
});

test("a field's entry and layout are those of editPhone's siblings", () => {
  const field = formkit.phoneField("");
  assert.deepEqual(field.entry("+44 20 7946 0958"), formkit.phoneEntry("+44 20 7946 0958", ""));
  assert.deepEqual(field.entry("+44"), { callingCode: 44, international: true, region: null });
  field.region = "GB";
  assert.equal(field.region, "GB");
  assert.equal(field.layout("02079460958"), "020 7946 0958");
  field.close();
});

test("a text the field did not write is laid out again", () => {
  const field = formkit.phoneField("US");
  // Typed key by key (a paste of all six would be read as a whole text, and kept as it is).
  const typed = [..."650253"].reduce((state, key) =>
    field.edit(state, { start: state.text.length, end: state.text.length, replacement: key }).state, empty);
  assert.equal(typed.text, "650-253");
  const pasted = { text: "415 555 12", selectionStart: 10, selectionEnd: 10 };
  assert.deepEqual(field.edit(pasted, { start: 10, end: 10, replacement: "3" }),
    fresh("US", pasted, { start: 10, end: 10, replacement: "3" }));
  field.close();
});

test("wrong calls on a field throw errors with a message and leave it usable", () => {
  const field = formkit.phoneField("US");
  const bad = [
    () => field.edit(empty, { start: 1, end: 1, replacement: "1" }),
    () => field.edit({ text: "12", selectionStart: 3, selectionEnd: 3 }, { start: 0, end: 0, replacement: "" }),
    () => field.edit(null, { start: 0, end: 0, replacement: "" }),
    () => field.edit(empty, { start: 0, end: 0, replacement: "1".repeat(257) }),
    () => field.edit(empty, { start: 0, end: 0, replacement: 5 }),
    () => field.entry(42),
    () => { field.region = "a".repeat(9); },
    () => formkit.phoneField({}),
  ];
  for (const call of bad) assert.throws(call, (error) => error instanceof Error && error.message.startsWith("FormKit: "));
  assert.equal(field.region, "US");
  assert.equal(field.edit(empty, { start: 0, end: 0, replacement: "6502530000" }).state.text, "(650) 253-0000");
  field.close();
  assert.throws(() => field.edit(empty, { start: 0, end: 0, replacement: "6" }), /FormKit: this phone field is closed/);
  assert.equal(formkit.layoutPhone("6502530000", "US"), "(650) 253-0000");
});

test("texts over the ASCII range cross the bridge both ways", () => {
  const field = formkit.phoneField("US");
  const arabic = "٦٥٠٢٥٣٠٠٠٠";
  assert.equal(field.edit(empty, { start: 0, end: 0, replacement: arabic }).state.text, "(650) 253-0000");
  const rejected = field.edit({ text: "é", selectionStart: 1, selectionEnd: 1 }, { start: 1, end: 1, replacement: "x" });
  assert.deepEqual(rejected, fresh("US", { text: "é", selectionStart: 1, selectionEnd: 1 }, { start: 1, end: 1, replacement: "x" }));
  field.close();
});
