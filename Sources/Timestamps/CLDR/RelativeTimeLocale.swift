/// One locale's relative-time words from CLDR 46: the patterns of each unit, direction, plural
/// category and style ("vor {0} Minuten"), "now", the named days, months and years ("gestern"), the
/// plural rules for whole numbers, the locale's digits and its short date pattern ("dd.MM.yy").
///
///     let german = RelativeTimeLocale(identifier: "de_DE")!
///     german.identifier  // "de_DE"
///     RelativeTimeLocale(identifier: "de_XX")?.identifier  // "de": the nearest locale with data
///     RelativeTimeLocale(identifier: "xx")  // nil
///
/// The data is generated (CLDRRelativeTimeData.swift, Tools/timestamps/generate.py) and a locale's
/// words are read on its first use, once per process.
public struct RelativeTimeLocale: Hashable, Sendable {
    /// The CLDR locale whose data this is: the one asked for, or the nearest one above it.
    public let identifier: String
    let words: RelativeTimeWords
    /// The zero of the locale's digits (the digits follow it), or nil for 0–9.
    let zeroDigit: Unicode.Scalar?
    let shortDate: ShortDatePattern
    /// Whether the locale is English (`en`, `en_GB` …), whose long style keeps Rails' words.
    let isEnglish: Bool

    /// The data of `identifier` (`de_DE`, `de-DE`, `zh_Hant_TW`, `zh-TW`), or of the nearest locale
    /// above it (`de_XX` → `de`); nil when CLDR 46 has none for its language.
    public init?(identifier: String) {
        guard let line = Self.localeLine(for: identifier),
              let words = RelativeTimeWords.embedded(line.wordsTable) else { return nil }
        self.init(line, words: words)
    }

    /// The data of `identifier` (or the nearest locale above it) with words read elsewhere: for a page
    /// that fetches each locale's table when it first needs it (``wordsTable(for:)`` says which).
    package init?(identifier: String, words: RelativeTimeWords) {
        guard let line = Self.localeLine(for: identifier) else { return nil }
        self.init(line, words: words)
    }

    /// The CLDR locale that `identifier` resolves to and the number of its words table; nil when
    /// CLDR has none for its language.
    package static func wordsTable(for identifier: String) -> (identifier: String, table: Int)? {
        localeLine(for: identifier).map { ($0.identifier, $0.wordsTable) }
    }

    /// The number of the words table that `identifier` (or the nearest locale above it) is worded
    /// from, as the WebAssembly build names its files (`time-words/N.txt`): a server that knows its
    /// reader's locale can tell the page which table to fetch before the page asks. Nil when CLDR 46
    /// has no words for its language.
    public static func wordsTableNumber(for identifier: String) -> Int? {
        localeLine(for: identifier)?.wordsTable
    }

    init(_ line: LocaleLine, words: RelativeTimeWords) {
        identifier = line.identifier
        self.words = words
        zeroDigit = line.zeroDigit
        shortDate = line.shortDate
        isEnglish = line.identifier == "en" || line.identifier.hasPrefix("en_")
    }

    /// Two locales' data are the same when they are the same CLDR locale's.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the CLDR locale's identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// English, the words for a locale CLDR has no data for.
    public static let english = RelativeTimeLocale(identifier: "en")!
}

extension RelativeTimeLocale {
    /// A locale's line of the generated index: its words table, digits and short date.
    struct LocaleLine {
        var identifier: String
        var wordsTable: Int
        var zeroDigit: Unicode.Scalar?
        var shortDate: ShortDatePattern
    }

    /// The index line of `identifier` or of the nearest locale above it.
    static func localeLine(for identifier: String) -> LocaleLine? {
        var candidate = normalized(identifier)
        while !candidate.isEmpty {
            if let line = LocaleIndex.shared.line(candidate) {
                return line
            }
            guard let cut = candidate.utf8.lastIndex(of: UInt8(ascii: "_")) else { break }
            candidate = String(candidate[..<cut])
        }
        return nil
    }

    /// `de-de`, `de_DE.UTF-8` and `de_DE@calendar=…` as the index spells them: `de_DE`; a script
    /// is title case (`zh_Hant_TW`).
    static func normalized(_ identifier: String) -> String {
        var parts: [String] = []
        var part: [UInt8] = []
        func finish() {
            guard !part.isEmpty else { return }
            let isFirst = parts.isEmpty
            var bytes = part
            for index in bytes.indices {
                let lower = bytes[index] | 0x20
                let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
                guard isLetter else { continue }
                // language: lower case; script (4 letters): title case; region: upper case.
                let upper = isFirst ? false : (part.count == 4 ? index == 0 : true)
                bytes[index] = upper ? lower & ~0x20 : lower
            }
            parts.append(String(decoding: bytes, as: UTF8.self))
            part = []
        }
        for byte in identifier.utf8 {
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".") { break }
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
                finish()
            } else {
                part.append(byte)
            }
        }
        finish()
        var result = ""
        for (index, text) in parts.enumerated() {
            if index > 0 { result += "_" }
            result += text
        }
        return result
    }
}

/// The generated index of locales, read into a sorted list on first use (as bytes: a page reads it
/// the first time it shows a time).
final class LocaleIndex: Sendable {
    static let shared = LocaleIndex(lines: RelativeTimeLocale.localeLines)

    /// The index's bytes, and each line's identifier and the rest of its line, sorted by identifier.
    private let bytes: [UInt8]
    private let entries: [(identifier: Range<Int>, rest: Range<Int>)]

    init(lines: StaticString) {
        let bytes = Array(UnsafeBufferPointer(start: lines.utf8Start, count: lines.utf8CodeUnitCount))
        var entries: [(identifier: Range<Int>, rest: Range<Int>)] = []
        for line in bytes.ranges(splitAt: UInt8(ascii: "\n")) {
            guard let tab = bytes[line].firstIndex(of: UInt8(ascii: "\t")) else { continue }
            entries.append((line.lowerBound..<tab, (tab + 1)..<line.upperBound))
        }
        self.bytes = bytes
        self.entries = entries
    }

    /// The line of exactly `identifier`, following an alias (`zh_TW` → `zh_Hant_TW`).
    func line(_ identifier: String) -> RelativeTimeLocale.LocaleLine? {
        guard let rest = find(Array(identifier.utf8)) else { return nil }
        if bytes[rest.lowerBound] == UInt8(ascii: "=") {
            let target = Array(bytes[(rest.lowerBound + 1)..<rest.upperBound])
            guard let targetRest = find(target) else { return nil }
            return parse(String(decoding: target, as: UTF8.self), targetRest)
        }
        return parse(identifier, rest)
    }

    private func find(_ identifier: [UInt8]) -> Range<Int>? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if bytes[entries[middle].identifier].lexicographicallyPrecedes(identifier) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < entries.count, bytes[entries[low].identifier].elementsEqual(identifier),
              !entries[low].rest.isEmpty else { return nil }
        return entries[low].rest
    }

    private func parse(_ identifier: String, _ rest: Range<Int>) -> RelativeTimeLocale.LocaleLine? {
        let fields = bytes[rest].ranges(splitAt: UInt8(ascii: "\t"))
        guard fields.count == 3 else { return nil }
        var table = 0
        for byte in bytes[fields[0]] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            table = table * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return RelativeTimeLocale.LocaleLine(
            identifier: identifier, wordsTable: table,
            zeroDigit: String(decoding: bytes[fields[1]], as: UTF8.self).unicodeScalars.first,
            shortDate: ShortDatePattern(String(decoding: bytes[fields[2]], as: UTF8.self)))
    }
}
