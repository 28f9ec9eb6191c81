import Foundation
import PhoneCountries

/// A country a contact can live in: its CLDR region code, English name and calling code.
public struct Country: Codable, Hashable, Sendable {
    public var code: String
    public var name: String
    public var callingCode: Int
}

/// Every country with a phone calling code, findable by name, by prefix, and by near misses: FormKit's
/// country catalogue (PhoneCountries) in English, whose search also knows each country's own name
/// (`Deutschland`, `Schweiz`), everyday and former names (`Turkey`, `Holland`, `UAE`, `Swaziland`) and
/// calling codes (`+41`, the main country of a shared code such as `+1` first).
///
/// ```swift
/// let catalog = CountryCatalog.shared
/// catalog.country(named: "japan")?.code        // "JP"
/// catalog.country(matching: "+297")?.name       // "Aruba"
/// catalog.country(matching: "Deutschland")?.code  // "DE"
/// catalog.completions(of: "Ger").map(\.name)   // ["Germany"]
/// catalog.didYouMean("Germny").map(\.name)     // ["Germany", ...]
/// ```
public struct CountryCatalog: Sendable {
    public let countries: [Country]
    private let catalogue: CountryCatalogue
    private let byCode: [String: Country]

    public static let shared = CountryCatalog()

    init() {
        // English is one of Foundation's locales, so the catalogue is always there.
        guard let catalogue = try? CountryCatalogue(locale: "en") else { preconditionFailure("no English country names") }
        self.catalogue = catalogue
        let countries = catalogue.entries
            .map { Country(code: $0.region, name: $0.name, callingCode: $0.callingCode) }
            .sorted { $0.name < $1.name }
        self.countries = countries
        byCode = Dictionary(countries.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The country with this region code ("gb" or "GB").
    public func country(code: String) -> Country? { byCode[code.uppercased()] }

    /// The country whose name of any kind (English, its own, an everyday or former name) is `name`,
    /// ignoring case, accents and punctuation.
    public func country(named name: String) -> Country? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("+"), !trimmed.allSatisfy(\.isASCIIDigit) else { return nil }
        return catalogue.exactMatches(trimmed).first.flatMap { byCode[$0] }
    }

    /// The country a person means by `text`: a region code in any case (`aw`), a calling code (`+297`,
    /// the main country of a shared code such as `+1`), or a name of any kind (`Aruba`, `Deutschland`,
    /// `Turkey`, `UAE`).
    public func country(matching text: String) -> Country? {
        // A region code as stored ("GB"), every row of an import: found before trimming and case-folding.
        if text.utf8.count == 2, let country = byCode[text] { return country }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.allSatisfy(\.isASCIIDigit) { return nil }  // a calling code is written with its "+"
        // A region code is the country the search ranks first, found without ranking every name.
        if trimmed.utf8.count == 2, let country = byCode[trimmed.uppercased()] { return country }
        return catalogue.exactMatches(trimmed).first.flatMap { byCode[$0] }
    }

    /// Countries whose name (of any kind) starts with `prefix`, or one of whose words does, best first.
    public func completions(of prefix: String, limit: Int = 8) -> [Country] {
        countries(catalogue.search(prefix, limit: limit))
    }

    /// "Did you mean…": the catalogue's ranked search (names, then beginnings, then a mistake away).
    public func didYouMean(_ text: String, limit: Int = 6) -> [Country] {
        countries(catalogue.search(text, limit: limit))
    }

    private func countries(_ regions: [String]) -> [Country] {
        regions.compactMap { byCode[$0] }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
