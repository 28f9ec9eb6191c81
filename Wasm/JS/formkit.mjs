// FormKit in JavaScript: PhoneNumbers and TextInput compiled to WebAssembly from the same Swift
// source as the native library, so the page gets exactly the native answers.
//
//   import { loadFormKit } from "./formkit.mjs";
//   const formkit = await loadFormKit(new URL("./formkit.wasm", import.meta.url));
//   formkit.parsePhone("(650) 253-0000", "US").international   // "+1 650-253-0000"
//   formkit.editPhone({ region: "US", state: { text: "650-253", selectionStart: 7, selectionEnd: 7 },
//                       change: { start: 7, end: 7, replacement: "0" } }).state.text  // "650-2530"
//   const field = formkit.phoneField("US");   // a field typed into: one per <input>, see PhoneField
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

/// Loads the module from a URL (fetched, or read from disk under node), a Response, bytes or a
/// compiled WebAssembly.Module, and returns its API. `timeModule` is where formkit-time.wasm is
/// (default: beside a URL); it is loaded the first time a time is asked for.
export async function loadFormKit(source, { timeModule } = {}) {
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
  return new FormKit(instance.exports, time);
}

async function compileResponse(response) {
  // Streaming compilation needs the wasm media type; fall back to bytes without it.
  if (WebAssembly.compileStreaming && response.headers.get("Content-Type") === "application/wasm") {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/// The API over one instance of the module. Offsets and selections are UTF-16 offsets, as a
/// browser's `selectionStart`.
export class FormKit {
  #exports;
  #exchange;
  /// The fields editPhone, layoutPhone and phoneEntry use, one per region (at most maxRegionFields).
  #fields = new Map();

  /// Where formkit-time.wasm and formkit-time.mjs are, and the time API once loaded (a promise).
  #timeModule;
  #timeScript;
  #timestamps = null;

  constructor(exports, timeModule = null) {
    this.#exports = exports;
    this.#exchange = new Exchange(exports);
    this.#timeModule = timeModule;
    this.#timeScript = timeModule ? new URL("./formkit-time.mjs", timeModule).href : null;
  }

  /// The time module's API (formkit-time.mjs's Timestamps), loaded on first use.
  timestamps() {
    if (!this.#timeModule) return Promise.reject(new Error("FormKit: loadFormKit was given no timeModule URL."));
    this.#timestamps ??= import(this.#timeScript).then(({ loadTimestamps }) => loadTimestamps(this.#timeModule, { Exchange }));
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
  phoneField(region = "") {
    return new PhoneField(this.#exports, this.#exchange, checkedRegion(region));
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
    const fields = this.#call("fk_number", [checkedText(text, "text"), checkedRegion(region)]);
    if (fields[0] !== "ok") return { error: fields[1], offset: Number(fields[2]) };
    const [, e164, international, national, rfc3966, possible, valid, type, numberRegion, callingCode] = fields;
    return {
      e164, international, national, rfc3966,
      possible: possible === "1", valid: valid === "1", type,
      region: numberRegion || null, callingCode: Number(callingCode),
    };
  }

  /// Whether the text is a valid number (with `region` as the default region).
  isValidPhone(text, region = "") {
    return this.parsePhone(text, region).valid === true;
  }

  /// The numbering plan's example number of a type (`FIXED_LINE`, `MOBILE`…) in a region, in
  /// international format; null when there is none.
  exampleNumber(region, type = "FIXED_LINE") {
    return this.#call("fk_example", [checkedRegion(region), checkedText(type, "type", 32)])[0] || null;
  }

  /// The calling code of a region (any case); null when it has no numbering plan.
  callingCode(region) {
    const code = this.#call("fk_calling_code", [checkedRegion(region)])[0];
    return code ? Number(code) : null;
  }

  /// Whether a text is, or can still become, a decimal number (TextInput's DecimalNumberSyntax):
  /// `{complete}` when it is one (true) or can still become one (false), else `{error, offset}`.
  checkDecimal(text, { decimalSeparator = ".", groupingSeparator = "," } = {}) {
    const [error, second] = this.#call("fk_decimal", [
      checkedText(text, "text"), checkedText(decimalSeparator, "decimalSeparator", 4),
      checkedText(groupingSeparator ?? "", "groupingSeparator", 4),
    ]);
    return error ? { error, offset: Number(second) } : { complete: second === "complete" };
  }

  /// `formkit phone type --tsv` over a block of whole input lines (bytes): the output rows (bytes).
  /// The bulk rows are in formkit-cli.wasm only; the page's formkit.wasm throws.
  typeRows(lines, defaultRegion = "ZZ") {
    return this.#callBytes("fk_type_rows", checkedRegion(defaultRegion), lines);
  }

  /// `formkit phone info --tsv` over a block of whole input lines (bytes): the output rows (bytes).
  infoRows(lines, defaultRegion = "ZZ") {
    return this.#callBytes("fk_info_rows", checkedRegion(defaultRegion), lines);
  }

  /// The header line of `formkit phone info --tsv`, with its newline.
  infoHeader() {
    if (!this.#exports.fk_info_header) throw new Error("FormKit: bulk rows are in formkit-cli.wasm, not in this module.");
    return this.#call("fk_info_header", [])[0];
  }

  #call(name, fields) {
    const bytes = encoder.encode(fields.map((field) => String(field).replaceAll("\0", "\uFFFD")).join("\0"));
    return decoder.decode(this.#run(name, bytes)).split("\0");
  }

  #callBytes(name, text, bytes) {
    if (!this.#exports[name]) throw new Error("FormKit: bulk rows are in formkit-cli.wasm, not in this module.");
    if (!(bytes instanceof Uint8Array)) throw new TypeError("FormKit: lines must be a Uint8Array.");
    const head = encoder.encode(text + "\0");
    const request = new Uint8Array(head.length + bytes.length);
    request.set(head);
    request.set(bytes, head.length);
    return this.#run(name, request).slice();
  }

  #run(name, request) {
    const exports = this.#exports;
    const start = exports.fk_request(request.length);
    new Uint8Array(exports.memory.buffer, start, request.length).set(request);
    const length = exports[name](request.length);
    return new Uint8Array(exports.memory.buffer, exports.fk_response(), length);
  }
}

/// The module's exchange block (Wasm/FormKitWasm/Exchange.swift): the phone field's texts go in and its
/// answers come out there, with nothing allocated to cross the bridge. The views are made again when the
/// module's memory grows (which detaches the old buffer). The time module (formkit-time.mjs) has one too.
export class Exchange {
  #exports;
  #start;

  constructor(exports) {
    this.#exports = exports;
    this.#start = exports.fk_exchange();
    this.#view();
  }

  #view() {
    const buffer = this.#exports.memory.buffer;
    this.slots = new Int32Array(buffer, this.#start, 8);
    this.text = new Uint8Array(buffer, this.#start + 64, 1024);
    this.replacement = new Uint8Array(buffer, this.#start + 1088, 1024);
    this.output = new Uint8Array(buffer, this.#start + 2112, 4096);
  }

  /// The views, made again if the memory grew since.
  get current() {
    if (this.slots.length === 0) this.#view();
    return this;
  }

  /// Writes a text of at most 256 UTF-16 units (768 bytes of UTF-8) to the text area: its byte count.
  writeText(text) {
    return encoder.encodeInto(text, this.current.text).written;
  }

  /// Writes a replacement or a region code (at most 768 bytes of UTF-8) to its area: its byte count.
  writeReplacement(text) {
    if (text.length === 1 && text.charCodeAt(0) < 0x80) {
      this.current.replacement[0] = text.charCodeAt(0);  // a key typed: no encoder call
      return 1;
    }
    return text ? encoder.encodeInto(text, this.current.replacement).written : 0;
  }

  /// The answer's text to an edit (`count` bytes of the output area): most keystrokes at the end answer
  /// the text with the change made as typed, which is then made from the strings rather than decoded.
  readEdit(count, text, start, end, replacement) {
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
    return decoder.decode(this.current.output.subarray(offset, offset + count));
  }
}

/// Closes the module's side of a PhoneField nobody closed once it is garbage.
const unclosedFields = new FinalizationRegistry(({ exports, handle }) => exports.fk_phone_field_close(handle));

/// A phone field being typed into (`formkit.phoneField(region)`): one per `<input>`. It answers each
/// edit exactly as `editPhone` (and the server's endpoint) does, and remembers between keystrokes what
/// it typed, so a keystroke at the end or in the middle types about one digit. Offsets are UTF-16.
///
///   const field = formkit.phoneField("US");
///   let { state } = field.edit({ text: "", selectionStart: 0, selectionEnd: 0 }, { start: 0, end: 0, replacement: "6" });
///   field.region = "GB";   // later keystrokes format for another region
///   field.close();
export class PhoneField {
  #exports;
  #exchange;
  #handle = -1;
  #region;
  /// The text the module answered last: sent back as -1 instead of its bytes.
  #text = null;

  constructor(exports, exchange, region) {
    this.#exports = exports;
    this.#exchange = exchange;
    this.#open(region);
  }

  #open(region) {
    const count = this.#exchange.writeReplacement(region);
    const handle = this.#exports.fk_phone_field_open(count);
    if (handle < 0) throw new Error("FormKit: too many phone fields are open; close some.");
    this.#handle = handle;
    this.#region = region;
    this.#text = null;
    unclosedFields.register(this, { exports: this.#exports, handle }, this);
  }

  /// The region numbers are typed in; setting another starts the field's memory again.
  get region() {
    return this.#region;
  }

  set region(value) {
    const region = checkedRegion(value);
    if (region === this.#region) return;
    this.#live();
    this.close();
    this.#open(region);
  }

  /// Applies a browser change (`{start, end, replacement, backward}`, the UTF-16 range replaced) to
  /// the field's state (`{text, selectionStart, selectionEnd}`) and lays the number out: `{state}`,
  /// or `{error, offset}` when the change is refused. Throws a TypeError or RangeError for a wrong
  /// argument: a missing state or change, a text over 256 characters, or a selection or change
  /// outside the text. With `{ entry: true }`, an answer whose text starts with "+" also has `entry`,
  /// what `entry(text)` answers for it, from the same call.
  edit(state, change, { entry = false } = {}) {
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
    const exchange = this.#exchange;
    const textCount = text === this.#text ? -1 : exchange.writeText(text);
    const replacementCount = exchange.writeReplacement(replacement);
    const status = this.#exports.fk_phone_field_edit(this.#handle, textCount, replacementCount,
      selectionStart, selectionEnd, start, end, change.backward == null ? 2 : change.backward ? 1 : 0, entry ? 1 : 0);
    const { slots } = exchange.current;
    if (status === 0) {
      this.#text = exchange.readEdit(slots[0], text, start, end, replacement);
      const result = { state: { text: this.#text, selectionStart: slots[1], selectionEnd: slots[2] } };
      if (slots[3] >= 0) result.entry = this.#entryAt(3, slots[0]);
      return result;
    }
    if (status === 1) return { error: exchange.readOutput(slots[0]), offset: slots[1] };
    throw new Error(`FormKit: the phone field could not answer (status ${status}).`);
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
    const { slots } = this.#exchange.current;
    const region = slots[slot] ? this.#exchange.readOutput(slots[slot], offset) : null;
    return { callingCode: slots[slot + 1] || null, international: slots[slot + 2] === 1, region };
  }

  /// Frees the field in the module; it cannot be used afterwards.
  close() {
    if (this.#handle < 0) return;
    unclosedFields.unregister(this);
    this.#exports.fk_phone_field_close(this.#handle);
    this.#handle = -1;
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
