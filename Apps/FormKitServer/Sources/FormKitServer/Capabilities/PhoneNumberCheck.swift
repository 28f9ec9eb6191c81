import PhoneNumbers

/// Adapter: parsing, validating and displaying phone numbers, by PhoneNumbers' `PhoneNumber`
/// (libphonenumber's numbering plans).
///
/// A number without `+` is read as national to the contact's country; a `+` number may belong to any
/// country, as long as it is a valid number there. Messages never repeat the number.
public enum PhoneNumberCheck {
    static let status = CapabilityStatus(
        name: "phone numbers", module: "PhoneNumbers", backing: .formKit,
        note: "PhoneNumbers.PhoneNumber: parse, isValid, E.164 and national/international formats")

    /// A number that passed the check.
    public struct Checked: Hashable, Sendable {
        /// `+` and up to 15 digits.
        public var e164: String
        /// The extension's digits, when the text had one ("ext. 12", "x12", "#12", `;ext=12`); nil otherwise.
        public var `extension`: String?
    }

    /// Parses what a person typed, reading a number without `+` as national to `region`.
    public static func check(_ text: String, region: String) -> Result<Checked, FieldRejection> {
        let number: PhoneNumber
        do {
            number = try PhoneNumber(parsing: text, defaultRegion: region.isEmpty ? nil : region)
        } catch {
            return .failure(FieldRejection(message(for: error.kind, region: region), offset: error.offset))
        }
        guard number.isValid else {
            let place = number.region.flatMap { CountryCatalog.shared.country(code: $0)?.name } ?? "+\(number.countryCode)"
            return .failure(FieldRejection("This is not a valid phone number for \(place).", offset: 0))
        }
        // Only E.164 is made here: a large import checks every row, and the display is made when shown.
        let ext = number.extension.flatMap { $0.isEmpty ? nil : $0 }
        return .success(Checked(e164: number.formatted(.e164), extension: ext))
    }

    /// How a stored E.164 number is shown to someone in `region`: national within its own country,
    /// international otherwise.
    public static func display(e164: String, extension ext: String? = nil, region: String) -> String {
        guard var number = PhoneNumber(e164) else { return e164 }
        number.extension = ext
        return display(number, region: region)
    }

    /// The calling code for a CLDR region ("GB" → 44).
    public static func callingCode(for region: String) -> Int? { PhoneNumbering.callingCode(for: region) }

    /// Every region with a numbering plan.
    static var regions: [String] { PhoneNumbering.supportedRegions }

    /// How a read number is shown to someone in `region` (``display(e164:region:)``).
    static func display(_ number: PhoneNumber, region: String) -> String {
        number.region == region.uppercased() ? number.formatted(.national) : number.formatted(.international)
    }

    private static func message(for kind: PhoneNumberParseError.Kind, region: String) -> String {
        switch kind {
        case .invalidCountryCode:
            return region.isEmpty
                ? "Choose a country for this number, or start it with + and the country code."
                : "This number does not start with a known country code."
        case .notANumber: return "This is not a phone number: use digits, spaces and ( ) - . +."
        case .tooShortAfterIDD, .tooShortNSN: return "This phone number is too short."
        case .tooLong: return "This phone number is too long."
        }
    }
}
