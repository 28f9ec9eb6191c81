#if canImport(Foundation)
import Foundation
#endif

/// A words table read: the plural rules, and for each style "now", the named words and the
/// patterns of each unit, direction and plural category, split around their `{0}`.
/// Tools/timestamps/generate.py describes the text it is read from.
package final class RelativeTimeWords: Sendable {
    enum Unit: Int {
        case second, minute, hour, day, month, year
    }

    /// A pattern split around its `{0}`; one without (Kurdish "berî salekê", "a year ago") has no suffix.
    struct Pattern: Sendable {
        /// The whole text when it has no `{0}`.
        var prefix: String
        var prefixBytes: [UInt8]
        var suffixBytes: [UInt8]?
    }

    struct StyleWords: Sendable {
        var now: String
        /// Yesterday, tomorrow, last month, next month, last year, next year.
        var named: [String]
        /// Per unit: the past patterns per category (the rules' then "other"), then the future ones.
        var patterns: [[Pattern]]
    }

    let plural: PluralRules
    let styles: [StyleWords]

    /// Reads a words table; nil when it is not one. It is read as UTF-8 bytes, split at tabs and
    /// newlines, without Character-by-Character work (a page reads one on a locale's first use).
    package init?(table: String) {
        let bytes = Array(table.utf8)
        let lines = bytes.ranges(splitAt: UInt8(ascii: "\n"))
        guard lines.count == 1 + 3 * 7, let plural = PluralRules(bytes[lines[0]]) else { return nil }
        let categories = plural.categoryCount + 1
        var styles: [StyleWords] = []
        for style in 0..<3 {
            let first = 1 + style * 7
            let named = bytes[lines[first]].ranges(splitAt: UInt8(ascii: "\t")).map {
                String(decoding: bytes[$0], as: UTF8.self)
            }
            guard named.count == 7 else { return nil }
            var patterns: [[Pattern]] = []
            for line in lines[(first + 1)...(first + 6)] {
                let fields = bytes[line].ranges(splitAt: UInt8(ascii: "\t"))
                guard fields.count == 2 * categories else { return nil }
                patterns.append(fields.map { Self.pattern(bytes[$0]) })
            }
            styles.append(StyleWords(now: named[0], named: Array(named[1...]), patterns: patterns))
        }
        self.plural = plural
        self.styles = styles
    }

    private static func pattern(_ utf8: ArraySlice<UInt8>) -> Pattern {
        // "{0}" is three bytes; a pattern without one is all prefix.
        var start = utf8.startIndex
        while start + 2 < utf8.endIndex {
            if utf8[start] == UInt8(ascii: "{"), utf8[start + 1] == UInt8(ascii: "0"), utf8[start + 2] == UInt8(ascii: "}") {
                return Pattern(prefix: String(decoding: utf8[..<start], as: UTF8.self),
                               prefixBytes: Array(utf8[..<start]), suffixBytes: Array(utf8[(start + 3)...]))
            }
            start += 1
        }
        return Pattern(prefix: String(decoding: utf8, as: UTF8.self), prefixBytes: Array(utf8), suffixBytes: nil)
    }

    /// The pattern for `count` of `unit`, in the past or the future.
    func pattern(_ style: Int, _ unit: Unit, count: Int, isPast: Bool) -> Pattern {
        let row = styles[style].patterns[unit.rawValue]
        let category = plural.category(of: count)
        return row[isPast ? category : plural.categoryCount + 1 + category]
    }

    /// The named word for a count of one `unit` (day, month or year), or nil for other units.
    func named(_ style: Int, _ unit: Unit, isPast: Bool) -> String? {
        let slot: Int
        switch unit {
        case .day: slot = 0
        case .month: slot = 2
        case .year: slot = 4
        default: return nil
        }
        return styles[style].named[slot + (isPast ? 0 : 1)]
    }
}

extension RelativeTimeWords {
    /// The generated table `number`, read on its first use and kept.
    static func embedded(_ number: Int) -> RelativeTimeWords? {
        guard number >= 0, number < embeddedCount else { return nil }
        return embeddedCache.withLock { cache in
            if let words = cache[number] { return words }
            let words = RelativeTimeWords(table: RelativeTimeLocale.wordsTable(number).description)
            cache[number] = words
            return words
        }
    }

