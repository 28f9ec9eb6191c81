// formkit.mjs's API over the WebAssembly module, run by `node --test` after scripts/build-wasm.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadFormKit } from "../../.build/wasm/formkit.mjs";

const formkit = await loadFormKit(new URL("../../.build/wasm/formkit.wasm", import.meta.url));
const cli = await loadFormKit(new URL("../../.build/wasm/formkit-cli.wasm", import.meta.url));
const caret = (text) => ({ text, selectionStart: text.length, selectionEnd: text.length });

test("typing at the end lays the number out and keeps the caret after the digit", () => {
  const result = formkit.editPhone({ region: "US", state: caret("650-253"), change: { start: 7, end: 7, replacement: "0" } });
  assert.deepEqual(result, { state: { text: "650-2530", selectionStart: 8, selectionEnd: 8, country: "US" } });
});

test("Backspace over a formatting character deletes the digit before it", () => {
  const state = { text: "(650) 253-0000", selectionStart: 10, selectionEnd: 10 };
  const result = formkit.editPhone({ region: "US", state, change: { start: 9, end: 10, replacement: "", backward: true } });
  assert.equal(result.state.text.replace(/\D/g, ""), "650250000");
});

test("wrong arguments throw errors with a message and leave the module usable", () => {
  const bad = [
    () => formkit.editPhone({ region: "US", state: caret("650"), change: { start: 2, end: 9, replacement: "1" } }),
    () => formkit.editPhone({ region: "US", state: { text: "650", selectionStart: 2, selectionEnd: 1 }, change: { start: 0, end: 0 } }),
    () => formkit.editPhone({ region: "US", state: caret("650"), change: { start: 0.5, end: 1, replacement: "" } }),
    () => formkit.editPhone({ region: "US", state: caret("650") }),
    () => formkit.editPhone({ region: 7, state: caret("650"), change: { start: 0, end: 0, replacement: "" } }),
    () => formkit.editPhone({ region: "US", state: caret("6".repeat(300)), change: { start: 0, end: 0, replacement: "" } }),
    () => formkit.editPhone({ region: "US", state: caret("650"), change: { start: 3, end: 3, replacement: "1", backward: "yes" } }),
    () => formkit.parsePhone(null, "US"),
    () => formkit.layoutPhone("650", "a".repeat(100)),
    () => formkit.parsePhone("€".repeat(2000)),
    () => cli.commandRows("type", "US").write("6502\n"),
    () => cli.commandRows("format"),
  ];
  for (const call of bad) assert.throws(call, (error) => error instanceof Error && error.message.startsWith("FormKit: "));
  assert.equal(formkit.parsePhone("+41 44 668 18 00").international, "+41 44 668 18 00");
});

test("a whole text is laid out again for another region", () => {
  assert.equal(formkit.layoutPhone("02079460958", "GB"), "020 7946 0958");
  assert.equal(formkit.layoutPhone("+442079460958"), "+44 20 7946 0958");
});

test("typing +44 tells the calling code and, once the digits parse, the region", () => {
  assert.deepEqual(formkit.phoneEntry("+44", ""), { callingCode: 44, international: true, region: null });
  assert.equal(formkit.phoneEntry("+44 20 7946 0958", "").region, "GB");
  assert.equal(formkit.phoneEntry("650", "US").callingCode, 1);
});

test("parsing gives every format, validity and type", () => {
  const number = formkit.parsePhone("(650) 253-0000", "US");
  assert.equal(number.e164, "+16502530000");
  assert.equal(number.international, "+1 650-253-0000");
  assert.equal(number.national, "(650) 253-0000");
  assert.equal(number.rfc3966, "tel:+1-650-253-0000");
  assert.equal(number.type, "FIXED_LINE_OR_MOBILE");
  assert.equal(number.region, "US");
  assert.equal(number.callingCode, 1);
  assert.ok(number.valid && number.possible);
});

test("a parse error names its kind and offset, never the number", () => {
  const error = formkit.parsePhone("+49 1", "US");
  assert.equal(error.error, "TOO_SHORT_NSN");
  assert.equal(typeof error.offset, "number");
  assert.equal(formkit.parsePhone("hello", "US").error, "NOT_A_NUMBER");
  assert.equal(formkit.isValidPhone("+1 650 253 0000"), true);
  assert.equal(formkit.isValidPhone("+1 650 253"), false);
});

