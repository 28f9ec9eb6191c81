import CountrySearch
import Foundation
import PhoneNumbers

/// The regions libphonenumber supports, in a locale: each one's calling code, flag and name (Foundation's
/// `Locale`, corrected to CLDR 46 where Apple's ICU data differs: RegionNames), the locale's default
/// region first, and one ranked search for whatever a person types: an ISO code, a calling code, a name
/// in the locale or in English, the country's own name, an everyday or former name, without diacritics,
/// or with one mistake (CountrySearch, the same code as in the page's module).
///
///     let catalogue = try CountryCatalogue(locale: "fr")
///     catalogue.defaultRegion                 // "FR"
///     catalogue.search("Deutschland")         // ["DE", ...]
///     catalogue.search("+41").first           // "CH"
///     catalogue.search("Swizerland").first    // "CH"
public struct CountryCatalogue: Sendable {
    /// The locale identifier the catalogue was made for.
    public let locale: String
    /// Every region, the locale's default region first, then in the locale's alphabetical order.
    public let entries: [CountryEntry]
    /// The locale's region, or else CLDR's likely region for its language (de: DE, pt: BR, zh-Hant: TW).
    public let defaultRegion: String
    private let names: CountrySearch
    /// The regions in the order the search knows them (libphonenumber's, by code).
    private let regions: [String]

    /// The catalogue in a locale (`de`, `fr-CH`, `zh-Hant`); made once per identifier and kept.
    /// Throws ``CountryCatalogueError/unknownLocale(_:)`` for a locale Foundation has no names in.
    public init(locale identifier: String) throws(CountryCatalogueError) {
        self = try CatalogueCache.shared.catalogue(for: identifier)
    }

    private init(locale: String, entries: [CountryEntry], defaultRegion: String, names: CountrySearch, regions: [String]) {
        self.locale = locale
        self.entries = entries
        self.defaultRegion = defaultRegion
        self.names = names
        self.regions = regions
    }

    /// Builds the catalogue for a locale identifier (CatalogueCache keeps it).
    static func build(_ identifier: String) throws(CountryCatalogueError) -> CountryCatalogue {
        let locale = Locale(identifier: identifier)
        guard identifier.utf8.count <= 64, LocaleRegions.isKnown(locale) else { throw .unknownLocale(identifier) }
        let shared = SharedNames.shared
        let regions = shared.regions
        let defaultRegion = LocaleRegions.defaultRegion(of: locale, among: regions) ?? "US"
        var search = shared.search
        var entries: [CountryEntry] = []
        let names = RegionNames(locale: locale)
        for (index, region) in regions.enumerated() {
            let name = names.name(of: region) ?? region
            entries.append(CountryEntry(region: region, callingCode: shared.callingCodes[index],
                flag: CountryEntry.flag(of: region), name: name))
            add(name, region: index, kind: .localeName, to: &search)
        }
        shared.addOtherNames(to: &search)
        entries.sort { first, second in
            if (first.region == defaultRegion) != (second.region == defaultRegion) { return first.region == defaultRegion }
            return first.name.compare(second.name, locale: locale) == .orderedAscending
        }
        return CountryCatalogue(locale: identifier, entries: entries, defaultRegion: defaultRegion, names: search, regions: regions)
    }

    /// The region codes a person typing `query` most likely means, best first, at most `limit`: an
    /// exact name, ISO code or calling code (`+41` or `41`, libphonenumber's main country of the code
    /// first), then a name the query begins, then one of a name's words, then a name one mistake away.
    public func search(_ query: String, limit: Int = 10) -> [String] {
        var folded = CountryNameFolding.fold(query)
        return folded.withUTF8 { names.search(UnsafeRawBufferPointer($0), limit: limit) }.map { regions[$0] }
    }

    /// The regions `query` names exactly, best first: a name of any kind, an ISO code or a calling code
    /// (`Turkey`, `Deutschland`, `UAE`, `ch`, `+41`), not a beginning or a near miss: for a text that
    /// must mean one country.
    public func exactMatches(_ query: String) -> [String] {
        var folded = CountryNameFolding.fold(query)
        return folded.withUTF8 { names.exactMatches(UnsafeRawBufferPointer($0)) }.map { regions[$0] }
    }

    static func add(_ name: String, region: Int, kind: CountryNameKind, to search: inout CountrySearch) {
        var folded = CountryNameFolding.fold(name)
        folded.withUTF8 { search.addName(UnsafeRawBufferPointer($0), region: region, kind: kind) }
    }
}

/// What every locale's catalogue shares: the regions, their calling codes, and the names that do not
/// depend on the locale (English, each region's own, the everyday names), made once.
struct SharedNames: Sendable {
    static let shared = SharedNames()

    let regions: [String]
    let callingCodes: [Int]
    /// The regions with their calling codes, and no names.
    let search: CountrySearch
    private let others: [(region: Int, name: String, kind: CountryNameKind)]

    private init() {
        regions = PhoneNumbering.supportedRegions
        var callingCodes: [Int] = []
        var search = CountrySearch()
        for region in regions {
            let code = PhoneNumbering.callingCode(for: region) ?? 0
            let utf8 = Array(region.utf8)
            search.addRegion(code: utf8[0], utf8[1], callingCode: code,
                isMainCountry: PhoneNumbering.regions(forCallingCode: code).first == region)
            callingCodes.append(code)
        }
        self.callingCodes = callingCodes
        self.search = search
        let english = RegionNames(locale: Locale(identifier: "en"))
        var others: [(region: Int, name: String, kind: CountryNameKind)] = []
        for (index, region) in regions.enumerated() {
            if let name = english.name(of: region) { others.append((index, name, .english)) }
            if let name = LocaleRegions.endonym(of: region) { others.append((index, name, .endonym)) }
        }
        for (region, name) in EverydayCountryNames.all {
            if let index = regions.firstIndex(of: region) { others.append((index, name, .everydayName)) }
        }
        self.others = others
    }

    func addOtherNames(to search: inout CountrySearch) {
        for (region, name, kind) in others { CountryCatalogue.add(name, region: region, kind: kind, to: &search) }
    }
}

/// The catalogues made so far, by locale identifier. One is built at a time, under the lock: Foundation's
/// ICU-backed region names crash when asked from two threads at once (seen on Linux, Swift 6.3.1).
final class CatalogueCache: @unchecked Sendable {
    static let shared = CatalogueCache()
    private let lock = NSLock()
    private var catalogues: [String: CountryCatalogue] = [:]

    func catalogue(for identifier: String) throws(CountryCatalogueError) -> CountryCatalogue {
        lock.lock()
        defer { lock.unlock() }
        if let catalogue = catalogues[identifier] { return catalogue }
        let catalogue = try CountryCatalogue.build(identifier)
        catalogues[identifier] = catalogue
        return catalogue
    }
}
