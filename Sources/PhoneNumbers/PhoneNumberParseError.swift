/// Why text could not be parsed as a phone number. Its description names the kind and offset,
/// never the number itself.
///
///     do { _ = try PhoneNumber(parsing: "12", defaultRegion: "US") }
///     catch { print(error) }  // "too short to be a phone number (TOO_SHORT_NSN) at offset 0"
public struct PhoneNumberParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The classes of failure, named as libphonenumber names them.
    public enum Kind: String, Sendable, CaseIterable {
        /// No default region and no `+`, or a country calling code that does not exist.
        case invalidCountryCode = "INVALID_COUNTRY_CODE"
        /// The text does not look like a phone number.
        case notANumber = "NOT_A_NUMBER"
        /// The text, or the national number in it, is too long.
        case tooLong = "TOO_LONG"
        /// Too few digits follow an international dialling prefix.
        case tooShortAfterIDD = "TOO_SHORT_AFTER_IDD"
        /// The national number has fewer than two digits.
        case tooShortNSN = "TOO_SHORT_NSN"
    }

    /// What was wrong.
    public var kind: Kind
    /// UTF-16 offset in the input where the problem was found.
    public var offset: Int

    /// Creates an error of `kind` at UTF-16 `offset`.
    ///
    ///     PhoneNumberParseError(kind: .tooLong, offset: 0).description
    ///     // "too long to be a phone number (TOO_LONG) at offset 0"
    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    public var description: String {
        let reason = switch kind {
        case .invalidCountryCode: "missing or unknown country calling code"
        case .notANumber: "not a phone number"
        case .tooLong: "too long to be a phone number"
        case .tooShortAfterIDD: "too short after the international dialling prefix"
        case .tooShortNSN: "too short to be a phone number"
        }
        return "\(reason) (\(kind.rawValue)) at offset \(offset)"
    }
}
