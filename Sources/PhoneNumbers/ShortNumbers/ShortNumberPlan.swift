import PhonePlanBundle

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
    private let exampleNumbers: [String?]

    /// The plan of a bundle's short-number record, its patterns matched in `graph`.
    init(record: ShortPlanRecord, graph: PlanGraph) {
        id = record.id
        callingCode = record.callingCode
        requiresExactEmergencyNumbers = ["BR", "CL", "NI"].contains(id)
        descriptions = record.descriptions.map { $0.map { NumberDescription(record: $0, graph: graph) } }
        exampleNumbers = record.descriptions.map { $0?.exampleNumber }
    }

    /// The description of one kind of short number; nil when the region has none of that kind.
    package func description(_ kind: ShortNumberDescriptionKind) -> NumberDescription? {
        descriptions[kind.rawValue]
    }

    /// The example number of one kind of short number; nil when the region has none of that kind.
    package func exampleNumber(_ kind: ShortNumberDescriptionKind) -> String? {
        exampleNumbers[kind.rawValue]
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
