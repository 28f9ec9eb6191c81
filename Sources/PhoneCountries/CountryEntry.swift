/// A region in a ``CountryCatalogue``: its ISO code, calling code, flag and name in the catalogue's
/// locale.
public struct CountryEntry: Sendable, Hashable, Codable {
    /// The CLDR region code (`CH`).
    public var region: String
    /// The calling code libphonenumber gives the region (41).
    public var callingCode: Int
    /// The flag: the region's pair of regional indicator symbols (🇨🇭).
    public var flag: String
    /// The name in the catalogue's locale, CLDR 46's (`Schweiz` in German): Foundation's, corrected where
    /// Apple's ICU data differs (see `RegionNames`).
    public var name: String

    public init(region: String, callingCode: Int, flag: String, name: String) {
        self.region = region
        self.callingCode = callingCode
        self.flag = flag
        self.name = name
    }

    /// The flag of a two-letter region code: its letters as regional indicator symbols.
    public static func flag(of region: String) -> String {
        var flag = String.UnicodeScalarView()
        for letter in region.unicodeScalars {
            if let symbol = Unicode.Scalar(0x1F1A5 + letter.value) { flag.append(symbol) }
        }
        return String(flag)
    }
}
