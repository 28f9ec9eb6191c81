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
        var prefix: String
        var suffix: String?
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

    /// Reads a words table; nil when it is not one.
    package init?(table: String) {
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 1 + 3 * 7, let plural = PluralRules(lines[0]) else { return nil }
        let categories = plural.categoryCount + 1
        var styles: [StyleWords] = []
        for style in 0..<3 {
            let first = 1 + style * 7
            let named = lines[first].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard named.count == 7 else { return nil }
            var patterns: [[Pattern]] = []
            for line in lines[(first + 1)...(first + 6)] {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 2 * categories else { return nil }
                patterns.append(fields.map(Self.pattern))
            }
            styles.append(StyleWords(now: named[0], named: Array(named[1...]), patterns: patterns))
        }
        self.plural = plural
        self.styles = styles
    }

    private static func pattern(_ text: Substring) -> Pattern {
        let utf8 = Array(text.utf8)
        // "{0}" is three bytes; a pattern without one is all prefix.
        for start in utf8.indices where start + 2 < utf8.count {
            if utf8[start] == UInt8(ascii: "{"), utf8[start + 1] == UInt8(ascii: "0"), utf8[start + 2] == UInt8(ascii: "}") {
                return Pattern(prefix: String(decoding: utf8[..<start], as: UTF8.self),
                               suffix: String(decoding: utf8[(start + 3)...], as: UTF8.self))
            }
        }
        return Pattern(prefix: String(text), suffix: nil)
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
    init?(_ line: Substring) {
        var rules: [[[Condition]]] = []
        for category in line.split(separator: ";") {
            guard let colon = category.firstIndex(of: ":") else { return nil }
            var alternatives: [[Condition]] = []
            for alternative in category[category.index(after: colon)...].split(separator: "|", omittingEmptySubsequences: false) {
                var conditions: [Condition] = []
                for text in alternative.split(separator: "&") {
                    guard let condition = Self.condition(text) else { return nil }
                    conditions.append(condition)
                }
                alternatives.append(conditions)
            }
            rules.append(alternatives)
        }
        self.rules = rules
    }

    private static func condition(_ text: Substring) -> Condition? {
        var rest = text
        var modulus = 0
        if rest.first == "%" {
            let digits = rest.dropFirst().prefix { $0 >= "0" && $0 <= "9" }
            guard let value = Int(digits), value > 0 else { return nil }
            modulus = value
            rest = rest.dropFirst(1 + digits.count)
        }
        guard let sign = rest.first, sign == "=" || sign == "!" else { return nil }
        var ranges: [ClosedRange<Int>] = []
        for range in rest.dropFirst().split(separator: ",") {
            let bounds = range.split(separator: "~")
            guard let low = bounds.first.flatMap({ Int($0) }), let high = bounds.last.flatMap({ Int($0) }),
                  bounds.count <= 2, low <= high else { return nil }
            ranges.append(low...high)
        }
        return Condition(modulus: modulus, negated: sign == "!", ranges: ranges)
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
