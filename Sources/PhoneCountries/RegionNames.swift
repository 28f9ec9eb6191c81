import Foundation

/// A locale's region names: Foundation's, corrected to CLDR 46 where Apple's ICU data differs (Foundation's
/// names on Linux come from Apple's ICU 76.1: CLDR 46 with Apple's own names, such as `China mainland`).
/// The corrections are CLDRRegionNames, generated for every locale of the languages CLDR rates at modern
/// coverage (Tools/countries/generate_cldr_names.py), so the native catalogue names regions as CLDR 46 and
/// the page's `Intl.DisplayNames` do.
///
///     RegionNames(locale: Locale(identifier: "en")).name(of: "CN")     // "China" (Foundation: "China mainland")
///     RegionNames(locale: Locale(identifier: "de")).name(of: "CH")     // "Schweiz" (Foundation's, the same)
public struct RegionNames: Sendable {
    /// The locale the names are in.
    public let locale: Locale
    /// CLDR 46's names where Foundation's differ in this locale, by region.
    private let corrections: [String: String]

    /// The names of `locale` (`Locale(identifier: "de")`).
    public init(locale: Locale) {
        self.locale = locale
        corrections = Self.corrections(forKey: Self.key(of: locale))
    }

    /// The region's name in the locale, CLDR 46's; nil when neither the corrections nor Foundation have one.
    public func name(of region: String) -> String? {
        corrections[region] ?? locale.localizedString(forRegionCode: region)
    }

    /// What CLDRRegionNames is keyed by: the locale's language, its script when that is not the language's
    /// likely one, and its region, joined by `_` (zh-TW: zh_Hant_TW, en-US-POSIX: en_US, sr-Latn: sr_Latn).
    /// Tools/countries/foundation_region_names.swift computes the same key for the generator.
    static func key(of locale: Locale) -> String? {
        guard let language = locale.language.languageCode?.identifier else { return nil }
        var parts = [language]
        if let script = locale.language.script?.identifier,
           script != Locale.Language(identifier: language).script?.identifier {
            parts.append(script)
        }
        if let region = locale.region?.identifier { parts.append(region) }
        return parts.joined(separator: "_")
    }

    /// The corrections of the first listed key along `key` cut down at each `_` (zh_Hant_TW, zh_Hant, zh).
    static func corrections(forKey key: String?) -> [String: String] {
        var key = key ?? ""
        while !key.isEmpty {
            if let set = sets.first(where: { $0.keys.contains(Substring(key)) }) {
                var names: [String: String] = [:]
                for entry in set.names {
                    names[String(decoding: entry.utf8.prefix(2), as: UTF8.self)] =
                        String(decoding: entry.utf8.dropFirst(2), as: UTF8.self)
                }
                return names
            }
            key = String(key[..<(key.lastIndex(of: "_") ?? key.startIndex)])
        }
        return [:]
    }

    /// CLDRRegionNames' lines, split once: each set's locale keys and its entries (two letters, then the name).
    private static let sets: [(keys: [Substring], names: [Substring])] =
        CLDRRegionNames.table.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t")
            return (fields[0].split(separator: " "), Array(fields.dropFirst()))
        }
}
