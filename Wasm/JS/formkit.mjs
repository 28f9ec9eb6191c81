// FormKit in JavaScript: PhoneNumbers and TextInput compiled to WebAssembly from the same Swift
// source as the native library, so the page gets exactly the native answers.
//
//   import { loadFormKit } from "./formkit.mjs";
//   const formkit = await loadFormKit(new URL("./formkit.wasm", import.meta.url));
//   formkit.parsePhone("(650) 253-0000", "US").international   // "+1 650-253-0000"
//   formkit.editPhone({ region: "US", state: { text: "650-253", selectionStart: 7, selectionEnd: 7 },
//                       change: { start: 7, end: 7, replacement: "0" } }).state.text  // "650-2530"
//   const field = formkit.phoneField("US");   // a field typed into: one per <input>, see PhoneField
//   formkit.pastePhone("+44 (0)20 7946 0958", "US")   // { field: "+44 20 7946 0958", country: "GB", … }
//   formkit.phoneField("GB", { strict: true, types: ["mobile"] })   // refuses keystrokes no mobile number follows
//   formkit.phoneProblem("020 7946 0958", "GB", { types: ["mobile"] })   // "WRONG_TYPE"
//   field.edit({ text: "", selectionStart: 0, selectionEnd: 0 }, { start: 0, end: 0, replacement: "6" })
//   await formkit.timeAgo(sent, new Date(), { locale: "de-DE" })  // { text: "vor 3 Minuten", nextChange, locale }

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/// The longest phone field text and region code the API takes, as the server's endpoint does.
const maxPhoneText = 256;
const maxRegion = 8;
/// How many regions' fields editPhone and its siblings keep before starting again.
const maxRegionFields = 16;
/// The longest other text (a decimal number, a number to parse).
const maxText = 4096;

// Arguments are checked here, so that a wrong call throws a JavaScript error with a message and never
// reaches the module: the module stays usable after any call.
function checkedText(value, name, max = maxText) {
  if (typeof value !== "string") throw new TypeError(`FormKit: ${name} must be a string.`);
  if (value.length > max) throw new RangeError(`FormKit: ${name} is longer than ${max} characters.`);
  return value;
}

function checkedOffset(value, name, max) {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`FormKit: ${name} must be a whole number from 0 to ${max}.`);
  }
  return value;
}

function checkedRegion(value) {
  return checkedText(value ?? "", "region", maxRegion);
}

/// A locale tag, canonical; a RangeError for one that is not a tag or that the browser has no region
/// names for.
function checkedLocale(value) {
  const [tag] = Intl.getCanonicalLocales(checkedText(value ?? "", "locale", 64) || "und");
  if (tag === "und" || Intl.DisplayNames.supportedLocalesOf([tag]).length === 0) {
    throw new RangeError(`FormKit: no country names for the locale "${tag}".`);
  }
  return tag;
}

/// The phone number types a strict field or phoneProblem takes, in the order of the module's bits
/// (PhoneNumberTypeSet).
export const phoneTypeNames = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "voip",
  "personal_number", "pager", "uan", "voicemail"];

/// The length verdicts of fk_number's slot 7 (its bits 2 to 4), in the order of PhoneNumberPossibility.allCases.
const possibilityNames = ["IS_POSSIBLE", "IS_POSSIBLE_LOCAL_ONLY", "INVALID_COUNTRY_CODE", "TOO_SHORT", "INVALID_LENGTH", "TOO_LONG"];
/// phoneProblem's reasons, as PhoneNumberProblem gives them natively: for a parse error, and for a
/// number that is not valid, by its length verdict (a possible length: NOT_A_NUMBER).
const parseErrorProblems = { INVALID_COUNTRY_CODE: "INVALID_COUNTRY_CODE", NOT_A_NUMBER: "NOT_A_NUMBER", TOO_LONG: "TOO_LONG",
  TOO_SHORT_AFTER_IDD: "TOO_SHORT", TOO_SHORT_NSN: "TOO_SHORT" };
const lengthProblems = { INVALID_COUNTRY_CODE: "INVALID_COUNTRY_CODE", TOO_SHORT: "TOO_SHORT", INVALID_LENGTH: "INVALID_LENGTH", TOO_LONG: "TOO_LONG" };

/// checkPhone's answer from PhoneCheck's packed one (Wasm/FormKitWasm/PhoneCheck.swift), its texts
/// `offset` bytes into the exchange's output, and its `problem` for the types of `bits` (0: any).
function checkAnswer(exchange, packed, offset, bits) {
  const first = (packed >> 8) & 255;
  if (packed & 32) {
    const error = exchange.readOutput(first, offset);
    return { error, problem: parseErrorProblems[error] ?? "NOT_A_NUMBER" };
  }
  const valid = (packed & 2) !== 0;
  const possibleReason = possibilityNames[(packed >> 2) & 7];
  if (!valid) return { valid, possibleReason, problem: lengthProblems[possibleReason] ?? "INVALID_NUMBER" };
  const type = exchange.readOutput((packed >> 16) & 255, offset + first);
  return { valid, possibleReason, value: exchange.readOutput(first, offset), type, problem: bits === 0 || typeIsIn(type, bits) ? "" : "WRONG_TYPE" };
}

/// Whether a number of `type` (fk_number's type name) is among the types of `bits`:
/// FIXED_LINE_OR_MOBILE when fixed_line or mobile is, UNKNOWN never.
function typeIsIn(type, bits) {
  if (type === "FIXED_LINE_OR_MOBILE") return (bits & 3) !== 0;
  const bit = phoneTypeNames.indexOf(type.toLowerCase());
  return bit >= 0 && (bits & (1 << bit)) !== 0;
}

/// The module's bits for a list of type names (an empty list: 0, any type); a TypeError for anything else.
function typeBits(types) {
  if (!Array.isArray(types)) throw new TypeError("FormKit: types must be an array of type names.");
  let bits = 0;
  for (const name of types) {
    const bit = phoneTypeNames.indexOf(name);
    if (bit < 0) throw new TypeError(`FormKit: unknown phone number type; use ${phoneTypeNames.join(", ")}.`);
    bits |= 1 << bit;
  }
  return bits;
}

/// Loads the module from a URL (fetched, or read from disk under node), a Response, bytes or a
/// compiled WebAssembly.Module, and returns its API. `timeModule` is where formkit-time.wasm is
/// (default: beside a URL); it is loaded the first time a time is asked for. `timeWords` are URLs of
/// words tables (time-words/N.txt) to fetch at once, before the time module asks for them: a page
/// that knows its reader's locale then finds that locale's words in hand on its first use.
export async function loadFormKit(source, { timeModule, timeWords = [] } = {}) {
  let module;
  if (source instanceof WebAssembly.Module) {
    module = source;
  } else if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    module = await WebAssembly.compile(source);
  } else if (typeof Response !== "undefined" && source instanceof Response) {
    module = await compileResponse(source);
  } else {
    const url = source instanceof URL ? source : new URL(String(source), globalThis.location?.href);
    if (url.protocol === "file:") {
      const { readFile } = await import("node:fs/promises");
      module = await WebAssembly.compile(await readFile(url));
    } else {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`formkit.wasm: HTTP ${response.status}`);
      module = await compileResponse(response);
    }
  }
  const instance = await WebAssembly.instantiate(module, {});
  const isLocation = typeof source === "string" || source instanceof URL;
  const time = timeModule ?? (isLocation ? new URL("./formkit-time.wasm", new URL(String(source), globalThis.location?.href)) : null);
  return new FormKit(instance.exports, time, timeWords);
}

