/// How to group the digits of the numbers a pattern matches, e.g. `(\d{3})(\d{4})` as `\1-\2`.
package final class NumberFormatRule: Sendable {
    /// The grouping pattern's text: a sequence of capturing groups (a slice of the metadata literal).
    package let patternText: Substring
    /// The grouping pattern. Kept parsed only when its groups vary in length (the exact match is needed
    /// then); otherwise parsed on request. Every pattern of the metadata parses (the tests check); an
    /// unparsable one would match nothing.
    package var pattern: DigitPattern {
        variableGroupPattern ?? (try? DigitPattern(parsing: String(patternText))) ?? .digits(.none)
    }
    private let variableGroupPattern: DigitPattern?
    /// The grouping pattern compiled, for selecting the rule.
    package let automaton: DigitAutomaton
    /// The output template, with `\1`… for the groups.
    package let format: String
    /// References (pattern indices, `@`-separated) of the leading-digit patterns, each more specific than
    /// the one before (libphonenumber's `leadingDigitsPattern`); empty when the rule applies to any number.
    /// A slice of the metadata literal, so it holds no memory of its own.
    package let leadingDigitsReferences: Substring
    /// The last (most specific) leading-digit pattern, compiled; nil when there is none.
    package let leadingDigits: DigitAutomaton?
    /// The rule writing the national prefix in national format, e.g. `0\1` or `(\1)`.
    package let nationalPrefixFormattingRule: String?
    /// Whether the national prefix may be left out when formatting nationally.
    package let nationalPrefixOptionalWhenFormatting: Bool
    /// The rule writing a domestic carrier code, e.g. `0$CC \1`.
    package let carrierCodeFormattingRule: String?
    /// The template for national format: ``format`` with the national prefix rule applied to its first group.
    package let nationalFormat: String
    /// The length of each group when every group has a fixed length (the common case), so the digits can
    /// be split without matching; nil otherwise.
    package let fixedGroupLengths: [Int]?

    package init(
        patternText: Substring, automaton: DigitAutomaton, format: String, leadingDigitsReferences: Substring,
        leadingDigits: DigitAutomaton?, nationalPrefixFormattingRule: String?,
        nationalPrefixOptionalWhenFormatting: Bool, carrierCodeFormattingRule: String?
    ) {
        self.patternText = patternText
        self.automaton = automaton
        self.format = format
        self.leadingDigitsReferences = leadingDigitsReferences
        self.leadingDigits = leadingDigits
        self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
        self.nationalPrefixOptionalWhenFormatting = nationalPrefixOptionalWhenFormatting
        self.carrierCodeFormattingRule = carrierCodeFormattingRule
        self.nationalFormat = nationalPrefixFormattingRule.map {
            NumberGrouping.insertingNationalPrefix($0, into: format)
        } ?? format
        let tree = try? DigitPattern(parsing: String(patternText))
        self.fixedGroupLengths = tree.flatMap(Self.groupLengths(of:))
        self.variableGroupPattern = fixedGroupLengths == nil ? tree : nil
    }

    private static func groupLengths(of pattern: DigitPattern) -> [Int]? {
        let parts: [DigitPattern]
        switch pattern {
        case .sequence(let items): parts = items
        default: parts = [pattern]
        }
        var lengths: [Int] = []
        for (index, part) in parts.enumerated() {
            guard case .capture(let body, let number) = part, number == index + 1, body.captureCount == 0,
                let length = body.fixedLength
            else { return nil }
            lengths.append(length)
        }
        return lengths
    }

    /// Whether the rule's last leading-digit pattern matches a prefix of the digits (true when there is none).
    package func leadingDigitsMatch(_ digits: [UInt8]) -> Bool {
        leadingDigits?.matchesPrefix(of: digits) ?? true
    }

    /// The automata of every leading-digit pattern, for an as-you-type formatter narrowing formats digit by digit.
    package func leadingDigitsAutomata() -> [DigitAutomaton] {
        leadingDigitsReferences.split(separator: "@").compactMap { AutomatonTables.automaton(at: $0) }
    }
}
