import Foundation

/// A country a contact can live in: its CLDR region code and English name.
public struct Country: Codable, Hashable, Sendable {
    public var code: String
    public var name: String
}

/// Every country with a phone calling code, findable by name, by prefix, and by near misses.
///
/// ```swift
/// let catalog = CountryCatalog.shared
/// catalog.country(named: "japan")?.code        // "JP"
/// catalog.completions(of: "Ger").map(\.name)   // ["Germany"]
/// catalog.didYouMean("Germny").map(\.name)     // ["Germany", ...]
/// ```
public struct CountryCatalog: Sendable {
    public let countries: [Country]
    private let byName: CompletionIndex<Country>
    private let byCode: [String: Country]

    public static let shared = CountryCatalog()

    init() {
        let english = Locale(identifier: "en_US")
        var countries: [Country] = []
        for code in PhoneNumberCheck.regions {
            guard let name = english.localizedString(forRegionCode: code), name != code else { continue }
            countries.append(Country(code: code, name: name))
        }
        countries.sort { $0.name < $1.name }
        self.countries = countries
        byCode = Dictionary(countries.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        // Names, plus a few names people type that the English list spells differently.
        let aliases: [(String, String)] = [
            ("UK", "GB"), ("Great Britain", "GB"), ("England", "GB"), ("Scotland", "GB"), ("Wales", "GB"),
            ("USA", "US"), ("America", "US"), ("United States of America", "US"),
        ]
        var keys = countries.map { (key: $0.name, value: $0) }
        for (alias, code) in aliases {
            if let country = byCode[code] { keys.append((key: alias, value: country)) }
        }
        byName = CompletionIndex(keys)
    }

    /// The country with this region code ("gb" or "GB").
    public func country(code: String) -> Country? { byCode[code.uppercased()] }

    /// The country whose name (or a known alias) is `name`, ignoring case and accents.
    public func country(named name: String) -> Country? { byName.exactMatches(of: name).first }

    /// Countries whose name starts with `prefix`.
    public func completions(of prefix: String, limit: Int = 8) -> [Country] {
        unique(byName.completions(of: prefix, limit: limit * 2), limit: limit)
    }

    /// "Did you mean…": names within a few typing mistakes, then names starting with the text.
    public func didYouMean(_ text: String, limit: Int = 6) -> [Country] {
        let maxDistance = max(1, min(3, text.count / 3))
        let near = byName.nearest(to: text, maxDistance: maxDistance, limit: limit * 2)
        let started = text.count >= 2 ? byName.completions(of: String(text.prefix(3)), limit: limit) : []
        return unique(near + started, limit: limit)
    }

    private func unique(_ list: [Country], limit: Int) -> [Country] {
        var seen: Set<String> = []
        return Array(list.filter { seen.insert($0.code).inserted }.prefix(limit))
    }
}
