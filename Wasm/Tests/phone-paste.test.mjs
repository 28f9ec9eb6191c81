// formkit.mjs's pastes, strict fields and phoneProblem (issue 29): the API the <formkit-phone> element
// builds on. Run by `node --test` after scripts/build-wasm.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadFormKit, phoneTypeNames } from "../../.build/wasm/formkit.mjs";

const formkit = await loadFormKit(new URL("../../.build/wasm/formkit.wasm", import.meta.url));
/// The command line's module: its paste rows are PhonePaste's own reading, what pastePhone must answer.
const cli = await loadFormKit(new URL("../../.build/wasm/formkit-cli.wasm", import.meta.url));
const empty = { text: "", selectionStart: 0, selectionEnd: 0 };
const atEnd = (state, key) => ({ start: state.text.length, end: state.text.length, replacement: key });

test("pastePhone reads a whole text as libphonenumber does", () => {
  assert.deepEqual(formkit.pastePhone("(650) 253-0000 ext. 12", "US"),
    { field: "(650) 253-0000 ext. 12", country: "US", e164: "+16502530000", extension: "12", valid: true });
  assert.deepEqual(formkit.pastePhone("+44 (0)20 7946 0958", "US"),
    { field: "+44 20 7946 0958", country: "GB", e164: "+442079460958", extension: "", valid: true });
  assert.equal(formkit.pastePhone("447400123456", "GB").field, "+44 7400 123456");
  assert.equal(formkit.pastePhone("1-800-FLOWERS", "US").e164, "+18003569377");
  assert.equal(formkit.pastePhone("+800 1234 5678").country, "001");
  assert.deepEqual(formkit.pastePhone("call ٠١٢٣", "EG"), { field: "call 0123", country: "EG", e164: "", extension: "", valid: false });
  assert.deepEqual(formkit.pastePhone(""), { field: "", country: "", e164: "", extension: "", valid: false });
  assert.equal(formkit.pastePhone("\u0000", "GB").field, "\u0000");
  assert.equal(formkit.pastePhone("\ud800 650 253 0000", "US").valid, true);  // a lone surrogate is read as U+FFFD
});

test("pastePhone (the page module's fk_phone_paste) answers what formkit-cli.wasm's paste rows (PhonePaste) answer", () => {
  const texts = ["(650) 253-0000 ext. 12", "+44 (0)20 7946 0958", "447400123456", "1-800-FLOWERS", "+800 1234 5678",
    "call \u0660\u0661\u0662\u0663", "0041 44 668 18 00", "044 668 18 00", "tel:+1-650-253-0000;ext=7", "\u09e6\u09e7 \ud835\udfce\ud835\udfd7",
    "\uff11\uff12\uff13", "\u00b2\u00b3 \u2460", "020 7946 0958 x 45", "+49 30 123456 ext 9", "7400 123456", "00 44 7400 123456", "12", ""];
  const regions = ["US", "GB", "CH", "DE", "EG", "BD", "ZZ"];
  const lines = texts.flatMap((text) => regions.map((region) => `${text}\t${region}`));
  const rows = cli.commandRows("paste");
  const output = new TextDecoder().decode(rows.write(new TextEncoder().encode(lines.join("\n") + "\n"))) +
    new TextDecoder().decode(rows.end());
  const answers = output.split("\n").filter((row) => row !== "");
  assert.equal(answers.length, lines.length);
  let valid = 0;
  answers.forEach((row, index) => {
    const [, region, field, country, e164, extension] = row.split("\t");
    const text = lines[index].split("\t")[0];
    const paste = formkit.pastePhone(text, region === "ZZ" ? "" : region);
    assert.deepEqual(paste, { field, country, e164, extension, valid: e164 !== "" }, lines[index]);
    if (paste.valid) valid += 1;
  });
  assert.ok(valid > 30 && valid < answers.length, `${valid} of ${answers.length} valid`);  // both kinds are read
});

test("a paste longer than the exchange takes is a clear error that does not echo it", () => {
  const long = "9".repeat(10000);
  assert.throws(() => formkit.pastePhone(long, "US"), (error) => error instanceof RangeError && !error.message.includes("9999"));
  const field = formkit.phoneField("US");
  assert.throws(() => field.edit(empty, { start: 0, end: 0, replacement: long }), RangeError);
  assert.deepEqual(field.edit(empty, atEnd(empty, "6")).state.text, "6");  // still usable
  field.close();
});

