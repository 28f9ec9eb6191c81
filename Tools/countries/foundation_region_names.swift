// Prints Foundation's region names in every locale Foundation has, for the regions given as arguments,
// for Tools/countries/generate_cldr_names.py, which compares them with CLDR 46's. Run by the toolchain's
// `swift` (Foundation only), so that the table it leads to never depends on the binary it is built into:
//
//   swift Tools/countries/foundation_region_names.swift AD AE AF ...
//
// One line a locale and region: `key<TAB>region<TAB>name`, the name empty when Foundation has none. A locale's key is what
// Sources/PhoneCountries/RegionNames.swift looks corrections up by: its language, its script when that
// is not the language's likely one, and its region (variants and keywords dropped), joined by `_`.
import Foundation

func key(of locale: Locale) -> String? {
    guard let language = locale.language.languageCode?.identifier else { return nil }
    var parts = [language]
    if let script = locale.language.script?.identifier,
       script != Locale.Language(identifier: language).script?.identifier {
        parts.append(script)
    }
    if let region = locale.region?.identifier { parts.append(region) }
    return parts.joined(separator: "_")
}

let regions = CommandLine.arguments.dropFirst()
let keys = Set(Locale.availableIdentifiers.compactMap { key(of: Locale(identifier: $0)) })
var out = ""
for key in keys.sorted() {
    let locale = Locale(identifier: key)
    for region in regions {
        out += "\(key)\t\(region)\t\(locale.localizedString(forRegionCode: region) ?? "")\n"
    }
}
print(out, terminator: "")
