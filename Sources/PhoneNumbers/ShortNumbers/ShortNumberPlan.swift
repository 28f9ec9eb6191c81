import PhoneNumberMetadata

/// The short-number plan of one region, decoded from its record: which digits are short numbers,
/// emergency numbers, carrier-specific or SMS services, and what they cost.
package final class ShortNumberPlan: Sendable {
    /// The CLDR region code.
    package let id: String
    /// The calling code of the region: a number with another one is not dialled as a short number there.
    package let callingCode: Int
    /// Whether an emergency number followed by more digits no longer connects (Brazil, Chile, Nicaragua).
    package let requiresExactEmergencyNumbers: Bool
    private let descriptions: [NumberDescription?]

    /// Decodes one record written by Tools/metadata/generate_short.py: the region code, its calling code,
    /// then one `pattern/lengths/example` description per ``ShortNumberDescriptionKind``, separated by `;`.
    package init?(record: String) {
        let fields = record.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 2 + ShortNumberDescriptionKind.allCases.count, let code = Int(fields[1]) else { return nil }
        id = String(fields[0])
        callingCode = code
        requiresExactEmergencyNumbers = ["BR", "CL", "NI"].contains(id)
        descriptions = fields.dropFirst(2).map(Self.decodeDescription)
    }

    private static func decodeDescription(_ field: Substring) -> NumberDescription? {
        let parts = field.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let automaton = Int(parts[0]).flatMap(automaton(at:))
        return NumberDescription(
            automaton: automaton, possibleLengths: LengthSet(parts[1].split(separator: ",").compactMap { Int($0) }),
            localOnlyLengths: .empty, exampleNumber: parts[2].isEmpty ? nil : String(parts[2]))
    }

    /// The compiled automaton of a short-number pattern, from the metadata's graph.
    private static func automaton(at index: Int) -> DigitAutomaton? {
        PhoneMetadataRecords.compiledShortNumberAutomaton(at: index).map {
            DigitAutomaton(transitions: $0.transitions, accepting: $0.accepting)
        }
    }

    /// The description of one kind of short number; nil when the region has none of that kind.
    package func description(_ kind: ShortNumberDescriptionKind) -> NumberDescription? {
        descriptions[kind.rawValue]
    }

    /// Whether a number of this many digits has a possible length of the region's short numbers.
    package func hasPossibleLength(_ count: Int) -> Bool {
        description(.general)?.possibleLengths.contains(count) ?? false
    }

    /// Whether the digits have a possible length for the kind and match its pattern
    /// (libphonenumber's `matchesPossibleNumberAndNationalNumber`).
    package func matches(_ digits: UnsafeBufferPointer<UInt8>, _ kind: ShortNumberDescriptionKind) -> Bool {
        guard let description = description(kind) else { return false }
        let lengths = description.possibleLengths
        if !lengths.isEmpty && !lengths.contains(digits.count) { return false }
        return description.automaton?.matches(digits: digits) ?? false
    }
}

/// The kinds of short-number description a region has, in the order of the record.
package enum ShortNumberDescriptionKind: Int, CaseIterable, Sendable {
    case general, tollFree, standardRate, premiumRate, shortCode, emergency, carrierSpecific, smsServices
}
