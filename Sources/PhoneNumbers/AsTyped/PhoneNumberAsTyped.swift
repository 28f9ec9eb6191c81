/// A parsed number together with how it was typed: libphonenumber's `parse(…, keep_raw_input=True)`.
///
/// ``PhoneNumber`` keeps only what identifies a number, so two spellings of one number stay equal
/// (`==`, hashing, sets and dictionary keys are unchanged). What a person typed, and what that tells
/// about the number, lives here instead, beside the number:
///
///     let typed = try PhoneNumberAsTyped(parsing: "0 15 11 2345 6789", defaultRegion: "BR")
///     typed.number.formatted(.e164)                     // "+551123456789"
///     typed.preferredDomesticCarrierCode                // "15"
///     typed.formattedInOriginalFormat(from: "BR")       // "0 15 11 2345 6789"
///
/// Equality compares all four fields, as libphonenumber's `PhoneNumber` does once the raw input is kept.
public struct PhoneNumberAsTyped: Hashable, Sendable {
    /// The number, as ``PhoneNumber/init(parsing:defaultRegion:)`` gives it.
    public var number: PhoneNumber
    /// The text exactly as it was given to the parser.
    public var rawInput: String
    /// How the country calling code was written.
    public var countryCodeSource: CountryCodeSource
    /// The carrier selection code typed before the number (Brazil, Colombia …), nil when none was typed.
    public var preferredDomesticCarrierCode: String?

    /// Creates a record from its parts.
    public init(
        number: PhoneNumber, rawInput: String, countryCodeSource: CountryCodeSource,
        preferredDomesticCarrierCode: String? = nil
    ) {
        self.number = number
        self.rawInput = rawInput
        self.countryCodeSource = countryCodeSource
        self.preferredDomesticCarrierCode = preferredDomesticCarrierCode
    }

    /// Parses what a person typed, keeping the text and what it says about the number.
    ///
    ///     try PhoneNumberAsTyped(parsing: "44 20 7031 3000", defaultRegion: "GB").countryCodeSource
    ///     // .fromNumberWithoutPlusSign
    ///
    /// - Throws: ``PhoneNumberParseError``, exactly when ``PhoneNumber/init(parsing:defaultRegion:)`` throws.
    public init(parsing text: some StringProtocol, defaultRegion: String? = nil) throws(PhoneNumberParseError) {
        let string = text as? String ?? String(text)
        let details = try PhoneNumberParser(text: string, defaultRegion: defaultRegion).parseWithDetails()
        self.init(
            number: details.number, rawInput: string, countryCodeSource: details.countryCodeSource,
            preferredDomesticCarrierCode: details.carrierCode.map(NumberGrouping.text))
    }
}
