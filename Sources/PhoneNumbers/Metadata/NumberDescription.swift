/// The numbers of one type in a region: a pattern over the national significant number and their
/// possible lengths. A value kept in its plan's list, not an object of its own: 1,428 objects and the
/// plans' twelve-slot lists of them took about 120 KB with every 9.0.43 plan decoded. The example
/// numbers stay in the bundle (``MetadataStore/exampleNumber(_:of:)``).

package struct NumberDescription: Sendable {
    /// The compiled national number pattern; nil when the plan has none for this type.
    package let automaton: DigitAutomaton?
    /// Possible lengths of the national significant number; ``LengthSet/noNumbers`` means "no numbers of
    /// this type".
    package let possibleLengths: LengthSet
    /// Lengths that can only be dialled locally (without an area code).
    package let localOnlyLengths: LengthSet
    package init(automaton: DigitAutomaton?, possibleLengths: LengthSet, localOnlyLengths: LengthSet) {
        self.automaton = automaton
        self.possibleLengths = possibleLengths
        self.localOnlyLengths = localOnlyLengths
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
