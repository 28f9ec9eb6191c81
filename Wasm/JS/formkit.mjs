// FormKit in JavaScript: PhoneNumbers and TextInput compiled to WebAssembly from the same Swift
// source as the native library, so the page gets exactly the native answers.
//
//   import { loadFormKit } from "./formkit.mjs";
//   const formkit = await loadFormKit(new URL("./formkit.wasm", import.meta.url));
//   formkit.parsePhone("(650) 253-0000", "US").international   // "+1 650-253-0000"
//   formkit.editPhone({ region: "US", state: { text: "650-253", selectionStart: 7, selectionEnd: 7 },
//                       change: { start: 7, end: 7, replacement: "0" } }).state.text  // "650-2530"

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/// The longest phone field text and region code the API takes, as the server's endpoint does.
const maxPhoneText = 256;
const maxRegion = 8;
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
/// compiled WebAssembly.Module, and returns its API.
export async function loadFormKit(source) {
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
  return new FormKit(instance.exports);
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

  constructor(exports) {
    this.#exports = exports;
  }

  /// Applies a browser change to a phone field and lays the number out, as the server's
  /// `POST /api/phone/as-you-type`: `{state}`, or `{error, offset}` when the change is refused.
  /// Throws a TypeError or RangeError for a wrong argument: a missing state or change, a text over 256
  /// characters, or a selection or change outside the text.
  editPhone({ region = "", state, change } = {}) {
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
    const backward = change.backward == null ? "" : change.backward ? 1 : 0;
    const fields = this.#call("fk_edit", [
      checkedRegion(region), text, selectionStart, selectionEnd, start, end, replacement, backward,
    ]);
    if (fields[0] === "ok") {
      return { state: { text: fields[1], selectionStart: Number(fields[2]), selectionEnd: Number(fields[3]) } };
    }
    return { error: fields[1], offset: Number(fields[2]) };
  }

  /// A phone field's whole text laid out for `region`, as if typed from scratch.
  layoutPhone(text, region = "") {
    return this.#call("fk_layout", [checkedRegion(region), checkedText(text, "text", maxPhoneText)])[0];
  }

  /// What the typing in a phone field knows: the calling code (typed, or the region's), whether the
  /// number is typed in international form, and the region of the digits once they parse.
  phoneEntry(text, region = "") {
    const [code, international, numberRegion] = this.#call("fk_entry", [
      checkedRegion(region), checkedText(text, "text", maxPhoneText),
    ]);
    return { callingCode: code ? Number(code) : null, international: international === "1", region: numberRegion || null };
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
  typeRows(lines, defaultRegion = "ZZ") {
    return this.#callBytes("fk_type_rows", checkedRegion(defaultRegion), lines);
  }

  /// `formkit phone info --tsv` over a block of whole input lines (bytes): the output rows (bytes).
  infoRows(lines, defaultRegion = "ZZ") {
    return this.#callBytes("fk_info_rows", checkedRegion(defaultRegion), lines);
  }

  /// The header line of `formkit phone info --tsv`, with its newline.
  infoHeader() {
    return this.#call("fk_info_header", [])[0];
  }

  #call(name, fields) {
    const bytes = encoder.encode(fields.map((field) => String(field).replaceAll("\0", "\uFFFD")).join("\0"));
    return decoder.decode(this.#run(name, bytes)).split("\0");
  }

  #callBytes(name, text, bytes) {
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
