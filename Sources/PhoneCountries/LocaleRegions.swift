import Foundation

/// What Foundation's CLDR data says of locales and regions: a locale's default region and a region's
/// own language.
enum LocaleRegions {
    /// The locale's region, or else CLDR's likely region for its language and script (de: DE, pt: BR,
    /// zh-Hant: TW, sr: RS, sw: TZ); nil when neither is a region of `known`.
    static func defaultRegion(of locale: Locale, among known: [String]) -> String? {
        if let region = locale.region?.identifier, known.contains(region) { return region }
        let likely = Locale(identifier: Locale.Language(identifier: locale.identifier).maximalIdentifier)
        return likely.region.map(\.identifier).flatMap { known.contains($0) ? $0 : nil }
    }

    /// The region's name in its own likely language (`Schweiz` for CH, `Deutschland` for DE), as CLDR's
    /// likely subtags for `und-CH` give the language; CLDR 46's name (RegionNames).
    static func endonym(of region: String) -> String? {
        let language = Locale.Language(identifier: "und-\(region)").maximalIdentifier
        return RegionNames(locale: Locale(identifier: language)).name(of: region)
    }

    /// Whether Foundation has names in the locale's language, and knows its region if it names one.
    static func isKnown(_ locale: Locale) -> Bool {
        guard let language = locale.language.languageCode?.identifier, knownLanguages.contains(language) else {
            return false
        }
        guard let region = locale.region else { return true }
        return region.isISORegion || Int(region.identifier) != nil
    }

    /// The languages of Foundation's locales.
    private static let knownLanguages: Set<String> = Set(
        Locale.availableIdentifiers.compactMap { Locale(identifier: $0).language.languageCode?.identifier })
}
