/// Why a phone field's text is not an acceptable number: libphonenumber's reasons (its parse errors
/// and its length verdicts) and one of FormKit's, a number of a type the field does not take.
///
///     PhoneNumberProblem(text: "650 253 0000", region: "US")                   // nil: acceptable
///     PhoneNumberProblem(text: "650 253", region: "US")                        // .tooShort
///     PhoneNumberProblem(text: "020 7946 0958", region: "GB", types: .mobile)  // .wrongType
public enum PhoneNumberProblem: String, Sendable, CaseIterable {
    /// Fewer digits than any number of the plan (also: too few after the international prefix).
    case tooShort = "TOO_SHORT"
    /// More digits than any number of the plan, or than any phone number.
    case tooLong = "TOO_LONG"
    /// No calling code (and no region to take one from), or one that is not assigned.
    case invalidCountryCode = "INVALID_COUNTRY_CODE"
    /// A length between the plan's lengths that none of its numbers has.
    case invalidLength = "INVALID_LENGTH"
    /// Not a phone number: no digits to read, or digits no number of the plan has.
    case notANumber = "NOT_A_NUMBER"
    /// A valid number of a type the field does not take.
    case wrongType = "WRONG_TYPE"

    /// The problem with `text` typed in `region` (nil, empty or "ZZ": none) for a field taking
    /// `types`; nil when the text is a valid number of one of them.
    public init?(text: some StringProtocol, region: String?, types: PhoneNumberTypeSet = .all) {
        let region = region.flatMap { $0.isEmpty || $0 == "ZZ" || $0 == "zz" ? nil : $0 }
        let number: PhoneNumber
        do throws(PhoneNumberParseError) {
            number = try PhoneNumber(parsing: text, defaultRegion: region)
        } catch {
            switch error.kind {
            case .invalidCountryCode: self = .invalidCountryCode
            case .notANumber: self = .notANumber
            case .tooLong: self = .tooLong
            case .tooShortAfterIDD, .tooShortNSN: self = .tooShort
            }
            return
        }
        let (isValid, type, _) = number.validityTypeAndRegion
        if isValid {
            if types.contains(type: type) { return nil }
            self = .wrongType
            return
        }
        switch number.possibility {
        case .tooShort: self = .tooShort
        case .tooLong: self = .tooLong
        case .invalidLength: self = .invalidLength
        case .invalidCountryCode: self = .invalidCountryCode
        case .isPossible, .isPossibleLocalOnly: self = .notANumber
        }
    }
}
