/// How the country calling code of a parsed number was written (libphonenumber's `CountryCodeSource`).
///
///     try PhoneNumberAsTyped(parsing: "+41 44 668 18 00").countryCodeSource       // .fromNumberWithPlusSign
///     try PhoneNumberAsTyped(parsing: "011 41 44 668 18 00", defaultRegion: "US")
///         .countryCodeSource                                                      // .fromNumberWithIDD
public enum CountryCodeSource: String, Sendable, CaseIterable {
    /// After a `+`: `+41 44 668 18 00`.
    case fromNumberWithPlusSign = "FROM_NUMBER_WITH_PLUS_SIGN"
    /// After the default region's international dialling prefix: `011 41 44 668 18 00` in the US.
    case fromNumberWithIDD = "FROM_NUMBER_WITH_IDD"
    /// The default region's own code written without `+`: `41 44 668 18 00` in Switzerland.
    case fromNumberWithoutPlusSign = "FROM_NUMBER_WITHOUT_PLUS_SIGN"
    /// Not written: taken from the default region.
    case fromDefaultCountry = "FROM_DEFAULT_COUNTRY"
    /// Neither written nor known: number matching reads numbers without a region this way.
    case unspecified = "UNSPECIFIED"
}