    private static let embeddedCount = RelativeTimeLocale.wordsTableCount
    private static let embeddedCache = LockedTables(count: embeddedCount)
}

/// The words tables read so far, behind a lock where there are threads.
final class LockedTables: @unchecked Sendable {
    private var tables: [RelativeTimeWords?]
    #if canImport(Foundation)
    private let lock = NSLock()
    #endif

    init(count: Int) {
        tables = Array(repeating: nil, count: count)
    }

    func withLock<Result>(_ body: (inout [RelativeTimeWords?]) -> Result) -> Result {
        #if canImport(Foundation)
        lock.lock()
        defer { lock.unlock() }
        #endif
        return body(&tables)
    }
}

/// CLDR's plural rules for whole numbers, as the generator folded them: the first category whose
/// rule holds, else "other".
struct PluralRules: Sendable {
    struct Condition: Sendable {
        var modulus: Int
        var negated: Bool
        var ranges: [ClosedRange<Int>]
    }

    /// Per category (in the table's order): alternatives of conditions.
    private let rules: [[[Condition]]]

    var categoryCount: Int { rules.count }

    /// Reads `one:=1;few:%10=2~4&%100!12~14|…`; an empty line has only "other".
    init?(_ line: ArraySlice<UInt8>) {
        var rules: [[[Condition]]] = []
        for category in line.ranges(splitAt: UInt8(ascii: ";")) where !category.isEmpty {
            guard let colon = line[category].firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let rule = line[(colon + 1)..<category.upperBound]
            var alternatives: [[Condition]] = []
            for alternative in rule.ranges(splitAt: UInt8(ascii: "|")) {
                var conditions: [Condition] = []
                for text in line[alternative].ranges(splitAt: UInt8(ascii: "&")) where !text.isEmpty {
                    guard let condition = Self.condition(line[text]) else { return nil }
                    conditions.append(condition)
                }
                alternatives.append(conditions)
            }
            rules.append(alternatives)
        }
        self.rules = rules
    }

    /// `%100!12~14`, `=1`, `=0,1`.
    private static func condition(_ text: ArraySlice<UInt8>) -> Condition? {
        var index = text.startIndex
        func number() -> Int? {
            var value = 0, digits = 0
            while index < text.endIndex, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9"), digits < 12 {
                value = value * 10 + Int(text[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }
        var modulus = 0
        if index < text.endIndex, text[index] == UInt8(ascii: "%") {
            index += 1
            guard let value = number(), value > 0 else { return nil }
            modulus = value
        }
        guard index < text.endIndex, text[index] == UInt8(ascii: "=") || text[index] == UInt8(ascii: "!") else { return nil }
        let negated = text[index] == UInt8(ascii: "!")
        index += 1
        var ranges: [ClosedRange<Int>] = []
        while true {
            guard let low = number() else { return nil }
            var high = low
            if index < text.endIndex, text[index] == UInt8(ascii: "~") {
                index += 1
                guard let value = number(), value >= low else { return nil }
                high = value
            }
            ranges.append(low...high)
            guard index < text.endIndex else { break }
            guard text[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
        return Condition(modulus: modulus, negated: negated, ranges: ranges)
    }

    /// The category of a whole number ≥ 0: an index into the rules, or ``categoryCount`` for "other".
    func category(of count: Int) -> Int {
        for (index, alternatives) in rules.enumerated() {
            for conditions in alternatives where conditions.allSatisfy({ holds($0, count) }) {
                return index
            }
        }
        return rules.count
    }

    private func holds(_ condition: Condition, _ count: Int) -> Bool {
        let value = condition.modulus > 0 ? count % condition.modulus : count
        var inside = false
        for range in condition.ranges where range.contains(value) {
            inside = true
            break
        }
        return inside != condition.negated
    }
}

extension Collection where Element == UInt8, Index == Int {
    /// The index ranges between `separator` bytes (empty ones kept): the fields of a line.
    func ranges(splitAt separator: UInt8) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = startIndex
        var index = startIndex
        while index < endIndex {
            if self[index] == separator {
                ranges.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        ranges.append(start..<endIndex)
        return ranges
    }
}
