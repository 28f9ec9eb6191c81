/// How to group the digits of the numbers a pattern matches, e.g. `(\d{3})(\d{4})` as `\1-\2`.
package struct NumberFormatRule: Sendable {
    /// The grouping pattern: a sequence of capturing groups.
    package var pattern: DigitPattern
    /// The grouping pattern compiled, for selecting the rule.
    package var automaton: DigitAutomaton
    /// The output template, with `\1`… for the groups.
    package var format: String
    /// The leading-digit patterns, each more specific than the one before (libphonenumber's
    /// `leadingDigitsPattern`); empty when the rule applies to any number.
    package var leadingDigitsPatterns: [String]
    /// The last (most specific) leading-digit pattern, compiled; nil when there is none.
    package var leadingDigits: DigitAutomaton?
    /// The rule writing the national prefix in national format, e.g. `0\1` or `(\1)`.
    package var nationalPrefixFormattingRule: String?
    /// Whether the national prefix may be left out when formatting nationally.
    package var nationalPrefixOptionalWhenFormatting: Bool
    /// The rule writing a domestic carrier code, e.g. `0$CC \1`.
    package var carrierCodeFormattingRule: String?

    /// Whether the rule's last leading-digit pattern matches a prefix of the digits (true when there is none).
    package func leadingDigitsMatch(_ digits: [UInt8]) -> Bool {
        leadingDigits?.matchesPrefix(of: digits) ?? true
    }

    /// The automata of every leading-digit pattern, for an as-you-type formatter narrowing formats digit by digit.
    package func leadingDigitsAutomata() -> [DigitAutomaton] {
        leadingDigitsPatterns.compactMap { try? DigitAutomaton(DigitPattern(parsing: $0)) }
    }
}
