import DigitPatterns
import StandardLibrarySubstitutes

/// How to group the digits of the numbers a pattern matches, e.g. `(\d{3})(\d{4})` as `\1-\2`.
///
/// The stored properties are ordered and sized so that a rule takes 115 bytes (a 128-byte block) where
/// it took 172 (192): with every 9.0.43 plan decoded, 964 rules.
package final class NumberFormatRule: Sendable {
    /// The grouping pattern compiled, for selecting the rule.
    package let automaton: DigitAutomaton
    /// When the grouping pattern accepts every digit string of some lengths and nothing else (most do,
    /// e.g. `(\d{3})(\d{3,4})`): those lengths as bits (bit n, length n), so that choosing a rule tests
    /// the length instead of walking the automaton; 0 otherwise.
    private let anyDigitLengths: UInt32
    /// The output template, with `\1`… for the groups.
    package let format: String
    /// The template for national format: ``format`` with the national prefix rule applied to its first group.
    package let nationalFormat: String
    /// The national-prefix and carrier-code rules, shared by the rules that have the same (the 9.0.43
    /// plans' 964 rules have 20 distinct pairs); nil when the rule has neither.
    private let prefixRules: PrefixRules?
    /// The start states of up to four leading-digit patterns in ``automaton``'s graph, sixteen bits each,
    /// the last (most specific) pattern's lowest: 846 of the 9.0.43 plans' 964 rules have one pattern and
    /// 13 more than three, and a list in every rule kept 50 KB of arrays alive with every plan decoded.
    private let packedLeadingDigits: UInt64
    /// The leading-digit patterns when they do not fit ``packedLeadingDigits`` (more than four, or in
    /// another graph); empty otherwise.
    private let leadingDigitsOverflow: [DigitAutomaton]
    /// The grouping pattern, kept parsed only when ``groupSplit`` cannot split a number (the exact match
    /// is needed then).
    private let variableGroupPattern: DigitPattern?
    /// How a matching number splits into the groups, when that can be known without matching (the
    /// common case: fixed-length groups, or one group ending in a run such as `\d{3,4}`); nil otherwise.
    package let groupSplit: GroupSplit?
    /// The grouping pattern's number in its graph's table of grouping patterns.
    private let groupingPattern: Int32
    /// The number of capturing groups of ``pattern`` (counted once, not on every match).
    private let storedCaptureCount: UInt8
    /// The number of patterns in ``packedLeadingDigits``, or ``overflowing``.
    private let leadingDigitsCount: UInt8
    /// Whether the national prefix may be left out when formatting nationally.
    package let nationalPrefixOptionalWhenFormatting: Bool

    /// ``leadingDigitsCount`` when the patterns are in ``leadingDigitsOverflow``.
    private static let overflowing: UInt8 = 0xFF

    /// A format's national-prefix and carrier-code rules, kept once for every format that has them.
    package final class PrefixRules: Sendable {
        let nationalPrefixFormattingRule: String?
        let carrierCodeFormattingRule: String?

        package init(_ nationalPrefixFormattingRule: String?, _ carrierCodeFormattingRule: String?) {
            self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
            self.carrierCodeFormattingRule = carrierCodeFormattingRule
        }

        /// Whether these are the two rules (compared byte by byte).
        func holds(_ nationalPrefixFormattingRule: String?, _ carrierCodeFormattingRule: String?) -> Bool {
            func same(_ one: String?, _ other: String?) -> Bool {
                switch (one, other) {
                case (nil, nil): true
                case (let one?, let other?): one.utf8Equals(other)
                default: false
                }
            }
            return same(self.nationalPrefixFormattingRule, nationalPrefixFormattingRule)
                && same(self.carrierCodeFormattingRule, carrierCodeFormattingRule)
        }
    }

    /// The rule writing the national prefix in national format, e.g. `0\1` or `(\1)`.
    package var nationalPrefixFormattingRule: String? { prefixRules?.nationalPrefixFormattingRule }
    /// The rule writing a domestic carrier code, e.g. `0$CC \1`.
    package var carrierCodeFormattingRule: String? { prefixRules?.carrierCodeFormattingRule }

    /// The grouping pattern's text: a sequence of capturing groups (read from the plans' table of
    /// grouping patterns, not a copy).
    package var patternText: String { automaton.groupingPatternText(Int(groupingPattern)) }
    /// The grouping pattern. Kept parsed only when ``groupSplit`` cannot split a number (the exact match
    /// is needed then); otherwise parsed on request. Every pattern of the metadata parses (the tests check); an
    /// unparsable one would match nothing.
    package var pattern: DigitPattern {
        variableGroupPattern ?? (try? DigitPattern(parsing: patternText)) ?? .digits(.none)
    }
    /// The number of capturing groups of ``pattern``.
    package var captureCount: Int { Int(storedCaptureCount) }

    /// The leading-digit patterns, each more specific than the one before (libphonenumber's
    /// `leadingDigitsPattern`); empty when the rule applies to any number. Made on request: the as-you-type
    /// plans read them once, and formatting reads only the last one.
    package var leadingDigitsAutomata: [DigitAutomaton] {
        if leadingDigitsCount == Self.overflowing { return leadingDigitsOverflow }
        let count = Int(leadingDigitsCount)
        return (0..<count).map { index in
            automaton.sharingGraph(start: Int(truncatingIfNeeded: packedLeadingDigits >> UInt64(16 * (count - 1 - index))) & 0xFFFF)
        }
    }

    /// The last (most specific) leading-digit pattern; nil when there is none.
    package var leadingDigits: DigitAutomaton? {
        switch leadingDigitsCount {
        case 0: nil
        case Self.overflowing: leadingDigitsOverflow.last
        default: automaton.sharingGraph(start: Int(truncatingIfNeeded: packedLeadingDigits) & 0xFFFF)
        }
    }

    /// A rule grouping digits with grouping pattern `groupingPattern` of `graph` (its text parsed here
    /// once); `sharing` gives the object of its national-prefix and carrier-code rules when it has either
    /// (by default its own).
    package init(
        graph: PlanGraph, groupingPattern: Int, format: String, leadingDigits: [DigitAutomaton],
        nationalPrefixFormattingRule: String?, nationalPrefixOptionalWhenFormatting: Bool,
        carrierCodeFormattingRule: String?, sharing: (String?, String?) -> PrefixRules = PrefixRules.init
    ) {
        let automaton = graph.automaton(pattern: groupingPattern) ?? graph.deadAutomaton
        self.automaton = automaton
        self.format = format
        self.nationalFormat = nationalPrefixFormattingRule.map {
            NumberGrouping.insertingNationalPrefix($0, into: format)
        } ?? format
        self.prefixRules = nationalPrefixFormattingRule == nil && carrierCodeFormattingRule == nil
            ? nil : sharing(nationalPrefixFormattingRule, carrierCodeFormattingRule)
        let packs = leadingDigits.count <= 4
            && leadingDigits.allSatisfy { $0.sharesGraph(with: automaton) && $0.start <= 0xFFFF }
        self.packedLeadingDigits = packs ? leadingDigits.reduce(0) { $0 << 16 | UInt64($1.start) } : 0
        self.leadingDigitsCount = packs ? UInt8(leadingDigits.count) : Self.overflowing
        self.leadingDigitsOverflow = packs ? [] : leadingDigits
        let tree = try? DigitPattern(parsing: graph.groupingPatternText(groupingPattern))
        let split = tree.flatMap(GroupSplit.init)
        self.variableGroupPattern = split == nil ? tree : nil
        self.groupSplit = split
        self.storedCaptureCount = UInt8(clamping: tree?.captureCount ?? 0)
        self.anyDigitLengths = automaton.anyDigitLengths ?? 0
        self.groupingPattern = Int32(clamping: groupingPattern)
        self.nationalPrefixOptionalWhenFormatting = nationalPrefixOptionalWhenFormatting
    }

    /// Whether the grouping pattern matches all of the digits (``automaton`` matched, or the length
    /// tested when that gives the same answer).
    @inline(__always)
    package func patternMatches(_ digits: some Collection<UInt8>) -> Bool {
        guard anyDigitLengths != 0 else { return automaton.matches(digits: digits) }
        let count = digits.count
        return count < 32 && anyDigitLengths >> UInt32(count) & 1 != 0 && Self.holdsOnlyDigits(digits)
    }

    /// Whether the rule applies to the digits: its last leading-digit pattern matches a prefix of them and
    /// its grouping pattern all of them (``leadingDigitsMatch(_:)`` and ``patternMatches(_:)``), with the
    /// digits' count and whether every one is 0…9 worked out by the caller. The cheaper test runs first:
    /// a length read from bits turns most rules away before any walk.
    @inline(__always)
    package func applies(to digits: some Collection<UInt8>, count: Int, onlyDigits: Bool) -> Bool {
        let lengthDecides = anyDigitLengths != 0
        if lengthDecides && !(onlyDigits && count < 32 && anyDigitLengths >> UInt32(count) & 1 != 0) { return false }
        return leadingDigitsMatch(digits) && (lengthDecides || automaton.matches(digits: digits))
    }

    /// Whether every element is a digit 0…9; true without a look for packed digits, which hold nothing else.
    @inline(__always)
    package static func holdsOnlyDigits<Digits: Collection<UInt8>>(_ digits: Digits) -> Bool {
        Digits.self == NationalDigits.self || !digits.contains { $0 >= 10 }
    }

    /// Whether the rule's last leading-digit pattern matches a prefix of the digits (true when there is none).
    @inline(__always)
    package func leadingDigitsMatch(_ digits: some Sequence<UInt8>) -> Bool {
        switch leadingDigitsCount {
        case 0: true
        case Self.overflowing: leadingDigitsOverflow.last?.matchesPrefix(of: digits) ?? true
        default: automaton.matchesPrefix(of: digits, fromState: Int(truncatingIfNeeded: packedLeadingDigits) & 0xFFFF)
        }
    }
}