test("a paste into a field moves it to the number's country, the caret at the end", () => {
  const field = formkit.phoneField("US");
  const { state } = field.edit(empty, { start: 0, end: 0, replacement: "+44 (0)20 7946 0958" });
  assert.deepEqual(state, { text: "+44 20 7946 0958", selectionStart: 16, selectionEnd: 16, country: "GB" });
  assert.equal(field.region, "GB");
  const next = field.edit(state, { start: 16, end: 16, replacement: "1" }).state;
  assert.equal(next.country, "GB");
  field.close();
});

test("a paste whose digits start with 00 and that is not a valid number is typed, any other one kept", () => {
  const field = formkit.phoneField("US");
  // US dials out with 011: a field reads 00 as + when it types, as PhoneFieldFormatter.edit does natively.
  const typed = field.edit(empty, { start: 0, end: 0, replacement: "00 44 7400" }).state;
  assert.equal(typed.text, "+44 7400");
  const kept = field.edit(empty, { start: 0, end: 0, replacement: "12 34 x" }).state;
  assert.equal(kept.text, "12 34 x");
  field.close();
});

test("an extension pasted survives the next keystroke", () => {
  const field = formkit.phoneField("US");
  const pasted = field.edit(empty, { start: 0, end: 0, replacement: "(650) 253-0000 ext. 12" }).state;
  const after = field.edit(pasted, { start: pasted.text.length - 1, end: pasted.text.length, replacement: "", backward: true }).state;
  assert.equal(after.text, "(650) 253-0000 ext. 1");
  field.close();
});

test("a strict field refuses a dead keystroke and flags it, and takes every key of a valid number", () => {
  const field = formkit.phoneField("US", { strict: true });
  let state = empty;
  for (const key of "6502530000") {
    const result = field.edit(state, atEnd(state, key));
    assert.equal(result.refused, undefined, key);
    state = result.state;
  }
  assert.equal(state.text, "(650) 253-0000");
  const refused = field.edit(state, atEnd(state, "1"));
  assert.equal(refused.refused, true);
  assert.equal(refused.state.refused, true);
  assert.equal(refused.state.text, "(650) 253-0000");
  assert.equal(refused.state.selectionStart, 14);
  field.close();

  const mobiles = formkit.phoneField("GB", { strict: true, types: ["mobile"] });
  const zero = mobiles.edit(empty, atEnd(empty, "0")).state;
  assert.equal(mobiles.edit(zero, atEnd(zero, "2")).refused, true);
  assert.equal(mobiles.edit(zero, atEnd(zero, "7")).refused, undefined);
  mobiles.close();
});

test("phoneProblem gives libphonenumber's reasons and WRONG_TYPE, as PhoneNumberProblem does", () => {
  assert.equal(formkit.phoneProblem("650 253 0000", "US"), "");
  assert.equal(formkit.phoneProblem("650 253", "US"), "TOO_SHORT");
  assert.equal(formkit.phoneProblem("650 253 0000 12345", "US"), "TOO_LONG");
  assert.equal(formkit.phoneProblem("650 253 0000", ""), "INVALID_COUNTRY_CODE");
  assert.equal(formkit.phoneProblem("hello", "US"), "NOT_A_NUMBER");
  assert.equal(formkit.phoneProblem("", "US"), "NOT_A_NUMBER");
  assert.equal(formkit.phoneProblem("020 7946 0958", "GB", { types: ["mobile"] }), "WRONG_TYPE");
  assert.equal(formkit.phoneProblem("020 7946 0958", "GB", { types: ["fixed_line"] }), "");
  assert.equal(formkit.phoneProblem("(650) 253-0000", "US", { types: ["mobile"] }), "");  // FIXED_LINE_OR_MOBILE
});

test("an unknown type or a wrong options argument is a clear error", () => {
  assert.throws(() => formkit.phoneField("US", { strict: true, types: ["cell"] }), TypeError);
  assert.throws(() => formkit.phoneProblem("650 253 0000", "US", { types: "mobile" }), TypeError);
  assert.deepEqual(phoneTypeNames.length, 10);
});
