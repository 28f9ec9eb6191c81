// FormKit's Timestamps in JavaScript: the parser and "time ago" compiled to WebAssembly from the same
// Swift source as the native library, in a module of its own (formkit-time.wasm) that formkit.mjs
// loads the first time a page asks for a time. Each locale's words are fetched on its first use
// (time-words/N.txt beside the module), so a page downloads only its reader's.
//
//   import { Exchange } from "./formkit.mjs";
//   import { loadTimestamps } from "./formkit-time.mjs";
//   const time = await loadTimestamps(new URL("./formkit-time.wasm", import.meta.url), { Exchange });
//   await time.loadLocale("de-DE");
//   time.timeAgo(new Date("2026-01-09T11:57Z"), new Date("2026-01-09T12:00Z"), { locale: "de-DE" })
//   // { text: "vor 3 Minuten", nextChange: Date(2026-01-09T12:00:30Z), locale: "de_DE" }
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const styles = { long: 0, short: 1, narrow: 2 };
/// Seconds from 1970 to 2001-01-01, the module's reference date.
const referenceDate = 978_307_200;

/// Loads the time module from a URL (fetched, or read from disk under node), bytes or a compiled
/// WebAssembly.Module. `wordsURL` is the folder of the words tables (default: time-words/ beside a URL);
/// `Exchange` is formkit.mjs's view of the exchange block (passed in, so that this file imports nothing
/// and can be served under any name). `fetched` maps words tables' URLs to promises of their bytes
/// (or null) fetched ahead of time; loadLocale uses them instead of fetching again.
export async function loadTimestamps(source, { wordsURL, Exchange, fetched } = {}) {
  if (!Exchange) throw new TypeError("FormKit: loadTimestamps needs formkit.mjs's Exchange.");
  let module;
  let base = null;
  if (source instanceof WebAssembly.Module) {
    module = source;
  } else if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    module = await WebAssembly.compile(source);
  } else {
    base = source instanceof URL ? source : new URL(String(source), globalThis.location?.href);
    module = await WebAssembly.compile(await readBytes(base));
  }
  const zone = new ZoneOffsets();
  const instance = await WebAssembly.instantiate(module, { formkit: { zone_offset: (seconds) => zone.offset(seconds) } });
  const words = wordsURL ? new URL(wordsURL, base ?? globalThis.location?.href) : base && new URL("time-words/", base);
  return new Timestamps(instance.exports, zone, words, Exchange, fetched);
}

