import DigitPatterns

/// How to group the digits of the numbers a pattern matches, e.g. `(\d{3})(\d{4})` as `\1-\2`.
package final class NumberFormatRule: Sendable {
    /// The grouping pattern's text: a sequence of capturing groups (shared with the plans' table of
    /// grouping patterns, not a copy).
    package let patternText: String
    /// The grouping pattern. Kept parsed only when ``groupSplit`` cannot split a number (the exact match
    /// is needed then); otherwise parsed on request. Every pattern of the metadata parses (the tests check); an
    /// unparsable one would match nothing.
    package var pattern: DigitPattern {
        variableGroupPattern ?? (try? DigitPattern(parsing: patternText)) ?? .digits(.none)
    }
    private let variableGroupPattern: DigitPattern?
    /// The number of capturing groups of ``pattern`` (counted once, not on every match).
    package var captureCount: Int { Int(storedCaptureCount) }
    private let storedCaptureCount: Int32
    /// When the grouping pattern accepts every digit string of some lengths and nothing else (most do,
    /// e.g. `(\d{3})(\d{3,4})`): those lengths as bits (bit n, length n), so that choosing a rule tests
    /// the length instead of walking the automaton; 0 otherwise. Beside the capture count, in the word
    /// it had, so a rule is no larger.
    private let anyDigitLengths: UInt32
    /// The grouping pattern compiled, for selecting the rule.
    package let automaton: DigitAutomaton
    /// The output template, with `\1`… for the groups.
    package let format: String
    /// The leading-digit patterns, each more specific than the one before (libphonenumber's
    /// `leadingDigitsPattern`); empty when the rule applies to any number.
    package let leadingDigitsAutomata: [DigitAutomaton]
    /// The rule writing the national prefix in national format, e.g. `0\1` or `(\1)`.
    package let nationalPrefixFormattingRule: String?
    /// Whether the national prefix may be left out when formatting nationally.
    package let nationalPrefixOptionalWhenFormatting: Bool
    /// The start state of the last leading-digit pattern in ``automaton``'s graph; -1 when there is none,
    /// -2 when it lies in another graph (read from the array then). Choosing a rule for every number
    /// reads it without touching the array; next to the flag, in its padding, so a rule is no larger.
    private let lastLeadingDigitsStart: Int32
    /// The rule writing a domestic carrier code, e.g. `0$CC \1`.
    package let carrierCodeFormattingRule: String?
    /// The template for national format: ``format`` with the national prefix rule applied to its first group.
    package let nationalFormat: String
    /// How a matching number splits into the groups, when that can be known without matching (the
    /// common case: fixed-length groups, or one group ending in a run such as `\d{3,4}`); nil otherwise.
    package let groupSplit: GroupSplit?

    /// A rule grouping digits with the grouping pattern `patternText` (parsed here once).
    package init(
        patternText: String, automaton: DigitAutomaton, format: String, leadingDigits: [DigitAutomaton],
        nationalPrefixFormattingRule: String?, nationalPrefixOptionalWhenFormatting: Bool,
        carrierCodeFormattingRule: String?
    ) {
        self.patternText = patternText
        self.automaton = automaton
        self.format = format
        self.leadingDigitsAutomata = leadingDigits
        self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
        self.nationalPrefixOptionalWhenFormatting = nationalPrefixOptionalWhenFormatting
        self.lastLeadingDigitsStart = leadingDigits.last.map { last in
            last.sharesGraph(with: automaton) && last.start <= Int(Int32.max) ? Int32(last.start) : -2
        } ?? -1
        self.carrierCodeFormattingRule = carrierCodeFormattingRule
        self.nationalFormat = nationalPrefixFormattingRule.map {
            NumberGrouping.insertingNationalPrefix($0, into: format)
        } ?? format
        let tree = try? DigitPattern(parsing: patternText)
        self.groupSplit = tree.flatMap(GroupSplit.init)
        self.variableGroupPattern = groupSplit == nil ? tree : nil
        self.storedCaptureCount = Int32(clamping: tree?.captureCount ?? 0)
        self.anyDigitLengths = automaton.anyDigitLengths ?? 0
    }

    /// The last (most specific) leading-digit pattern; nil when there is none.
    package var leadingDigits: DigitAutomaton? { leadingDigitsAutomata.last }

    /// Whether the grouping pattern matches all of the digits (``automaton`` matched, or the length
    /// tested when that gives the same answer).
    @inline(__always)
    package func patternMatches(_ digits: some Collection<UInt8>) -> Bool {
        guard anyDigitLengths != 0 else { return automaton.matches(digits: digits) }
        let count = digits.count
        return count < 32 && anyDigitLengths >> UInt32(count) & 1 != 0 && !digits.contains { $0 >= 10 }
    }

    /// Whether the rule's last leading-digit pattern matches a prefix of the digits (true when there is none).
    @inline(__always)
    package func leadingDigitsMatch(_ digits: some Sequence<UInt8>) -> Bool {
        switch lastLeadingDigitsStart {
        case -1: true
        case -2: leadingDigitsAutomata.last?.matchesPrefix(of: digits) ?? true
        default: automaton.matchesPrefix(of: digits, fromState: Int(lastLeadingDigitsStart))
        }
    }
}
