import Foundation
import PhoneNumbers

/// A country a contact can live in: its CLDR region code, English name and calling code.
public struct Country: Codable, Hashable, Sendable {
    public var code: String
    public var name: String
    public var callingCode: Int
}

/// Every country with a phone calling code, findable by name, by prefix, and by near misses.
///
/// ```swift
/// let catalog = CountryCatalog.shared
/// catalog.country(named: "japan")?.code        // "JP"
/// catalog.country(matching: "+297")?.name       // "Aruba"
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
            guard let name = english.localizedString(forRegionCode: code), name != code,
                let callingCode = PhoneNumbering.callingCode(for: code)
            else { continue }
            countries.append(Country(code: code, name: name, callingCode: callingCode))
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

    /// The country a person means by `text`: a region code in any case (`aw`), a calling code (`+297`,
    /// the main country of a shared code such as `+1`), or a name or known alias (`Aruba`).
    public func country(matching text: String) -> Country? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.first == "+" {
            let digits = trimmed.dropFirst()
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy(\.isASCII), let code = Int(digits) else { return nil }
            return PhoneNumbering.regions(forCallingCode: code).first.flatMap { byCode[$0] }
        }
        if trimmed.utf8.count == 2, trimmed.allSatisfy(\.isASCII), let country = byCode[trimmed.uppercased()] {
            return country
        }
        return country(named: trimmed)
    }

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
