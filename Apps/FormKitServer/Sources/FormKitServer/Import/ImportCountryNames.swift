import Foundation

/// Country names as people write them in a file, for the rows the country catalogue does not resolve:
/// each country's name in the languages imports come in ("Deutschland", "Schweiz", "Italia", "Türkei"),
/// and everyday names ("Turkey", "Korea", "Czech Republic", "Holland", "UAE").
///
/// The import asks ``CountryCatalog`` first and this only when the catalogue knows no such country.
///
/// ```swift
/// ImportCountryNames.shared.code(for: "Schweiz")   // "CH"
/// ImportCountryNames.shared.code(for: "Atlantis")  // nil
/// ```
public struct ImportCountryNames: Sendable {
    private let codes: [String: String]

    public static let shared = ImportCountryNames()

    /// Languages whose country names are read from Foundation's (CLDR's) tables.
    static let languages = [
        "en", "de", "fr", "es", "it", "nl", "pt", "sv", "da", "nb", "fi", "pl", "cs", "tr", "hu", "ro", "el", "ru",
        "ja", "zh", "ko", "ar", "hr", "sk", "sl", "ca", "id", "vi",
    ]

    /// Everyday names that no CLDR table gives as a country's name (facts of usage).
    static let everydayNames: [(String, String)] = [
        ("Turkey", "TR"), ("Korea", "KR"), ("South Korea", "KR"), ("Republic of Korea", "KR"), ("North Korea", "KP"),
        ("Czech Republic", "CZ"), ("Czechia", "CZ"), ("Holland", "NL"), ("The Netherlands", "NL"),
        ("UAE", "AE"), ("U.A.E.", "AE"), ("Emirates", "AE"), ("Russian Federation", "RU"), ("Viet Nam", "VN"),
        ("Ivory Coast", "CI"), ("Burma", "MM"), ("Swaziland", "SZ"), ("Macedonia", "MK"), ("Cape Verde", "CV"),
        ("East Timor", "TL"), ("Vatican", "VA"), ("Hong Kong", "HK"), ("Macau", "MO"), ("Macao", "MO"),
        ("Palestine", "PS"), ("DRC", "CD"), ("DR Congo", "CD"), ("Bosnia", "BA"), ("U.S.", "US"), ("U.S.A.", "US"),
        ("United States", "US"), ("U.K.", "GB"), ("Britain", "GB"), ("Northern Ireland", "GB"),
        ("Republic of Ireland", "IE"), ("Eire", "IE"), ("China", "CN"), ("PRC", "CN"), ("Mainland China", "CN"),
        ("Taiwan ROC", "TW"), ("KSA", "SA"), ("Persia", "IR"), ("Iran, Islamic Republic of", "IR"),
        ("Moldova, Republic of", "MD"), ("Syria", "SY"), ("Laos", "LA"), ("Brunei", "BN"), ("Tanzania", "TZ"),
        ("Bolivia", "BO"), ("Venezuela", "VE"), ("Micronesia", "FM"), ("St Lucia", "LC"), ("St. Lucia", "LC"),
        ("Trinidad", "TT"), ("Türkiye", "TR"), ("Turkiye", "TR"), ("Suisse", "CH"), ("Svizzera", "CH"),
        ("Deutschland", "DE"), ("Österreich", "AT"), ("Brasil", "BR"), ("México", "MX"), ("Polska", "PL"),
        ("Sverige", "SE"), ("Norge", "NO"), ("Danmark", "DK"), ("Suomi", "FI"), ("Nederland", "NL"),
        ("België", "BE"), ("Belgique", "BE"), ("España", "ES"), ("Italia", "IT"), ("Ελλάδα", "GR"), ("Hellas", "GR"),
        ("Россия", "RU"), ("日本", "JP"), ("Nippon", "JP"), ("中国", "CN"), ("Zhongguo", "CN"), ("대한민국", "KR"),
        ("Bharat", "IN"), ("Hrvatska", "HR"), ("Magyarország", "HU"), ("Česko", "CZ"), ("Slovensko", "SK"),
    ]

    init() {
        var codes: [String: String] = [:]
        let regions = CountryCatalog.shared.countries.map(\.code)
        for language in Self.languages {
            let locale = Locale(identifier: language)
            for code in regions {
                guard let name = locale.localizedString(forRegionCode: code) else { continue }
                let key = Self.key(name)
                if !key.isEmpty, codes[key] == nil { codes[key] = code }
            }
        }
        for (name, code) in Self.everydayNames { codes[Self.key(name)] = code }
        self.codes = codes
    }

    /// The region code of a country name in any of the languages, or an everyday name.
    public func code(for name: String) -> String? {
        let key = Self.key(name)
        return key.isEmpty ? nil : codes[key]
    }

    /// A name compared without case, accents, punctuation or spaces.
    static func key(_ name: String) -> String {
        String(String.UnicodeScalarView(
            name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
                .unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }))
    }
}
