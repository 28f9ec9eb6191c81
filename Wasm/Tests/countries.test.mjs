// formkit.mjs's country catalogue over the WebAssembly module (countryCatalogue), run by `node --test`
// after scripts/build-wasm: the names come from node's Intl.DisplayNames, the ranking from the module.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadFormKit, foldCountryName } from "../../.build/wasm/formkit.mjs";

const formkit = await loadFormKit(new URL("../../.build/wasm/formkit.wasm", import.meta.url));

test("every region libphonenumber supports, once, with its calling code and flag, the default first", () => {
  const { entries, defaultRegion } = formkit.countryCatalogue("de");
  assert.equal(entries.length, 245);
  assert.equal(new Set(entries.map((entry) => entry.region)).size, 245);
  assert.equal(defaultRegion, "DE");
  assert.deepEqual(entries[0], { region: "DE", callingCode: 49, flag: "🇩🇪", name: "Deutschland" });
  assert.deepEqual(entries.find((entry) => entry.region === "CH"), { region: "CH", callingCode: 41, flag: "🇨🇭", name: "Schweiz" });
});

test("a locale without a region takes CLDR's likely one", () => {
  const expected = { de: "DE", pt: "BR", "zh-Hant": "TW", sr: "RS", sw: "TZ", "fr-CH": "CH" };
  for (const [locale, region] of Object.entries(expected)) {
    assert.equal(formkit.countryCatalogue(locale).defaultRegion, region, locale);
  }
});

test("the issue's queries find their country first", () => {
  const english = formkit.countryCatalogue("en");
  const expected = {
    Turkey: "TR", "Czech Republic": "CZ", Deutschland: "DE", Schweiz: "CH", UAE: "AE", Holland: "NL",
    Swaziland: "SZ", Burma: "MM", "Ivory Coast": "CI", "Cote d'Ivoire": "CI", Swizerland: "CH", "+41": "CH",
    41: "CH", "+1": "US", ch: "CH",
  };
  for (const [query, region] of Object.entries(expected)) assert.equal(english.search(query)[0], region, query);
  const french = formkit.countryCatalogue("fr");
  assert.equal(french.search("Deutschland")[0], "DE");
  assert.equal(french.search("Allemagne")[0], "DE");
  assert.deepEqual(english.search("+44").slice(0, 1), ["GB"]);
  assert.equal(english.search("Ind", 3).length, 3);
});

test("catalogues are built once per locale, and switching between them searches the right names", () => {
  assert.equal(formkit.countryCatalogue("fr"), formkit.countryCatalogue("fr"));
  assert.equal(formkit.countryCatalogue("de").search("Schweiz")[0], "CH");
  assert.equal(formkit.countryCatalogue("ja").search("スイス")[0], "CH");
  assert.equal(formkit.countryCatalogue("de").search("Vereinigte Staaten")[0], "US");
});

test("folding: case, diacritics, typographic apostrophes and separators", () => {
  assert.equal(foldCountryName("  Côte d’Ivoire "), "cote divoire");
  assert.equal(foldCountryName("Guinea-Bissau"), "guinea bissau");
  assert.equal(foldCountryName("Føroyar"), "foroyar");
});

test("bad input: an unknown locale or a wrong query throws; odd queries find nothing", () => {
  assert.throws(() => formkit.countryCatalogue("zz"), RangeError);
  assert.throws(() => formkit.countryCatalogue("not a locale"), RangeError);
  assert.throws(() => formkit.countryCatalogue(7), TypeError);
  const english = formkit.countryCatalogue("en");
  assert.throws(() => english.search(null), TypeError);
  assert.throws(() => english.search("x".repeat(10_000)), RangeError);
  assert.throws(() => english.search("Japan", -1), RangeError);
  assert.deepEqual(english.search(""), []);
  assert.deepEqual(english.search("\u0000\ud800"), []);
  assert.deepEqual(english.search("Japan", 0), []);
  assert.equal(english.search("Japan")[0], "JP");
});