async function readBytes(url) {
  if (url.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/// The zone the module asks offsets of, by its IANA name, through Intl.
class ZoneOffsets {
  #formatter = null;
  #name = null;

  set name(name) {
    if (name === this.#name) return;
    this.#name = name;
    this.#formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: name, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric",
      hour: "numeric", minute: "numeric", second: "numeric", era: "short",
    });
  }

  /// The offset east of UTC, in seconds, at an instant in POSIX seconds.
  offset(seconds) {
    const instant = Math.max(-8.64e12, Math.min(8.64e12, seconds));
    const fields = {};
    for (const part of this.#formatter.formatToParts(new Date(instant * 1000))) fields[part.type] = part.value;
    const year = fields.era === "BC" || fields.era === "B" ? 1 - Number(fields.year) : Number(fields.year);
    const local = new Date(0);
    local.setUTCFullYear(year, Number(fields.month) - 1, Number(fields.day));
    local.setUTCHours(Number(fields.hour), Number(fields.minute), Number(fields.second), 0);
    return Math.round(local.getTime() / 1000 - Math.floor(instant));
  }
}

/// Whether Intl knows a zone name.
function isZoneName(name) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/// The API over one instance of the time module.
export class Timestamps {
  #exports;
  #exchange;
  #zone;
  #words;
  /// Words tables loaded, by number; locales resolved, by identifier: {resolved, table}.
  #loadedTables = new Set();
  #locales = new Map();
  /// Words tables fetched ahead of time, by URL (loadTimestamps's `fetched`).
  #fetched;
  /// When each table's first use began (loadLocale's call), until its first text.
  #firstUseStarted = new Map();
  /// How long each locale's first use took in milliseconds, from the call to loadLocale that fetched
  /// or installed its words to the end of its first timeAgo: the figure a page reports.
  firstUseMilliseconds = new Map();

  constructor(exports, zone, words, Exchange, fetched = new Map()) {
    this.#exports = exports;
    this.#exchange = new Exchange(exports);
    this.#zone = zone;
    this.#words = words;
    this.#fetched = fetched;
  }

  /// Parses an ISO 8601 / RFC 3339 timestamp as the native `Timestamp(parsing:)` does: `{date, utc}`
  /// (utc: yyyy-MM-ddTHH:mm:ss.SSSZ), or `{error}` ("day out of range at offset 8"). Text without an
  /// offset is read in `zone` (an IANA name, "UTC", or an offset such as "+09:00"; default UTC).
  parseTimestamp(text, { zone } = {}) {
    const [kind, offset] = this.#zoneArguments(zone);
    const status = this.#exports.fk_time_parse(this.#write(text), kind, offset);
    const answer = this.#exchange.readOutput(this.#exchange.current.slots[0]);
    if (status !== 0) return { error: answer };
    return { date: new Date((this.#exports.fk_time_instant() + referenceDate) * 1000), utc: answer };
  }

  /// Fetches a locale's words if they are not loaded yet: the CLDR locale it resolved to ("de" for
  /// "de-XX"), or null when CLDR has none for it (timeAgo then words it in English).
  async loadLocale(identifier) {
    const called = performance.now();
    const entry = this.#resolve(identifier);
    if (!entry) {
      await this.loadLocale("en");
      return null;
    }
    if (!this.#loadedTables.has(entry.table)) {
      if (!this.#words) throw new Error("FormKit: no words URL to fetch the locale tables from.");
      if (!this.#firstUseStarted.has(entry.table)) this.#firstUseStarted.set(entry.table, called);
      const url = new URL(`${entry.table}.txt`, this.#words);
      const bytes = (await this.#fetched.get(url.href)) ?? await readBytes(url);
      if (!this.#loadedTables.has(entry.table)) this.#loadTable(entry.table, bytes);
    }
    return entry.resolved;
  }

  /// Hands a locale's words table to the module (bytes as fetched from time-words/N.txt).
  #loadTable(table, bytes) {
    const exchange = this.#exchange;
    const capacity = exchange.current.text.length;
    for (let start = 0; start < bytes.length; start += capacity) {
      const piece = bytes.subarray(start, start + capacity);
      exchange.current.text.set(piece);
      this.#exports.fk_time_words_append(piece.length);
    }
    if (this.#exports.fk_time_words_load(table) !== 0) throw new Error(`FormKit: words table ${table} is damaged.`);
    this.#loadedTables.add(table);
  }

  #resolve(identifier) {
    const key = String(identifier);
    if (!this.#locales.has(key)) {
      const table = this.#exports.fk_time_locale(this.#write(key));
      this.#locales.set(key, table < 0 ? null
        : { resolved: this.#exchange.readOutput(this.#exchange.current.slots[0]), table });
    }
    return this.#locales.get(key);
  }

  /// "3 minutes ago" for `date` seen at `now` (Dates, or milliseconds since 1970), as the native
  /// RelativeTimeFormatter words it: `{text, nextChange, locale}`, nextChange a Date or null when the
  /// text never changes. The locale's words must be loaded (`await loadLocale(locale)`); a locale CLDR
  /// has no words for reads English (locale: null).
  timeAgo(date, now, { locale = "en-US", style = "long", named = false, zone, cutoffMinutes = 11520,
    skewSeconds = 30, includeSeconds = false } = {}) {
    if (!(style in styles)) throw new RangeError("FormKit: style must be long, short or narrow.");
    const entry = this.#resolve(locale) ?? this.#resolve("en");
    if (!this.#loadedTables.has(entry.table)) {
      throw new Error(`FormKit: the words of ${locale} are not loaded; await loadLocale(${JSON.stringify(locale)}) first.`);
    }
    this.#exports.fk_time_locale(this.#write(entry.resolved));
    const [kind, offset] = this.#zoneArguments(zone);
    const status = this.#exports.fk_time_ago(seconds(date), seconds(now), styles[style], named ? 1 : 0,
      cutoffMinutes == null ? -1 : cutoffMinutes, skewSeconds, includeSeconds ? 1 : 0, kind, offset);
    if (status !== 0) throw new Error(`FormKit: the time module could not answer (status ${status}).`);
    const { slots } = this.#exchange.current;
    const text = this.#exchange.readOutput(slots[0]);
    const nextChange = slots[1] < 0 ? null : new Date((this.#exports.fk_time_instant() + referenceDate) * 1000);
    const started = this.#firstUseStarted.get(entry.table);
    if (started !== undefined) {
      this.firstUseMilliseconds.set(String(locale), performance.now() - started);
      this.#firstUseStarted.delete(entry.table);
    }
    return { text, nextChange, locale: this.#resolve(locale)?.resolved ?? null };
  }

  /// `formkit time ago`'s lines (`tsv` false) or TSV rows: set the options once, then one input line
  /// at a time: `{line, ok, unknownLocale}`. In formkit-time-cli.wasm only.
  timeAgoRows({ now = null, locale = null, style = "long", named = false, cutoffMinutes = 11520, skewSeconds = 30,
    includeSeconds = false, zone } = {}) {
    if (!this.#exports.fk_time_ago_row) {
      throw new Error("FormKit: time ago rows are in formkit-time-cli.wasm, not in this module.");
    }
    const [kind, offset] = this.#zoneArguments(zone);
    const nowCount = now === null ? -1 : this.#write(now);
    const localeCount = locale === null ? -1 : this.#exchange.writeSecond(locale);
    this.#exports.fk_time_ago_options(nowCount, localeCount, styles[style], named ? 1 : 0,
      cutoffMinutes == null ? -1 : cutoffMinutes, skewSeconds, includeSeconds ? 1 : 0, kind, offset);
    return (line, tsv) => {
      const ok = this.#exports.fk_time_ago_row(this.#write(line), tsv ? 1 : 0) === 0;
      const { slots } = this.#exchange.current;
      const text = this.#exchange.readOutput(slots[0]);
      const unknownLocale = slots[1] ? this.#exchange.readOutput(slots[1], slots[0]) : null;
      return { line: text, ok, unknownLocale };
    };
  }

  /// The module's zone arguments for a zone: [kind, fixed offset]; throws a RangeError for an unknown one.
  #zoneArguments(zone) {
    if (zone == null || zone === "UTC" || zone === "GMT" || zone === "Z" || zone === "z") return [0, 0];
    if (zone.startsWith("+") || zone.startsWith("-")) {
      // The timestamp parser's offset grammar, on a fixed date.
      const status = this.#exports.fk_time_parse(this.#write(`2000-01-01T00:00${zone}`), 0, 0);
      const { slots } = this.#exchange.current;
      if (status !== 0 || slots[1] !== 1) throw new RangeError(`FormKit: unknown time zone offset.`);
      return [1, slots[2]];
    }
    if (!isZoneName(zone)) throw new RangeError("FormKit: unknown time zone.");
    this.#zone.name = zone;
    return [2, 0];
  }

  /// Writes a text to the exchange's text area: its byte count. Throws when it does not fit.
  #write(text) {
    const view = this.#exchange.current.text;
    const { read, written } = encoder.encodeInto(String(text), view);
    if (read < String(text).length) throw new RangeError(`FormKit: a text longer than ${view.length} bytes.`);
    return written;
  }
}

/// An instant as the module takes it: seconds since 2001-01-01.
function seconds(value) {
  const milliseconds = value instanceof Date ? value.getTime() : Number(value);
  if (!Number.isFinite(milliseconds)) throw new TypeError("FormKit: an instant must be a valid Date or a number of milliseconds.");
  return milliseconds / 1000 - referenceDate;
}
