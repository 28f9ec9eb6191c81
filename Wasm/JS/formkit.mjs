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

/// The API over one instance of the module. Offsets and selections are UTF-16 offsets, as a
/// browser's `selectionStart`.
export class FormKit {
  #exports;
  #exchange;
  /// The fields editPhone, layoutPhone and phoneEntry use, one per region (at most maxRegionFields).
  #fields = new Map();
  /// The command rows being written (commandRows); a newer call replaces them.
  #rows = null;

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
    const exchange = this.#exchange;
    const status = this.#exports.fk_number(exchange.writeText(checkedText(text, "text")),
      exchange.writeSecond(checkedRegion(region)));
    const { slots } = exchange.current;
    if (status === 1) return { error: exchange.readOutput(slots[0]), offset: slots[1] };
    if (status !== 0) throw new Error(`FormKit: the number could not be answered (status ${status}).`);
    const [e164, international, national, rfc3966, type, numberRegion] = exchange.readOutputs(6);
    return {
      e164, international, national, rfc3966,
      possible: (slots[7] & 1) !== 0, valid: (slots[7] & 2) !== 0, type,
      region: numberRegion || null, callingCode: slots[6],
    };
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

  /// `formkit phone info --tsv` or `formkit phone type --tsv` (`command` "info" or "type") over input
  /// given in pieces of bytes, cut anywhere: `write(bytes)` answers the rows (bytes) of the lines the
  /// input has finished so far, `end()` the rest; `header` is info's header line. One at a time: a new
  /// one ends the last. The command-line rows are in formkit-cli.wasm only; the page's formkit.wasm
  /// throws.
  commandRows(command, defaultRegion = "ZZ") {
    const exports = this.#exports;
    if (!exports.fk_rows) throw new Error("FormKit: command-line rows are in formkit-cli.wasm, not in this module.");
    if (command !== "info" && command !== "type") throw new TypeError('FormKit: command must be "info" or "type".');
    const exchange = this.#exchange;
    exports.fk_rows_start(command === "info" ? 1 : 0, exchange.writeSecond(checkedRegion(defaultRegion)));
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
    if (text.length === 1 && text.charCodeAt(0) < 0x80 && offset < this.current.second.length) {
      this.second[offset] = text.charCodeAt(0);  // a key typed: no encoder call
      return 1;
    }
    return text ? encodeAll(text, this.current.second.subarray(offset)) : 0;
  }

  /// Copies as many of `bytes` as fit into the text area: their count.
  writeTextBytes(bytes) {
    const count = Math.min(bytes.length, this.current.text.length);
    this.text.set(bytes.subarray(0, count));
    return count;
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

  /// The answer's first `count` texts, one after another in the output, their lengths in the slots.
  readOutputs(count) {
    const texts = [];
    for (let slot = 0, offset = 0; slot < count; offset += this.current.slots[slot++]) {
      texts.push(this.readOutput(this.slots[slot], offset));
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
    const count = this.#exchange.writeSecond(region);
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
    const replacementCount = exchange.writeSecond(replacement);
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
