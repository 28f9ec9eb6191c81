// formkit.mjs's times over the time module (formkit-time.wasm), run by `node --test` after scripts/build-wasm.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadFormKit } from "../../.build/wasm/formkit.mjs";

const formkit = await loadFormKit(new URL("../../.build/wasm/formkit.wasm", import.meta.url));
const now = new Date("2026-01-09T12:00:00Z");

test("timeAgo words a time in the reader's locale and says when the text changes", async () => {
  const answer = await formkit.timeAgo(new Date("2026-01-09T11:49:00Z"), now, { locale: "de-DE" });
  assert.deepEqual(answer, { text: "vor 11 Minuten", nextChange: new Date("2026-01-09T12:00:30Z"), locale: "de_DE" });
});

test("styles, named words and the cut-off date follow CLDR", async () => {
  const past = (seconds) => new Date(now.getTime() - seconds * 1000);
  assert.equal((await formkit.timeAgo(past(180), now, { style: "narrow" })).text, "3m ago");
  assert.equal((await formkit.timeAgo(past(30 * 3600), now, { locale: "fr", named: true })).text, "hier");
  assert.equal((await formkit.timeAgo(past(12 * 86400), now, { locale: "ar-EG" })).text, "٢٨‏/١٢‏/٢٠٢٥");
  assert.equal((await formkit.timeAgo(past(12 * 86400), now, {})).text, "on 12/28/25");
  const tokyo = await formkit.timeAgo(new Date("2025-12-31T20:00:00Z"), now, { zone: "Asia/Tokyo" });
  assert.deepEqual(tokyo, { text: "on 1/1/26", nextChange: null, locale: "en_US" });
});

test("a locale without words reads English", async () => {
  const answer = await formkit.timeAgo(new Date("2026-01-09T11:57:00Z"), now, { locale: "xx" });
  assert.deepEqual(answer, { text: "3 minutes ago", nextChange: new Date("2026-01-09T12:00:30Z"), locale: null });
});

test("parseTimestamp answers as the native parser", async () => {
  assert.deepEqual(await formkit.parseTimestamp("2007-01-09 10:00:00-08:00"),
    { date: new Date("2007-01-09T18:00:00Z"), utc: "2007-01-09T18:00:00.000Z" });
  assert.deepEqual(await formkit.parseTimestamp("2007-01-09T10:00", { zone: "US/Pacific" }),
    { date: new Date("2007-01-09T18:00:00Z"), utc: "2007-01-09T18:00:00.000Z" });
  assert.deepEqual(await formkit.parseTimestamp("2026-02-30"), { error: "day out of range at offset 8" });
});

test("wrong arguments throw and leave the module usable", async () => {
  await assert.rejects(formkit.timeAgo(now, now, { style: "tiny" }), RangeError);
  await assert.rejects(formkit.timeAgo(now, now, { zone: "Mars/Olympus" }), RangeError);
  await assert.rejects(formkit.timeAgo("soon", now, {}), TypeError);
  assert.equal((await formkit.timeAgo(now, now, {})).text, "less than a minute ago");
});
