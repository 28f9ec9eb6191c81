import PhoneNumberMetadata

/// The short-number plan of one region, decoded from its record: which digits are short numbers,
/// emergency numbers, carrier-specific or SMS services, and what they cost.
package final class ShortNumberPlan: Sendable {
    /// The CLDR region code.
    package let id: String
    private let descriptions: [NumberDescription?]

    /// Decodes one record written by Tools/metadata/generate_short.py: the region code, then one
    /// `pattern/lengths/example` description per ``ShortNumberDescriptionKind``, separated by `;`.
    package init?(record: String) {
        let fields = record.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 1 + ShortNumberDescriptionKind.allCases.count else { return nil }
        id = String(fields[0])
        descriptions = fields.dropFirst().map(Self.decodeDescription)
    }

    private static func decodeDescription(_ field: Substring) -> NumberDescription? {
        let parts = field.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let automaton = Int(parts[0]).flatMap(automaton(at:))
        return NumberDescription(
            automaton: automaton, possibleLengths: LengthSet(parts[1].split(separator: ",").compactMap { Int($0) }),
            localOnlyLengths: .empty, exampleNumber: parts[2].isEmpty ? nil : String(parts[2]))
    }

    /// The compiled automaton of a short-number pattern, read in place from its literal.
    private static func automaton(at index: Int) -> DigitAutomaton? {
        if let table = PhoneMetadataRecords.compiledShortNumberAutomaton(at: index),
            let automaton = DigitAutomaton(encoded: table)
        {
            return automaton
        }
        // Tables not generated yet (bootstrapping the generator): compile from the pattern text.
        guard let text = PhoneMetadataRecords.shortNumberPattern(at: index),
            let tree = try? DigitPattern(parsing: text)
        else { return nil }
        return DigitAutomaton(tree)
    }

    /// The description of one kind of short number; nil when the region has none of that kind.
    package func description(_ kind: ShortNumberDescriptionKind) -> NumberDescription? {
        descriptions[kind.rawValue]
    }

    /// Whether the digits have a possible length of the region's short numbers.
    package func hasPossibleLength(_ digits: [UInt8]) -> Bool {
        description(.general)?.possibleLengths.contains(digits.count) ?? false
    }

    /// Whether the digits have a possible length for the kind and match its pattern
    /// (libphonenumber's `matchesPossibleNumberAndNationalNumber`).
    package func matches(_ digits: [UInt8], _ kind: ShortNumberDescriptionKind) -> Bool {
        description(kind)?.matches(digits) ?? false
    }
}

/// The kinds of short-number description a region has, in the order of the record.
package enum ShortNumberDescriptionKind: Int, CaseIterable, Sendable {
    case general, tollFree, standardRate, premiumRate, shortCode, emergency, carrierSpecific, smsServices
}