test("a field's check answers as parsePhone does, with only the E.164 and type of a valid number", () => {
  // Valid (with and without an extension), of several types, each kind of length verdict, a parse error.
  const cases = [["(650) 253-0000", "US"], ["+44 20 7946 0958 ext. 123", "US"], ["020 7946 0958;ext=77", "GB"],
    ["+41 79 123 45 67", "CH"], ["+1 800 253 0000", "ZZ"], ["+800 1234 5678", ""], ["650 253", "US"],
    ["+44 20", "GB"], ["+1 650 253 0000 12", "US"], ["+999 1234", "US"], ["+49 1", "US"], ["hello", "US"],
    ["011 44 20", "US"], ["0", "DE"], ["+7 700 123 4567", "RU"], ["+1 200 253 0000", "US"]];
  let valid = 0;
  for (const [text, region] of cases) {
    const parsed = formkit.parsePhone(text, region);
    const checked = formkit.checkPhone(text, region);
    // phoneProblem's reason, but a possible length not in use is INVALID_NUMBER.
    const problem = formkit.phoneProblem(text, region);
    if (parsed.error) {
      assert.deepEqual(checked, { error: parsed.error, problem }, text);
      continue;
    }
    const extension = /;ext=([^;]+)/.exec(parsed.rfc3966)?.[1];
    const expected = parsed.valid
      ? { valid: true, possibleReason: parsed.possibleReason, value: parsed.e164 + (extension ? `;ext=${extension}` : ""), type: parsed.type, problem }
      : { valid: false, possibleReason: parsed.possibleReason, problem: parsed.possible ? "INVALID_NUMBER" : problem };
    assert.deepEqual(checked, expected, text);
    valid += parsed.valid ? 1 : 0;
  }
  assert.equal(valid, 7);
  // The problem for a list of types, as phoneProblem's.
  for (const [text, region, types, problem] of [["(650) 253-0000", "US", ["mobile"], ""], ["(650) 253-0000", "US", ["toll_free"], "WRONG_TYPE"],
    ["+41 79 123 45 67", "CH", ["fixed_line", "voip"], "WRONG_TYPE"], ["+41 79 123 45 67", "CH", ["mobile"], ""], ["650 253", "US", ["mobile"], "TOO_SHORT"]]) {
    assert.equal(formkit.phoneProblem(text, region, { types }), problem, text);
    assert.equal(formkit.checkPhone(text, region, { types }).problem, problem, text);
  }
  // A field's check, made with its keystroke, is for the field's types.
  const field = formkit.phoneField("CH", { types: ["fixed_line"] });
  let state = { text: "", selectionStart: 0, selectionEnd: 0 };
  for (const key of "+41791234567") {
    const caret = state.selectionEnd;
    const { state: next, check } = field.edit(state, { start: caret, end: caret, replacement: key }, { check: "CH" });
    assert.deepEqual(check, formkit.checkPhone(next.text, "CH", { types: ["fixed_line"] }), next.text);
    state = next;
  }
  assert.equal(field.edit(state, { start: 0, end: 0, replacement: "" }, { check: "CH" }).check.problem, "WRONG_TYPE");
  field.close();
  assert.equal(formkit.checkPhone("+44 20 7946 0958 ext. 123").value, "+442079460958;ext=123");
});

test("example numbers come from the plans", () => {
  assert.equal(formkit.exampleNumber("CH"), "+41 21 234 56 78");
  assert.equal(formkit.exampleNumber("GB", "MOBILE"), "+44 7400 123456");
  assert.equal(formkit.exampleNumber("ZZ"), null);
  assert.equal(formkit.callingCode("aw"), 297);
  assert.equal(formkit.callingCode("XX"), null);
});

test("decimal numbers are judged as TextInput judges them", () => {
  assert.deepEqual(formkit.checkDecimal("-1.5e-3"), { complete: true });
  assert.deepEqual(formkit.checkDecimal("1.5e"), { complete: false });
  assert.deepEqual(formkit.checkDecimal("4-5"), { error: "sign not at the start at offset 1", offset: 1 });
  assert.deepEqual(formkit.checkDecimal("1,5", { decimalSeparator: ",", groupingSeparator: "." }), { complete: true });
  assert.equal(formkit.checkDecimal("1.5", { decimalSeparator: ",", groupingSeparator: "." }).offset, 1);
});

test("NUL and invalid UTF-8 in command input are rows like any other", () => {
  const rows = cli.commandRows("type", "US");
  const lines = new Uint8Array([0x36, 0x00, 0x35, 0x0a, 0xff, 0x0a]);
  const text = new TextDecoder().decode(concat(rows.write(lines), rows.end())).split("\n");
  assert.equal(text.length, 3);
  assert.equal(text[2], "");
});

test("command input cut anywhere gives the rows of the whole, the last line without a line feed too", () => {
  const input = new TextEncoder().encode("+41446681800\r\n(650) 253-0000\tUS\n+44 20 7946 0958\r");
  const whole = cli.commandRows("info");
  const expected = concat(whole.write(input), whole.end());
  for (const size of [1, 2, 7]) {
    const rows = cli.commandRows("info");
    assert.equal(rows.header.split("\t")[0], "input");
    const parts = [];
    for (let start = 0; start < input.length; start += size) parts.push(rows.write(input.subarray(start, start + size)));
    parts.push(rows.end());
    assert.deepEqual(concat(...parts), expected);
  }
  const lines = new TextDecoder().decode(expected).split("\n");
  assert.equal(lines.length, 4);
  assert.ok(lines[0].startsWith("+41446681800\tZZ\ttrue\ttrue\tCH\t"));
  assert.ok(lines[2].startsWith("+44 20 7946 0958 \tZZ"));  // a last line keeps its carriage return, as a space
});

test("rows longer than the output area come out whole", () => {
  const rows = cli.commandRows("type", "US");
  const keys = "6502530000".repeat(40);
  const text = new TextDecoder().decode(concat(rows.write(new TextEncoder().encode(keys + "\n")), rows.end()));
  assert.equal(text.split("|").length, keys.length);
  assert.ok(text.length > 4096);
});

test("the page's module has no command-line rows, says so, and stays usable", () => {
  assert.throws(() => formkit.commandRows("type", "US"), (error) => error instanceof Error && error.message.includes("formkit-cli.wasm"));
  assert.equal(formkit.layoutPhone("6502530000", "US"), "(650) 253-0000");
  const rows = cli.commandRows("type", "US");
  assert.equal(new TextDecoder().decode(rows.write(new TextEncoder().encode("6502\n"))), "6|65|650|650-2\n");
});

function concat(...parts) {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
