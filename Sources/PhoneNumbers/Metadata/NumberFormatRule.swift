import DigitPatterns
import PhoneNumberMetadata

/// How to group the digits of the numbers a pattern matches, e.g. `(\d{3})(\d{4})` as `\1-\2`.
package final class NumberFormatRule: Sendable {
    /// The grouping pattern's text: a sequence of capturing groups, read from the metadata's table of
    /// grouping patterns by its number (the records do not repeat it in every format); empty when the
    /// number names none.
    package var patternText: String { PhoneMetadataRecords.groupingPattern(at: Int(groupingPatternNumber)) ?? "" }
    /// The grouping pattern. Kept parsed only when ``groupSplit`` cannot split a number (the exact match
    /// is needed then); otherwise parsed on request. Every pattern of the metadata parses (the tests check); an
    /// unparsable one would match nothing.
    package var pattern: DigitPattern {
        variableGroupPattern ?? (try? DigitPattern(parsing: patternText)) ?? .digits(.none)
    }
    private let variableGroupPattern: DigitPattern?
    /// The number of capturing groups of ``pattern`` (counted once, not on every match).
    package let captureCount: Int
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
    /// The base of the record's own references among ``leadingDigitsReferences`` (``PatternReference``);
    /// next to the flag, in its padding, so a rule is no larger.
    private let referenceBase: Int32
    /// The grouping pattern's number in ``PhoneMetadataRecords/groupingPattern(at:)``: 4 bytes where its
    /// text (a slice of the record) took 32.
    private let groupingPatternNumber: Int32
    /// The rule writing a domestic carrier code, e.g. `0$CC \1`.
    package let carrierCodeFormattingRule: String?
    /// The template for national format: ``format`` with the national prefix rule applied to its first group.
    package let nationalFormat: String
    /// How a matching number splits into the groups, when that can be known without matching (the
    /// common case: fixed-length groups, or one group ending in a run such as `\d{3,4}`); nil otherwise.
    package let groupSplit: GroupSplit?

    /// A rule grouping digits with grouping pattern `groupingPattern` (its text is parsed here once).
    package init(
        groupingPattern: Int, automaton: DigitAutomaton, format: String,
        leadingDigitsReferences: Substring,
        referenceBase: Int = 0, leadingDigits: DigitAutomaton?, nationalPrefixFormattingRule: String?,
        nationalPrefixOptionalWhenFormatting: Bool, carrierCodeFormattingRule: String?
    ) {
        self.groupingPatternNumber = Int32(clamping: groupingPattern)
        self.automaton = automaton
        self.format = format
        self.leadingDigitsReferences = leadingDigitsReferences
        self.referenceBase = Int32(clamping: referenceBase)
        self.leadingDigits = leadingDigits
        self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
        self.nationalPrefixOptionalWhenFormatting = nationalPrefixOptionalWhenFormatting
        self.carrierCodeFormattingRule = carrierCodeFormattingRule
        self.nationalFormat = nationalPrefixFormattingRule.map {
            NumberGrouping.insertingNationalPrefix($0, into: format)
        } ?? format
        let tree = PhoneMetadataRecords.groupingPattern(at: groupingPattern).flatMap { try? DigitPattern(parsing: $0) }
        self.groupSplit = tree.flatMap(GroupSplit.init)
        self.variableGroupPattern = groupSplit == nil ? tree : nil
        self.captureCount = tree?.captureCount ?? 0
    }

    /// Whether the rule's last leading-digit pattern matches a prefix of the digits (true when there is none).
    package func leadingDigitsMatch(_ digits: some Sequence<UInt8>) -> Bool {
        leadingDigits?.matchesPrefix(of: digits) ?? true
    }

    /// The automata of every leading-digit pattern, for an as-you-type formatter narrowing formats digit by digit.
    package func leadingDigitsAutomata() -> [DigitAutomaton] {
        leadingDigitsReferences.split(separator: "@").compactMap {
            AutomatonTables.automaton(at: $0, base: Int(referenceBase))
        }
    }
}