async function compileResponse(response) {
  // Streaming compilation needs the wasm media type; fall back to bytes without it.
  if (WebAssembly.compileStreaming && response.headers.get("Content-Type") === "application/wasm") {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/// Why a bundle was refused, in the words of the native `PlanBundleError.description` (the module
/// answers the case and its fields, so that the page links no number formatting for them; stage
/// 27-metadata-load compares every case with the native CLI's line).
const hex = (value) => `0x${(value >>> 0).toString(16).padStart(8, "0")}`;
const bundleFaults = [
  ([expected, actual]) => `truncated: ${actual} bytes, expected ${expected}`,
  () => "not a FormKit numbering-plan bundle (bad magic)",
  ([version, read]) => `unsupported format version ${version} (this reader reads ${read})`,
  ([expected, actual]) => `checksum mismatch: header says ${hex(expected)}, contents give ${hex(actual)}`,
  (_, tag) => `section ${tag} lies outside the bundle`,
  (_, tag) => `section ${tag} is missing or repeated`,
  (_, tag, reason) => `section ${tag} is malformed: ${reason}`,
];

/// The API over one instance of the module. Offsets and selections are UTF-16 offsets, as a
/// browser's `selectionStart`.
export class FormKit {
  #exports;
  #exchange;
  /// The fields editPhone, layoutPhone and phoneEntry use, one per region (at most maxRegionFields).
  #fields = new Map();
  /// The command rows being written (commandRows); a newer call replaces them.
  #rows = null;
  /// The country catalogues built (countryCatalogue), by locale tag; the regions, asked once; the names
  /// the module is searching (a catalogue's records), so that only a change of catalogue hands them in.
  #catalogues = new Map();
  #regions = null;
  #countryNames = null;

  /// Where formkit-time.wasm and formkit-time.mjs are, and the time API once loaded (a promise).
  #timeModule;
  #timeScript;
  #timestamps = null;
  /// The words tables fetched ahead of their first use: URL → a promise of their bytes (null if the
  /// fetch failed, and the time module then fetches them itself).
  #wordsFetched = new Map();

  constructor(exports, timeModule = null, timeWords = []) {
    this.#exports = exports;
    this.#exchange = new Exchange(exports);
    this.#timeModule = timeModule;
    this.#timeScript = timeModule ? new URL("./formkit-time.mjs", timeModule).href : null;
    for (const url of timeWords) {
      const href = new URL(String(url), globalThis.location?.href).href;
      this.#wordsFetched.set(href, fetch(href)
        .then((response) => (response.ok ? response.arrayBuffer() : null))
        .then((buffer) => buffer && new Uint8Array(buffer))
        .catch(() => null));
    }
  }

  /// The time module's API (formkit-time.mjs's Timestamps), loaded on first use.
  timestamps() {
    if (!this.#timeModule) return Promise.reject(new Error("FormKit: loadFormKit was given no timeModule URL."));
    this.#timestamps ??= import(this.#timeScript).then(({ loadTimestamps }) => loadTimestamps(this.#timeModule, { Exchange, fetched: this.#wordsFetched }));
    return this.#timestamps;
  }

  /// Parses an ISO 8601 / RFC 3339 timestamp as the native Timestamp does: `{date, utc}` or `{error}`.
  async parseTimestamp(text, options) {
    return (await this.timestamps()).parseTimestamp(text, options);
  }

  /// "3 minutes ago" as the native RelativeTimeFormatter words it, with the same thresholds and words:
  /// `{text, nextChange, locale}`. Options: locale, style (long, short, narrow), named, zone,
  /// cutoffMinutes (null: none), skewSeconds, includeSeconds. The locale's words load on first use.
  async timeAgo(date, now, options = {}) {
    const time = await this.timestamps();
    await time.loadLocale(options.locale ?? "en-US");
    return time.timeAgo(date, now, options);
  }

  #field(region) {
    const key = checkedRegion(region);
    let field = this.#fields.get(key);
    if (!field) {
      if (this.#fields.size >= maxRegionFields) {
        for (const old of this.#fields.values()) old.close();
        this.#fields.clear();
      }
      field = this.phoneField(key);
      this.#fields.set(key, field);
    }
    return field;
  }

  /// A phone field being typed into, for numbers typed in `region` (see PhoneField): keeps what it
  /// typed between keystrokes, so each keystroke costs about one digit. Close it when the field goes.
  /// A `strict` field refuses a keystroke after which no valid number of `types` (names from
  /// phoneTypeNames; empty: any) can be typed, and never one of a valid number of those types.
  phoneField(region = "", { strict = false, types = [] } = {}) {
    return new PhoneField(this.#exports, this.#exchange, checkedRegion(region), strict === true, typeBits(types));
  }

  /// A text pasted (or autofilled) into an empty phone field for `region`, read as libphonenumber
  /// reads a whole text: `{ field, country, e164, extension, valid }`. `field` is the field's text (a
  /// valid number formatted NATIONAL when written nationally, else INTERNATIONAL, with its extension;
  /// anything else kept, its digits made ASCII); `country` the number's region when valid ("001" for
  /// a non-geographic number), else `region` ("" for none); `e164` and `extension` are "" unless valid.
  pastePhone(text, region = "") {
    const { field, country, e164, extension, valid } = paste(this.#exports, this.#exchange, checkedText(text, "text"), checkedRegion(region));
    return { field, country, e164, extension, valid };
  }

  /// Why `text` typed in `region` is not a valid number of `types` (names from phoneTypeNames; empty:
  /// any): "" when it is one, else "TOO_SHORT", "TOO_LONG", "INVALID_COUNTRY_CODE", "INVALID_LENGTH",
  /// "NOT_A_NUMBER" or "WRONG_TYPE" (valid, but of another type).
  phoneProblem(text, region = "", { types = [] } = {}) {
    const bits = typeBits(types);
    const number = this.parsePhone(text, region);
    if (number.error) return parseErrorProblems[number.error] ?? "NOT_A_NUMBER";
    if (number.valid) return bits === 0 || typeIsIn(number.type, bits) ? "" : "WRONG_TYPE";
    return lengthProblems[number.possibleReason] ?? "NOT_A_NUMBER";
  }

  /// Applies a browser change to a phone field and lays the number out, as the server's
  /// `POST /api/phone/as-you-type`: `{state}`, or `{error, offset}` when the change is refused.
  /// Throws a TypeError or RangeError for a wrong argument: a missing state or change, a text over 256
  /// characters, or a selection or change outside the text. A field typed into should use
  /// `phoneField(region)`; this answers the same, through one field kept per region.
  editPhone({ region = "", state, change } = {}) {
    return this.#field(region).edit(state, change);
  }

  /// A phone field's whole text laid out for `region`, as if typed from scratch.
  layoutPhone(text, region = "") {
    return this.#field(region).layout(text);
  }

  /// What the typing in a phone field knows: the calling code (typed, or the region's), whether the
  /// number is typed in international form, and the region of the digits once they parse.
  phoneEntry(text, region = "") {
    return this.#field(region).entry(text);
  }

  /// Parses a number: its formats, validity, type and region, or `{error: KIND, offset}`
  /// (`TOO_SHORT_NSN`…). `region` is the default region for numbers written without `+`.
  parsePhone(text, region = "") {
    const exchange = this.#exchange;
    const status = this.#exports.fk_number(exchange.writeText(checkedText(text, "text")),
      exchange.writeSecond(checkedRegion(region)), 0);
    const { slots } = exchange.current;
    if (status === 1) return { error: exchange.readOutput(slots[0]), offset: slots[1] };
    if (status !== 0) throw new Error(`FormKit: the number could not be answered (status ${status}).`);
    const [e164, international, national, rfc3966, type, numberRegion] = exchange.readOutputs(6);
    return {
      e164, international, national, rfc3966,
      possible: (slots[7] & 1) !== 0, valid: (slots[7] & 2) !== 0, type,
      region: numberRegion || null, callingCode: slots[6], possibleReason: possibilityNames[(slots[7] >> 2) & 7],
    };
  }

  /// What a field's check after each key needs of `text` in `region`, at a fraction of parsePhone's
  /// cost (no formats but E.164, and no texts for a number that is not valid): `{ valid, possibleReason }`,
  /// with `value` (the E.164, and ";ext=N" with an extension) and `type` when valid; or `{ error: KIND }`.
  /// Each answer has `problem`, why it is not a valid number of `types` (names from phoneTypeNames;
  /// empty: any): "" when it is one, else phoneProblem's reasons, except that a number of a possible
  /// length that is not in use is "INVALID_NUMBER". A phone field's edit answers the same for its new
  /// text and the field's types in the same call (PhoneField's `check`).
  checkPhone(text, region = "", { types = [] } = {}) {
    const bits = typeBits(types);
    const exchange = this.#exchange;
    const status = this.#exports.fk_number(exchange.writeText(checkedText(text, "text")),
      exchange.writeSecond(checkedRegion(region)), 1);
    if (status !== 0) throw new Error(`FormKit: the number could not be answered (status ${status}).`);
    return checkAnswer(exchange, exchange.current.slots[0], 0, bits);
  }

  /// Replaces the numbering plans with those of a bundle (bytes: a Uint8Array or ArrayBuffer, such as
  /// one `scripts/build-metadata-bundle` built from a newer phonenumbers), as the native
  /// `PhoneNumbering.loadMetadata` does: the whole bundle is checked first, and a bad one throws an
  /// Error whose message says what is wrong, the plans in use staying. Fields opened before keep
  /// the plans they were opened with; editPhone and the country catalogues start again on the new ones.
  /// Only formkit-cli.wasm can (its checks of a whole bundle would take the page's module over its
  /// size budget); the page's formkit.wasm throws.
  loadMetadata(bytes) {
    if (!this.#exports.fk_load_metadata) throw new Error("FormKit: loading plans is in formkit-cli.wasm, not in this module.");
    const data = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes;
    if (!(data instanceof Uint8Array)) throw new TypeError("FormKit: a bundle must be a Uint8Array or an ArrayBuffer.");
    const exchange = this.#exchange;
    let offset = 0;
    let status;
    do {
      const count = exchange.writeTextBytes(data.subarray(offset));
      offset += count;
      status = this.#exports.fk_load_metadata(count, offset === data.length ? 1 : 0);
    } while (offset < data.length);
    if (status !== 0) {
      const { slots } = exchange.current;
      const [tag, reason] = [exchange.readOutput(slots[3]), exchange.readOutput(slots[4], slots[3])];
      throw new Error(bundleFaults[slots[0]]([slots[1], slots[2]], tag, reason));
    }
    for (const field of this.#fields.values()) field.close();
    this.#fields.clear();
    this.#catalogues.clear();
    this.#regions = null;
    this.#countryNames = null;
  }

  /// Whether the text is a valid number (with `region` as the default region).
  isValidPhone(text, region = "") {
    return this.parsePhone(text, region).valid === true;
  }

  /// The numbering plan's example number of a type (`FIXED_LINE`, `MOBILE`…) in a region, in
  /// international format; null when there is none.
  exampleNumber(region, type = "FIXED_LINE") {
    const exchange = this.#exchange;
    const status = this.#exports.fk_example(exchange.writeSecond(checkedRegion(region)),
      exchange.writeText(checkedText(type, "type", 32)));
    return status === 0 ? exchange.readOutput(exchange.current.slots[0]) : null;
  }

  /// The calling code of a region (any case); null when it has no numbering plan.
  callingCode(region) {
    return this.#exports.fk_calling_code(this.#exchange.writeSecond(checkedRegion(region))) || null;
  }

  /// The country catalogue in a locale (a BCP 47 tag, as `Intl` takes it): `entries`, every region
  /// libphonenumber supports as `{ region, callingCode, flag, name }` with the locale's default region
  /// first and the rest in the locale's alphabetical order (names from `Intl.DisplayNames`);
  /// `defaultRegion`, the locale's region or else its likely one (de: DE, pt: BR, zh-Hant: TW); and
  /// `search(query, limit = 10)`, the region codes a person typing `query` most likely means, best
  /// first, ranked in the module as natively (CountrySearch) over the locale's names, the English
  /// names, each region's name in its own language and the everyday names below. Built once per locale.
  /// Throws a RangeError for a locale that is not a valid tag or that the browser has no names for.
  countryCatalogue(locale) {
    const tag = checkedLocale(locale);
    let catalogue = this.#catalogues.get(tag);
    if (!catalogue) {
      catalogue = new CountryCatalogue(tag, this.#countryRegions(), (names) => this.#searchCountries(names));
      this.#catalogues.set(tag, catalogue);
    }
    return catalogue;
  }

  /// Every region with a numbering plan, `{ region, callingCode, main }` in code order (`main`: the
  /// code's main country, libphonenumber's first region for it), asked of the module once.
  #countryRegions() {
    if (!this.#regions) {
      const regions = [];
      const exchange = this.#exchange;
      for (let first = 65; first <= 90; first++) {
        for (let second = 65; second <= 90; second++) {
          const region = String.fromCharCode(first, second);
          const callingCode = this.#exports.fk_calling_code(exchange.writeSecond(region));
          if (callingCode > 0) regions.push({ region, callingCode, main: exchange.current.slots[0] === 1 });
        }
      }
      this.#regions = regions;
    }
    return this.#regions;
  }

  /// The search of a catalogue over its names (records for fk_countries_names): hands the regions and
  /// names to the module when another catalogue's are there, then asks.
  #searchCountries(names) {
    return (folded, limit) => {
      const exchange = this.#exchange;
      const regions = this.#regions;
      if (this.#countryNames !== names) {
        this.#countryNames = null;
        regions.forEach(({ region, callingCode, main }, index) => this.#exports.fk_countries_region(
          region.charCodeAt(0), region.charCodeAt(1), callingCode, main ? 1 : 0, index === 0 ? 1 : 0));
        for (let start = 0; start < names.length;) {
          // Whole records only: each is its region, kind and length, then the name.
          let end = start;
          while (end < names.length && end + 3 + names[end + 2] - start <= exchange.current.text.length) end += 3 + names[end + 2];
          this.#exports.fk_countries_names(exchange.writeTextBytes(names.subarray(start, end)));
          start = end;
        }
        this.#countryNames = names;
      }
      const status = this.#exports.fk_countries_search(exchange.writeText(folded), limit);
      if (status !== 0) throw new Error(`FormKit: the countries could not be searched (status ${status}).`);
      return Array.from(exchange.current.output.subarray(0, exchange.slots[0]), (index) => regions[index].region);
    };
  }

  /// Whether a text is, or can still become, a decimal number (TextInput's DecimalNumberSyntax):
  /// `{complete}` when it is one (true) or can still become one (false), else `{error, offset}`.
  checkDecimal(text, { decimalSeparator = ".", groupingSeparator = "," } = {}) {
    const exchange = this.#exchange;
    const textCount = exchange.writeText(checkedText(text, "text"));
    const decimalCount = exchange.writeSecond(checkedText(decimalSeparator, "decimalSeparator", 4));
    const groupingCount = exchange.writeSecond(checkedText(groupingSeparator ?? "", "groupingSeparator", 4), decimalCount);
    const status = this.#exports.fk_decimal(textCount, decimalCount, groupingCount);
    const { slots } = exchange.current;
    if (status === 1) return { error: exchange.readOutput(slots[0]), offset: slots[1] };
    if (status !== 0) throw new Error(`FormKit: the decimal could not be answered (status ${status}).`);
    return { complete: slots[0] === 1 };
  }

  /// `formkit phone info --tsv`, `phone type --tsv`, `phone paste --tsv` or `phone type --tsv --strict`
  /// (`command` "info", "type", "paste" or "strict-type", with `types` for lines without their own)
  /// over input given in pieces of bytes, cut anywhere: `write(bytes)` answers the rows (bytes) of the
  /// lines the input has finished so far, `end()` the rest; `header` is the header line (info, paste).
  /// One at a time: a new one ends the last. The command-line rows are in formkit-cli.wasm only; the
  /// page's formkit.wasm throws.
  commandRows(command, defaultRegion = "ZZ", { types = [] } = {}) {
    const exports = this.#exports;
    if (!exports.fk_rows) throw new Error("FormKit: command-line rows are in formkit-cli.wasm, not in this module.");
    const commands = ["type", "info", "paste", "strict-type"];
    if (!commands.includes(command)) throw new TypeError('FormKit: command must be "info", "type", "paste" or "strict-type".');
    const exchange = this.#exchange;
    exports.fk_rows_start(commands.indexOf(command), exchange.writeSecond(checkedRegion(defaultRegion)), typeBits(types));
    const header = exchange.readOutput(exchange.current.slots[0]);
    const token = {};
    this.#rows = token;
    const run = (bytes, isLast) => {
      if (this.#rows !== token) throw new Error("FormKit: these command rows were ended by newer ones.");
      if (!(bytes instanceof Uint8Array)) throw new TypeError("FormKit: input must be a Uint8Array.");
      const pieces = [];
      let offset = 0;
      do {
        const count = exchange.writeTextBytes(bytes.subarray(offset));
        offset += count;
        let waiting = exports.fk_rows(count, isLast && offset === bytes.length ? 1 : 0);
        pieces.push(exchange.readOutputBytes(exchange.current.slots[0]));
        while (waiting > 0) {
          waiting = exports.fk_rows(0, 0);
          pieces.push(exchange.readOutputBytes(exchange.current.slots[0]));
        }
      } while (offset < bytes.length);
      return concat(pieces);
    };
    return { header, write: (bytes) => run(bytes, false), end: () => run(new Uint8Array(0), true) };
  }
}

function concat(parts) {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/// `fk_phone_paste`: `text` pasted into an empty field for `region` (PhonePaste), and, when it is not
/// valid, whether the text's digits start with 00 (`doubleZero`).
function paste(exports, exchange, text, region) {
  exports.fk_phone_paste(exchange.writeText(text), exchange.writeSecond(region.toUpperCase()));
  const [field, country, e164, extension] = exchange.readOutputs(4);
  const valid = exchange.current.slots[4] === 1;
  return { field, country: country === "ZZ" ? "" : country, e164, extension, valid, doubleZero: !valid && digitsStartWithDoubleZero(field) };
}

/// Whether the first two digits of a text whose digits are ASCII (`fk_phone_paste`'s field for a text
/// that is not valid) are zeros, with no plus before them (PhonePaste.digitsStartWithDoubleZero).
function digitsStartWithDoubleZero(text) {
  let zeros = 0;
  for (const character of text) {
    if ((character === "+" || character === "\uff0b") && zeros === 0) return false;
    if (character < "0" || character > "9") continue;
    if (character !== "0") return false;
    if (++zeros === 2) return true;
  }
  return false;
}

/// Whether a text is more than one code point (a lone surrogate counts as one, as the module reads it).
function isMoreThanOneCodePoint(text) {
  return text.length > 2 || (text.length === 2 && !(text.codePointAt(0) > 0xFFFF));
}

/// The module's exchange block (Wasm/FormKitWasm/Exchange.swift), through which every call passes its
/// texts and answers, with nothing allocated to cross the bridge. Its layout is read from the block's
/// header, where the module writes it. The views are made again when the module's memory grows (which
/// detaches the old buffer). The time module (formkit-time.mjs) has one too.
export class Exchange {
  #exports;
  #start;
  #layout;

  constructor(exports) {
    this.#exports = exports;
    this.#start = exports.fk_exchange();
    this.#layout = Array.from(new Int32Array(exports.memory.buffer, this.#start, 8));
    this.#view();
  }

  #view() {
    const buffer = this.#exports.memory.buffer;
    const [slotsOffset, slotCount, textOffset, textCapacity, secondOffset, secondCapacity, outputOffset, outputCapacity] = this.#layout;
    this.slots = new Int32Array(buffer, this.#start + slotsOffset, slotCount);
    this.text = new Uint8Array(buffer, this.#start + textOffset, textCapacity);
    this.second = new Uint8Array(buffer, this.#start + secondOffset, secondCapacity);
    this.output = new Uint8Array(buffer, this.#start + outputOffset, outputCapacity);
  }

  /// The views, made again if the memory grew since.
  get current() {
    if (this.slots.length === 0) this.#view();
    return this;
  }

  /// Writes a text to the text area: its byte count.
  writeText(text) {
    return encodeAll(text, this.current.text);
  }

  /// Writes a replacement, a region code or a separator to the second area, `offset` bytes in: its byte
  /// count.
  writeSecond(text, offset = 0) {
    const second = this.current.second;
    // A key typed or a region code: short ASCII, copied without an encoder call.
    if (text.length <= 8 && offset + text.length <= second.length) {
      let at = 0;
      while (at < text.length && text.charCodeAt(at) < 0x80) second[offset + at] = text.charCodeAt(at++);
      if (at === text.length) return at;
    }
    return text ? encodeAll(text, second.subarray(offset)) : 0;
  }

  /// Copies as many of `bytes` as fit into the text area: their count.
  writeTextBytes(bytes) {
    const count = Math.min(bytes.length, this.current.text.length);
    this.text.set(bytes.subarray(0, count));
    return count;
  }

  /// The answer's text to an edit (`count` bytes of the output area): most keystrokes at the end answer
  /// the text with the change made as typed, which is then made from the strings rather than decoded.
  /// `appended` is the module's word that the output is `text` and then `replacement` (slot 6 is 2).
  readEdit(count, text, start, end, replacement, appended) {
    if (appended) return text + replacement;
    if (count === text.length - (end - start) + replacement.length && count <= 64) {
      const output = this.current.output;
      let same = true;
      for (let i = 0; same && i < count; i++) {
        const unit = i < start ? text.charCodeAt(i)
          : i < start + replacement.length ? replacement.charCodeAt(i - start)
          : text.charCodeAt(i - replacement.length + end - start);
        same = unit < 0x80 && output[i] === unit;
      }
      if (same) return text.slice(0, start) + replacement + text.slice(end);
    }
    return this.readOutput(count);
  }

  /// The answer's text: `count` bytes of the output area, `offset` bytes in.
  readOutput(count, offset = 0) {
    const output = this.current.output;
    // A short ASCII answer (a region, a type, a short number) is joined from its bytes: quicker than a
    // decoder call up to about a dozen characters (V8 copies strings that short when it joins them).
    if (count <= 12) {
      let text = "";
      for (let at = offset; at < offset + count; at++) {
        if (output[at] >= 0x80) return decoder.decode(output.subarray(offset, offset + count));
        text += String.fromCharCode(output[at]);
      }
      return text;
    }
    return decoder.decode(output.subarray(offset, offset + count));
  }

  /// The answer's first `count` texts, one after another in the output, their lengths in the slots.
  readOutputs(count) {
    const texts = [];
    // `current` before each read: the call may have grown the memory, detaching the old views.
    for (let slot = 0, offset = 0; slot < count; offset += this.current.slots[slot++]) {
      texts.push(this.readOutput(this.current.slots[slot], offset));
    }
    return texts;
  }

  /// A copy of the output area's first `count` bytes.
  readOutputBytes(count) {
    return this.current.output.slice(0, count);
  }
}

/// Encodes all of `text` into `area`: its byte count; a RangeError when it does not fit.
function encodeAll(text, area) {
  const { read, written } = encoder.encodeInto(text, area);
  if (read < text.length) throw new RangeError("FormKit: a text is longer than the module's exchange takes.");
  return written;
}

/// Closes the module's side of a PhoneField nobody closed once it is garbage: the handle in its holder,
/// which the field updates when a region opens another (so a region set registers nothing).
const unclosedFields = new FinalizationRegistry(({ exports, opened }) => {
  if (opened.handle >= 0) exports.fk_phone_field_close(opened.handle);
});

/// A phone field being typed into (`formkit.phoneField(region)`): one per `<input>`. It answers each
/// edit exactly as `editPhone` (and the server's endpoint) does, and remembers between keystrokes what
/// it typed, so a keystroke at the end or in the middle types about one digit. Offsets are UTF-16.
///
///   const field = formkit.phoneField("US");
///   let { state } = field.edit({ text: "", selectionStart: 0, selectionEnd: 0 }, { start: 0, end: 0, replacement: "6" });
///   field.region = "GB";   // later keystrokes format for another region
///   field.close();
///
/// A change inserting more than one character over the whole text (a paste, an autofill) is read as
/// `pastePhone` reads it; a valid number moves the field to its country (`state.country`, `region`).
/// A strict field (`phoneField(region, { strict: true, types })`) answers a refused keystroke with the
/// state unchanged and `refused: true` (on the answer and on its state).
export class PhoneField {
  #exports;
  #exchange;
  #handle = -1;
  /// The open handle as the finalization registry reads it (-1 once closed).
  #opened = { handle: -1 };
  #region;
  /// `#country()` of `#region`; null until asked.
  #countryOfRegion = null;
  #strict;
  #types;
  /// The text the module answered last (a new field's is empty): sent back as -1 instead of its bytes.
  #text = "";
  /// The region of the last entry answered (two letters), kept to answer the same region again.
  #entryRegion = "ZZ";

  constructor(exports, exchange, region, strict = false, types = 0) {
    this.#exports = exports;
    this.#exchange = exchange;
    this.#strict = strict;
    this.#types = types;
    this.#open(region);
    unclosedFields.register(this, { exports, opened: this.#opened }, this);
  }

  #open(region) {
    const count = this.#exchange.writeSecond(region);
    const handle = this.#exports.fk_phone_field_open(count, this.#strict ? 1 : 0, this.#types);
    if (handle < 0) throw new Error("FormKit: too many phone fields are open; close some.");
    this.#handle = handle;
    this.#opened.handle = handle;
    this.#region = region;
    this.#countryOfRegion = null;
    this.#text = "";
  }

  /// The region numbers are typed in (the field's country: a pasted number moves it); setting another
  /// starts the field's memory again.
  get region() {
    return this.#region;
  }

  set region(value) {
    const region = checkedRegion(value);
    if (region === this.#region) return;
    this.#live();
    this.#closeHandle();
    this.#open(region);
  }

  /// Applies a browser change (`{start, end, replacement, backward}`, the UTF-16 range replaced) to
  /// the field's state (`{text, selectionStart, selectionEnd}`) and lays the number out: `{state}`,
  /// or `{error, offset}` when the change is refused. Throws a TypeError or RangeError for a wrong
  /// argument: a missing state or change, a text over 256 characters, or a selection or change
  /// outside the text. With `{ entry: true }`, an answer whose text starts with "+" also has `entry`,
  /// what `entry(text)` answers for it, from the same call. `state.country` is the field's country
  /// after the change ("" for none); a strict field's refused keystroke answers the state unchanged
  /// with `refused: true`. With `{ check: region }`, a text the module typed is also checked as
  /// `formkit.checkPhone(text, region, { types })` checks it (the field's types), in the same call: the answer's `check`.
  edit(state, change, { entry = false, check = null } = {}) {
    if (typeof state !== "object" || state === null) throw new TypeError("FormKit: state must be an object.");
    if (typeof change !== "object" || change === null) throw new TypeError("FormKit: change must be an object.");
    const text = checkedText(state.text, "state.text", maxPhoneText);
    const selectionEnd = checkedOffset(state.selectionEnd, "state.selectionEnd", text.length);
    const selectionStart = checkedOffset(state.selectionStart, "state.selectionStart", selectionEnd);
    const end = checkedOffset(change.end, "change.end", text.length);
    const start = checkedOffset(change.start, "change.start", end);
    const replacement = checkedText(change.replacement ?? "", "change.replacement", maxPhoneText);
    if (change.backward != null && typeof change.backward !== "boolean") {
      throw new TypeError("FormKit: change.backward must be true, false or absent.");
    }
    this.#live();
    // A paste over the whole text, or an edit of a text with letters, is read as a whole text, as
    // PhoneFieldFormatter.edit reads it natively; the rest is typed by the module. The text the module
    // answered last has no letters (it writes digits and the layout's punctuation): not searched again.
    if (replacement && start === 0 && end === text.length && isMoreThanOneCodePoint(replacement)) {
      const pasted = paste(this.#exports, this.#exchange, replacement, this.#region);
      if (pasted.valid || !pasted.doubleZero) return this.#pasted(pasted, pasted.field.length, entry);
    } else if (text !== this.#text && /[A-Za-z]/.test(text)) {
      const pasted = paste(this.#exports, this.#exchange, text.slice(0, start) + replacement + text.slice(end), this.#region);
      return this.#pasted(pasted, Math.max(0, pasted.field.length - (text.length - end)), entry);
    }
    const exchange = this.#exchange;
    // The text the module answered last is not sent again: -1 less its length stands for it.
    const textCount = text === this.#text ? -1 - text.length : exchange.writeText(text);
    const replacementCount = exchange.writeSecond(replacement);
    const checkCount = check === null ? -1 : exchange.writeSecond(checkedRegion(check), replacementCount);
    const status = this.#exports.fk_phone_field_edit(this.#handle, textCount, replacementCount,
      selectionStart, selectionEnd, start, end, change.backward == null ? 2 : change.backward ? 1 : 0, entry ? 1 : 0, checkCount);
    const { slots } = exchange.current;
    if (status === 0) {
      this.#text = exchange.readEdit(slots[0], text, start, end, replacement, slots[6] === 2);
      const state = { text: this.#text, selectionStart: slots[1], selectionEnd: slots[2], country: this.#country() };
      const result = { state };
      if (slots[6] === 1) {
        result.refused = true;
        state.refused = true;
      }
      if (slots[3] >= 0) result.entry = this.#entryAt(3, slots[0]);
      if (slots[7] >= 0) result.check = checkAnswer(exchange, slots[7], slots[0] + Math.max(slots[3], 0), this.#types);
      return result;
    }
    if (status === 1) return { error: exchange.readOutput(slots[0]), offset: slots[1] };
    // The module may no longer know the text it answered last: the next edit sends its bytes.
    this.#text = null;
    throw new Error(`FormKit: the phone field could not answer (status ${status}).`);
  }

  /// The field's country: its region upper-cased, "" for none (worked out once a region, not a keystroke).
  #country() {
    if (this.#countryOfRegion === null) {
      const region = this.#region.toUpperCase();
      this.#countryOfRegion = region === "ZZ" ? "" : region;
    }
    return this.#countryOfRegion;
  }

  /// The answer to a text read as a whole (`paste`'s answer), the caret at `caret`: a valid number
  /// moves the field to its country.
  #pasted(pasted, caret, entry) {
    if (pasted.country && pasted.country !== this.#country()) this.region = pasted.country;
    this.#text = null;
    const result = { state: { text: pasted.field, selectionStart: caret, selectionEnd: caret, country: this.#country() } };
    if (entry && pasted.field.startsWith("+")) result.entry = this.entry(pasted.field);
    return result;
  }

  /// The whole text laid out, as if typed from scratch.
  layout(text) {
    this.#ask("fk_phone_field_layout", checkedText(text, "text", maxPhoneText));
    return this.#exchange.readOutput(this.#exchange.current.slots[0]);
  }

  /// What the typing in the text knows: the calling code (typed, or the region's), whether the number
  /// is typed in international form, and the region of the digits once they parse.
  entry(text) {
    this.#ask("fk_phone_field_entry", checkedText(text, "text", maxPhoneText));
    return this.#entryAt(0, 0);
  }

  /// An entry answered in the slots from `slot` (region length, calling code, international), its
  /// region `offset` bytes into the output.
  #entryAt(slot, offset) {
    const { slots, output } = this.#exchange.current;
    const count = slots[slot];
    // A region is two ASCII letters: the last entry's string again when the bytes are its, else made
    // from them, with no view or decoder on every keystroke.
    let region = this.#entryRegion;
    if (count !== 2 || output[offset] !== region.charCodeAt(0) || output[offset + 1] !== region.charCodeAt(1)) {
      region = count === 2 && output[offset] < 0x80 && output[offset + 1] < 0x80
        ? String.fromCharCode(output[offset], output[offset + 1])
        : count ? this.#exchange.readOutput(count, offset) : null;
      if (count === 2 && region.length === 2) this.#entryRegion = region;
    }
    return { callingCode: slots[slot + 1] || null, international: slots[slot + 2] === 1, region };
  }

  /// Frees the field in the module; it cannot be used afterwards.
  close() {
    if (this.#handle < 0) return;
    unclosedFields.unregister(this);
    this.#closeHandle();
  }

  /// Closes the module's side; the registration stays, for the next region's handle.
  #closeHandle() {
    this.#exports.fk_phone_field_close(this.#handle);
    this.#handle = -1;
    this.#opened.handle = -1;
  }

  #live() {
    if (this.#handle < 0) throw new Error("FormKit: this phone field is closed.");
  }

  #ask(name, text) {
    this.#live();
    const count = text === this.#text ? -1 : this.#exchange.writeText(text);
    const status = this.#exports[name](this.#handle, count);
    if (status !== 0) throw new Error(`FormKit: the phone field could not answer (status ${status}).`);
  }
}

/// A country catalogue in one locale (`formkit.countryCatalogue(locale)`).
class CountryCatalogue {
  /// Every region, `{ region, callingCode, flag, name }`, the default region first.
  entries;
  /// The locale's region, or its likely region (CLDR's likely subtags, as the browser has them).
  defaultRegion;
  #search;

  constructor(tag, regions, search) {
    const local = displayNames(tag);
    const english = displayNames("en");
    const known = new Set(regions.map(({ region }) => region));
    const locale = new Intl.Locale(tag);
    const likely = locale.maximize().region;
    this.defaultRegion = known.has(locale.region) ? locale.region : known.has(likely) ? likely : regions[0].region;
    const collator = new Intl.Collator(tag);
    const entries = regions.map(({ region, callingCode }) => ({ region, callingCode, flag: flagOf(region), name: local.of(region) ?? english.of(region) ?? region }));
    entries.sort((a, b) => (b.region === this.defaultRegion) - (a.region === this.defaultRegion) || collator.compare(a.name, b.name));
    this.entries = Object.freeze(entries.map(Object.freeze));
    // The records the module's search (CountrySearch) takes, fk_countries_names: each region's names, folded.
    const records = [];
    const everyday = new Map();
    for (const [region, name] of everydayCountryNames) everyday.set(region, [...(everyday.get(region) ?? []), name]);
    regions.forEach(({ region }, index) => {
      const seen = new Set();
      const add = (kind, name) => {
        const folded = wholeCharacters(encoder.encode(foldCountryName(name ?? "")), 255);
        const key = folded.join();
        if (folded.length > 0 && !seen.has(key)) records.push(index, kind, folded.length, ...folded);
        seen.add(key);
      };
      add(0, local.of(region));
      add(1, english.of(region));
      add(2, endonymOf(region));
      for (const name of everyday.get(region) ?? []) add(3, name);
    });
    this.#search = search(Uint8Array.from(records));
  }

  /// The region codes a person typing `query` most likely means, best first, at most `limit`: an ISO
  /// code, a calling code (`+41` or `41`, the main country first), a name in the locale or in English, an
  /// endonym, an everyday name, without diacritics, or with one mistake; exact before a prefix, a prefix
  /// before a mistake.
  search(query, limit = 10) {
    const folded = foldCountryName(checkedText(query, "query", maxPhoneText));
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError("FormKit: limit must be a whole number from 0.");
    return folded && limit > 0 ? this.#search(folded, Math.min(limit, 100)) : [];
  }
}

/// The first bytes of UTF-8, at most `max`, ending with a whole character (CountrySearch keeps a
/// name's first 255 bytes).
function wholeCharacters(bytes, max) {
  let count = Math.min(bytes.length, max);
  while (count < bytes.length && (bytes[count] & 0xC0) === 0x80) count--;
  return bytes.subarray(0, count);
}

/// `Intl.DisplayNames` for regions, one per locale tag, made once.
const regionNames = new Map();
function displayNames(tag) {
  let names = regionNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: "region", fallback: "none" });
    regionNames.set(tag, names);
  }
  return names;
}

/// A region's name in its own likely language (`Schweiz` for CH), as CLDR's likely subtags give it.
function endonymOf(region) {
  const { language, script } = new Intl.Locale(`und-${region}`).maximize();
  return displayNames(`${language}-${script}-${region}`).of(region);
}

/// The flag: the region's two regional indicator symbols.
function flagOf(region) {
  return String.fromCodePoint(0x1F1A5 + region.charCodeAt(0), 0x1F1A5 + region.charCodeAt(1));
}

/// A name or query folded as CountrySearch compares them (Sources/CountrySearch/CountryNameKind.swift;
/// Sources/PhoneCountries folds the same way with Foundation): lower case, decomposed, without marks,
/// apostrophes or full stops; separators one space; the Latin letters without a decomposition in ASCII.
export function foldCountryName(text) {
  return text.toLowerCase().normalize("NFD")
    .replace(/[\p{Mn}\p{Me}'.`\u00B4\u2018\u2019\u201B\u02BB\u02BC\u02BE\u02BF]/gu, "")
    .replace(/[\t\n\r ,()\/\-\u00A0\u2000-\u200A\u2010-\u2015\u202F\u205F\u3000\uFF0C]+/gu, " ")
    .trim()
    .replace(/[\u00F8\u0142\u0111\u0131\u00DF\u00E6\u0153\u00FE]/gu, (letter) => asciiLetters[letter]);
}

const asciiLetters = { "\u00F8": "o", "\u0142": "l", "\u0111": "d", "\u0131": "i", "\u00DF": "ss", "\u00E6": "ae", "\u0153": "oe", "\u00FE": "th" };

// <generated everyday country names: Tools/countries/generate_names.py>
const everydayCountryNames = [
  ["AE", "Emirates"],
  ["AE", "UAE"],
  ["BA", "Bosnia"],
  ["CD", "Congo (DRC)"],
  ["CD", "Congo (RDC)"],
  ["CD", "Congo (Republica Democrată Congo)"],
  ["CD", "Demokratiska republiken Kongo"],
  ["CD", "Den Demokratiske Republik Congo (DRC)"],
  ["CD", "Kongo (DRK)"],
  ["CD", "Kongo (Demokratische Republik)"],
  ["CD", "Kongo Demokratik Cumhuriyeti"],
  ["CD", "Kongo-Kinshasa"],
  ["CD", "Kongó (KDK)"],
  ["CD", "República Democrática do Congo"],
  ["CD", "Zaire"],
  ["CD", "Κονγκό (ΛΔΚ)"],
  ["CD", "Конго (ДРК)"],
  ["CD", "קונגו (הרפובליקה הדמוקרטית של קונגו)"],
  ["CD", "جمهورية الكونغو الديمقراطية"],
  ["CD", "कांगो (डीआरसी)"],
  ["CD", "คองโก (สาธารณรัฐประชาธิปไตย)"],
  ["CD", "コンゴ民主共和国"],
  ["CD", "刚果民主共和国"],
  ["CD", "콩고민주공화국"],
  ["CG", "Congo"],
  ["CG", "Congo (Repubblica)"],
  ["CG", "Congo (Republic)"],
  ["CG", "Congo (Republica)"],
  ["CG", "Congo (Republiek)"],
  ["CG", "Congo (República)"],
  ["CG", "Kongo (Republik)"],
  ["CG", "Kongo (republika)"],
  ["CG", "Kongo Cumhuriyeti"],
  ["CG", "Kongo-Brazzaville"],
  ["CG", "Kongó (Köztársaság)"],
  ["CG", "Republika Konga"],
  ["CG", "Republiken Kongo"],
  ["CG", "Republikken Congo"],
  ["CG", "République du Congo"],
  ["CG", "Κονγκό (Δημοκρατία)"],
  ["CG", "Конго (Республіка)"],
  ["CG", "Республика Конго"],
  ["CG", "קונגו (רפובליקה)"],
  ["CG", "جمهورية الكونغو"],
  ["CG", "कांगो (गणराज्य)"],
  ["CG", "คองโก (สาธารณรัฐ)"],
  ["CG", "コンゴ共和国"],
  ["CG", "刚果共和国"],
  ["CG", "콩고 공화국"],
  ["CI", "Coasta de Fildeș"],
  ["CI", "Costa de Marfil"],
  ["CI", "Côte d’Ivoire"],
  ["CI", "Elfenbeinküste"],
  ["CI", "Fildişi Sahili"],
  ["CI", "Ivory Coast"],
  ["CI", "Wybrzeże Kości Słoniowej"],
  ["CI", "Берег Слонової Кістки"],
  ["CI", "קוט דיוואר"],
  ["CI", "كوت ديفوار"],
  ["CI", "आइवरी कोस्ट"],
  ["CI", "ไอวอรี่โคสต์"],
  ["CI", "​​République de Côte d’Ivoire"],
  ["CI", "象牙海岸"],
  ["CI", "아이보리 코스트"],
  ["CV", "Cabo Verde"],
  ["CV", "Cape Verde"],
  ["CZ", "Cseh Köztársaság"],
  ["CZ", "Czech Republic"],
  ["CZ", "Den Tjekkiske Republik"],
  ["CZ", "Repubblica Ceca"],
  ["CZ", "Republica Cehă"],
  ["CZ", "Republika Czeska"],
  ["CZ", "República Checa"],
  ["CZ", "República Tcheca"],
  ["CZ", "République tchèque"],
  ["CZ", "Tschechische Republik"],
  ["CZ", "Tsjechische Republiek"],
  ["CZ", "Tšekin tasavalta"],
  ["CZ", "Çek Cumhuriyeti"],
  ["CZ", "Česká republika"],
  ["CZ", "Τσεχική Δημοκρατία"],
  ["CZ", "Чеська Республіка"],
  ["CZ", "Чешская Республика"],
  ["CZ", "הרפובליקה הצ׳כית"],
  ["CZ", "جمهورية التشيك"],
  ["CZ", "चेक गणराज्य"],
  ["CZ", "สาธารณรัฐเช็ก"],
  ["CZ", "チェコ共和国"],
  ["CZ", "捷克共和国"],
  ["CZ", "체코 공화국"],
  ["FK", "Falkland Adaları (Malvinas Adaları)"],
  ["FK", "Falkland Islands (Islas Malvinas)"],
  ["FK", "Falkland-szigetek (Malvin-szigetek)"],
  ["FK", "Falklandeilanden (Islas Malvinas)"],
  ["FK", "Falklandinsaaret (Malvinassaaret)"],
  ["FK", "Falklandinseln (Malwinen)"],
  ["FK", "Falklandské ostrovy (Malvíny)"],
  ["FK", "Falklandsøerne (Islas Malvinas)"],
  ["FK", "Falklandy (Malwiny)"],
  ["FK", "Ilhas Malvinas (Ilhas Falkland)"],
  ["FK", "Insulele Falkland (Insulele Malvine)"],
  ["FK", "Islas Malvinas (Islas Falkland)"],
  ["FK", "Isole Falkland (Isole Malvine)"],
  ["FK", "Îles Malouines (Îles Falkland)"],
  ["FK", "Νήσοι Φόκλαντ (Νήσοι Μαλβίνας)"],
  ["FK", "Фолклендские (Мальвинские) о-ва"],
  ["FK", "Фолклендські (Мальвінські) Острови"],
  ["FK", "איי פוקלנד (איי מלווינס)"],
  ["FK", "جزر فوكلاند - جزر مالفيناس"],
  ["FK", "फ़ॉकलैंड द्वीपसमूह (इज़्लास माल्विनास)"],
  ["FK", "หมู่เกาะฟอล์กแลนด์ (อิสลาส มาลวินาส)"],
  ["FK", "フォークランド諸島 (マルビーナス諸島)"],
  ["FK", "福克兰群岛（马尔维纳斯群岛）"],
  ["FK", "포클랜드 제도(말비나스 군도)"],
  ["FM", "Федеративні Штати Мікронезії"],
  ["GB", "BK"],
  ["GB", "Britain"],
  ["GB", "Britannia"],
  ["GB", "England"],
  ["GB", "GB"],
  ["GB", "Great Britain"],
  ["GB", "Northern Ireland"],
  ["GB", "R.-U."],
  ["GB", "RU"],
  ["GB", "Scotland"],
  ["GB", "UK"],
  ["GB", "VK"],
  ["GB", "Wales"],
  ["GB", "Wlk. Bryt."],
  ["GB", "ΗΒ"],
  ["GB", "Британия"],
  ["GB", "यू॰के॰"],
  ["GB", "英国"],
  ["HK", "Hong Kong"],
  ["HK", "Hongkong"],
  ["HK", "Χονγκ Κονγκ"],
  ["HK", "Гонконг"],
  ["HK", "הונג קונג"],
  ["HK", "هونغ كونغ"],
  ["HK", "हाँग काँग"],
  ["HK", "ฮ่องกง"],
  ["HK", "香港"],
  ["HK", "홍콩"],
  ["IR", "Persia"],
  ["KR", "Korea"],
  ["LK", "Ceylon"],
  ["MK", "Macedonia"],
  ["MM", "Burma"],
  ["MM", "Myanmar"],
  ["MO", "Macao"],
  ["MO", "Macau"],
  ["MO", "Makao"],
  ["MO", "Makau"],
  ["MO", "Makaó"],
  ["MO", "Μακάο"],
  ["MO", "Макао"],
  ["MO", "מקאו"],
  ["MO", "مكاو"],
  ["MO", "मकाऊ"],
  ["MO", "มาเก๊า"],
  ["MO", "マカオ"],
  ["MO", "澳门"],
  ["MO", "마카오"],
  ["NL", "Holland"],
  ["NL", "The Netherlands"],
  ["PS", "Filistin"],
  ["PS", "Palestiina"],
  ["PS", "Palestina"],
  ["PS", "Palestine"],
  ["PS", "Palestyna"],
  ["PS", "Palesztina"],
  ["PS", "Palästina"],
  ["PS", "Palæstina"],
  ["PS", "Παλαιστίνη"],
  ["PS", "Палестина"],
  ["PS", "פלסטין"],
  ["PS", "فلسطين"],
  ["PS", "फ़िलिस्तीन"],
  ["PS", "ปาเลสไตน์"],
  ["PS", "パレスチナ"],
  ["PS", "巴勒斯坦"],
  ["PS", "팔레스타인"],
  ["SZ", "Eswatini"],
  ["SZ", "Regno di eSwatini"],
  ["SZ", "Suazi"],
  ["SZ", "Suazilandia"],
  ["SZ", "Suazilândia"],
  ["SZ", "Svazijsko"],
  ["SZ", "Svaziland"],
  ["SZ", "Swasiland"],
  ["SZ", "Swaziland"],
  ["SZ", "Swazimaa"],
  ["SZ", "Σουαζιλάνδη"],
  ["SZ", "Свазиленд"],
  ["SZ", "Свазіленд"],
  ["SZ", "סווזילנד"],
  ["SZ", "سوازيلاند"],
  ["SZ", "स्वाज़ीलैंड"],
  ["SZ", "สวาซิแลนด์"],
  ["SZ", "スワジランド"],
  ["SZ", "스와질란드"],
  ["TH", "Siam"],
  ["TL", "Democratische Republiek Oost-Timor"],
  ["TL", "Doğu Timor"],
  ["TL", "East Timor"],
  ["TL", "Osttimor"],
  ["TL", "República Democrática de Timor-Leste"],
  ["TL", "Timor Leste"],
  ["TL", "Timor Oriental"],
  ["TL", "Timor-Leste"],
  ["TL", "Timor-Oriental"],
  ["TL", "Timorul de Est"],
  ["TL", "Østtimor"],
  ["TL", "Ανατολικό Τιμόρ"],
  ["TL", "Східний Тимор"],
  ["TL", "Тимор-Лесте"],
  ["TL", "מזרח טימור"],
  ["TL", "تيمور الشرقية"],
  ["TL", "पूर्वी तिमोर"],
  ["TL", "ติมอร์ตะวันออก"],
  ["TL", "東チモール"],
  ["TL", "티모르레스테"],
  ["TR", "Turkey"],
  ["US", "ABD"],
  ["US", "America"],
  ["US", "EE. UU."],
  ["US", "EUA"],
  ["US", "S.U.A."],
  ["US", "US"],
  ["US", "USA"],
  ["US", "United States of America"],
  ["US", "VS"],
  ["US", "É.-U."],
  ["US", "ΗΠΑ"],
  ["US", "США"],
  ["US", "ארה״ב"],
  ["US", "अमेरिका"],
  ["US", "สหรัฐฯ"],
  ["US", "アメリカ"],
  ["VA", "Vatican"],
];
// </generated everyday country names>
