
/// Why a number is or is not possible: libphonenumber's `ValidationResult`, the verdict on its length.
///
///     PhoneNumber("+1 650 253 0000")?.possibility  // .isPossible
///     PhoneNumber("+1 253 0000")?.possibility      // .isPossibleLocalOnly
///     PhoneNumber("+44 20")?.possibility           // .tooShort
public enum PhoneNumberPossibility: String, Sendable, CaseIterable {
    /// The length fits the plan.
    case isPossible = "IS_POSSIBLE"
    /// The length fits only a number dialled locally, without its area code.
    case isPossibleLocalOnly = "IS_POSSIBLE_LOCAL_ONLY"
    /// The calling code is not assigned.
    case invalidCountryCode = "INVALID_COUNTRY_CODE"
    /// Shorter than every possible length.
    case tooShort = "TOO_SHORT"
    /// Between the shortest and longest possible lengths, but not one of them (or the type has no numbers).
    case invalidLength = "INVALID_LENGTH"
    /// Longer than every possible length.
    case tooLong = "TOO_LONG"

    init(_ result: NumberLengthResult) {
        switch result {
        case .isPossible: self = .isPossible
        case .isPossibleLocalOnly: self = .isPossibleLocalOnly
        case .invalidCountryCode: self = .invalidCountryCode
        case .tooShort: self = .tooShort
        case .invalidLength: self = .invalidLength
        case .tooLong: self = .tooLong
        }
    }
}

extension PhoneNumber {
    /// The verdict on the number's length for its calling code (`is_possible_number_with_reason`).
    ///
    ///     PhoneNumber("+1 650 253 0000 1")?.possibility  // .tooLong
    public var possibility: PhoneNumberPossibility { possibility(for: .unknown) }

    /// The verdict on the number's length for one type of line (`is_possible_number_for_type_with_reason`);
    /// `.unknown` tests against every length of the plan. Regions sharing a calling code are judged by
    /// the main region's plan, as libphonenumber does.
    ///
    ///     PhoneNumber("+49 30 1234")?.possibility(for: .mobile)  // .tooShort
    public func possibility(for type: PhoneNumberType) -> PhoneNumberPossibility {
        guard let metadata = MetadataStore.shared.metadata(forCallingCode: countryCode) else { return .invalidCountryCode }
        return PhoneNumberPossibility(NumberLength.test(nationalSignificantDigits, metadata: metadata, type: type))
    }

    /// Whether the number has a possible length for one type of line (`is_possible_number_for_type`).
    ///
    ///     PhoneNumber("+1 650 253 0000")?.isPossible(for: .tollFree)  // true
    public func isPossible(for type: PhoneNumberType) -> Bool {
        let verdict = possibility(for: type)
        return verdict == .isPossible || verdict == .isPossibleLocalOnly
    }
}

extension PhoneNumbering {
    /// The lengths a national significant number of a type can have in a region, ascending; every length
    /// of the plan for `.unknown`, the union of both for `.fixedLineOrMobile`; empty for an unknown region
    /// or a type the region has no numbers of.
    ///
    ///     PhoneNumbering.possibleLengths(for: "DE", type: .mobile)  // [10, 11]
    ///     PhoneNumbering.possibleLengths(for: "US")                 // [10]
    public static func possibleLengths(for region: String, type: PhoneNumberType = .unknown) -> [Int] {
        lengths(for: region, type: type).possible
    }

    /// The lengths of numbers of a type that can only be dialled locally, without their area code.
    ///
    ///     PhoneNumbering.localOnlyLengths(for: "US")  // [7]
    public static func localOnlyLengths(for region: String, type: PhoneNumberType = .unknown) -> [Int] {
        lengths(for: region, type: type).localOnly
    }

    private static func lengths(for region: String, type: PhoneNumberType) -> (possible: [Int], localOnly: [Int]) {
        guard let metadata = MetadataStore.shared.metadata(forRegionIgnoringCase: region) else { return ([], []) }
        func described(_ kind: NumberDescriptionKind) -> (LengthSet, LengthSet) {
            guard let description = metadata.description(kind), description.hasPossibleLengthData else {
                return (.empty, .empty)
            }
            let possible = description.possibleLengths.isEmpty
                ? metadata.general?.possibleLengths ?? .empty : description.possibleLengths
            return (possible, description.localOnlyLengths)
        }
        var (possible, local) = described(type.descriptionKind)
        if type == .fixedLineOrMobile {
            let (mobile, mobileLocal) = described(.mobile)
            possible = possible.union(mobile)
            local = local.union(mobileLocal)
        }
        return ((1...30).filter(possible.contains), (1...30).filter(local.contains))
    }
}
