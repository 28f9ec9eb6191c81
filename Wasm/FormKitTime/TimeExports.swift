import Timestamps

// The time module's C ABI, called by formkit-time.mjs. It is a module of its own (formkit-time.wasm),
// loaded the first time a page asks for a time, and it uses the same exchange block as formkit.wasm
// (Exchange.swift is compiled into both): texts in the block's areas, numbers as arguments, answers
// in its slots and output area. Each locale's words table is fetched by the page on its first use
// and handed over in pieces through the text area.

/// The zone offset, in seconds east of UTC, of the zone the page named, at an instant in POSIX
/// seconds: answered by JavaScript's Intl (formkit-time.mjs).
@_extern(wasm, module: "formkit", name: "zone_offset")
func javaScriptZoneOffset(_ secondsSince1970: Double) -> Double

/// A zone as the calls pass it: 0 UTC, 1 a fixed offset (`fixedOffset` seconds), 2 the zone the page
/// named (asked of JavaScript).
func zoneOffset(kind: Int32, fixedOffset: Int32) -> (Int64) -> Int64 {
    switch kind {
    case 1: { _ in Int64(fixedOffset) }
    case 2: { seconds in Int64(javaScriptZoneOffset(Double(seconds))) }
    default: { _ in 0 }
    }
}

@_cdecl("fk_exchange")
func fkExchange() -> UnsafeMutableRawPointer {
    Exchange.start
}

/// The last instant parsed or changed to, in seconds since 2001-01-01 (read by JavaScript after a call).
nonisolated(unsafe) var lastInstant: Double = 0

@_cdecl("fk_time_instant")
func fkTimeInstant() -> Double {
    lastInstant
}

/// Parses the timestamp in the text area (`count` bytes): 0 and its UTC text in the output (slot 0:
/// its length; the instant in ``fkTimeInstant()``), or 1 and the reason.
@_cdecl("fk_time_parse")
func fkTimeParse(_ count: Int32, _ zoneKind: Int32, _ fixedOffset: Int32) -> Int32 {
    let text = Exchange.text(Int(count))
    var copy = text
    let offset = zoneOffset(kind: zoneKind, fixedOffset: fixedOffset)
    let result = copy.withUTF8 { bytes in
        Result { () throws(TimestampParseError) in
            try Timestamp(parsingUTF8: bytes, zoneOffset: zoneKind == 0 ? nil : offset)
        }
    }
    switch result {
    case .success(let stamp):
        lastInstant = stamp.secondsSinceReferenceDate
        Exchange.setSlot(0, Exchange.writeOutput(stamp.utcString) ?? 0)
        // The offset the text carried, for a zone given as "+09:00": slot 1 says whether, slot 2 which.
        Exchange.setSlot(1, stamp.utcOffset == nil ? 0 : 1)
        Exchange.setSlot(2, Int(stamp.utcOffset ?? 0))
        return 0
    case .failure(let error):
        Exchange.setSlot(0, Exchange.writeOutput("\(error)") ?? 0)
        return 1
    }
}

/// The words tables the page has handed over, by number.
nonisolated(unsafe) var loadedWords: [(number: Int, words: RelativeTimeWords)] = []
/// A table being handed over.
nonisolated(unsafe) var pendingTable: [UInt8] = []
/// The locale the next ``fkTimeAgo`` call words in.
nonisolated(unsafe) var currentLocale: RelativeTimeLocale?

/// Resolves the locale identifier in the text area (`count` bytes) and makes it current when its words
/// are loaded: its words table's number (the page fetches and loads it when slot 1 is 0), or -1 when
/// CLDR has no words for it. The output holds the CLDR locale it resolved to (slot 0: its length).
@_cdecl("fk_time_locale")
func fkTimeLocale(_ count: Int32) -> Int32 {
    let identifier = Exchange.text(Int(count))
    guard let (resolved, table) = RelativeTimeLocale.wordsTable(for: identifier) else {
        Exchange.setSlot(0, 0)
        return -1
    }
    Exchange.setSlot(0, Exchange.writeOutput(resolved) ?? 0)
    if let loaded = loadedWords.first(where: { $0.number == table }) {
        currentLocale = RelativeTimeLocale(identifier: resolved, words: loaded.words)
        Exchange.setSlot(1, 1)
    } else {
        Exchange.setSlot(1, 0)
    }
    return Int32(table)
}

/// Appends `count` bytes of the text area to the table being handed over.
@_cdecl("fk_time_words_append")
func fkTimeWordsAppend(_ count: Int32) {
    guard count > 0, count <= Exchange.textCapacity else { return }
    pendingTable.append(contentsOf: Exchange.textBytes(Int(count)))
}

/// Reads the table handed over as words table `number`: 0, or 1 when it is not a words table.
@_cdecl("fk_time_words_load")
func fkTimeWordsLoad(_ number: Int32) -> Int32 {
    defer { pendingTable = [] }
    guard let words = RelativeTimeWords(table: String(decoding: pendingTable, as: UTF8.self)) else { return 1 }
    loadedWords.append((Int(number), words))
    return 0
}

/// "3 minutes ago" for `date` seen at `now` (seconds since 2001-01-01) in the current locale: 0, the
/// text in the output (slot 0: its length), then the next change in UTC (slot 1: its length, -1 for
/// none; the instant in ``fkTimeInstant()``); 2 when no locale is current.
@_cdecl("fk_time_ago")
func fkTimeAgo(
    _ date: Double, _ now: Double, _ style: Int32, _ named: Int32, _ cutoffMinutes: Double, _ skewSeconds: Double,
    _ includeSeconds: Int32, _ zoneKind: Int32, _ fixedOffset: Int32
) -> Int32 {
    guard let locale = currentLocale else { return 2 }
    let rules = RelativeTimeRules(
        locale: locale, style: style == 2 ? .narrow : style == 1 ? .short : .long,
        presentation: named == 1 ? .named : .numeric,
        cutoffMinutes: cutoffMinutes < 0 ? nil : Int(cutoffMinutes), skewTolerance: skewSeconds,
        includeSeconds: includeSeconds == 1)
    let offset = zoneOffset(kind: zoneKind, fixedOffset: fixedOffset)
    let text = rules.text(for: date, relativeTo: now, offset: offset)
    let length = Exchange.writeOutput(text) ?? 0
    Exchange.setSlot(0, length)
    if let change = rules.nextChange(for: date, relativeTo: now, offset: offset) {
        lastInstant = change
        Exchange.setSlot(1, Exchange.writeOutput(Timestamp(secondsSinceReferenceDate: change).utcString, at: length) ?? 0)
    } else {
        Exchange.setSlot(1, -1)
    }
    return 0
}
