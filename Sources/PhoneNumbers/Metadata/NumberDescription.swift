/// The numbers of one type in a region: a pattern over the national significant number, their possible
/// lengths, and an example.
package final class NumberDescription: Sendable {
    /// The compiled national number pattern; nil when the plan has none for this type.
    package let automaton: DigitAutomaton?
    /// Possible lengths of the national significant number; ``LengthSet/noNumbers`` means "no numbers of
    /// this type".
    package let possibleLengths: LengthSet
    /// Lengths that can only be dialled locally (without an area code).
    package let localOnlyLengths: LengthSet
    /// An example national significant number.
    package let exampleNumber: String?

    package init(
        automaton: DigitAutomaton?, possibleLengths: LengthSet, localOnlyLengths: LengthSet, exampleNumber: String?
    ) {
        self.automaton = automaton
        self.possibleLengths = possibleLengths
        self.localOnlyLengths = localOnlyLengths
        self.exampleNumber = exampleNumber
    }

    /// Whether the plan has possible-length data for this type.
    package var hasPossibleLengthData: Bool { possibleLengths != .noNumbers }

    /// Whether the digits fully match the pattern (false when there is no pattern).
    package func matchesPattern(_ digits: some Collection<UInt8>) -> Bool {
        automaton?.matches(digits: digits) ?? false
    }

    /// Whether the digits have a possible length for this type and match its pattern.
    package func matches(_ digits: some Collection<UInt8>) -> Bool {
        if !possibleLengths.isEmpty && !possibleLengths.contains(digits.count) { return false }
        return matchesPattern(digits)
    }
}

/// The kinds of ``NumberDescription`` a region has, in the order of the metadata record.
package enum NumberDescriptionKind: Int, CaseIterable, Sendable {
    case general, fixedLine, mobile, tollFree, premiumRate, sharedCost, personalNumber, voip, pager, uan,
        voicemail, noInternationalDialling
}
