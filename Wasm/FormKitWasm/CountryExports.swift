import CountrySearch

// The country catalogue's search in the page (formkit.mjs's countryCatalogue): the page hands in the
// regions (their calling codes from fk_calling_code) and its names (the browser's Intl.DisplayNames),
// folded there; the ranking is CountrySearch's, as natively.

/// The catalogue the page is searching: one at a time, for the locale whose names it was given last.
nonisolated(unsafe) private var countries = CountrySearch()

/// Adds a region: its code's two upper-case ASCII letters, its calling code, and whether it is the
/// code's main country (1 or 0). `isFirst` 1 starts a new catalogue with it.
@_cdecl("fk_countries_region")
func fkCountriesRegion(_ first: Int32, _ second: Int32, _ callingCode: Int32, _ isMain: Int32, _ isFirst: Int32) {
    if isFirst != 0 { countries = CountrySearch() }
    countries.addRegion(code: UInt8(truncatingIfNeeded: first), UInt8(truncatingIfNeeded: second),
        callingCode: Int(callingCode), isMainCountry: isMain != 0)
}

/// Adds names from the text area (`textCount` bytes), as CountrySearch's records one after another:
/// the region's index (the order fk_countries_region added it in), the CountryNameKind's raw value and
/// the folded name's UTF-8 byte count, one byte each, then the name.
@_cdecl("fk_countries_names")
func fkCountriesNames(_ textCount: Int32) {
    countries.addNames(records: Exchange.textBytes(Int(textCount)))
}

/// Searches for the folded query in the text area (`textCount` bytes): the output is at most `limit`
/// regions' indices, best first, one byte each; slot 0 their count.
@_cdecl("fk_countries_search")
func fkCountriesSearch(_ textCount: Int32, _ limit: Int32) -> Int32 {
    let regions = countries.search(Exchange.textBytes(Int(textCount)), limit: min(Int(limit), 100))
    let output = Exchange.start + Exchange.outputOffset
    for (index, region) in regions.enumerated() {
        output.storeBytes(of: UInt8(truncatingIfNeeded: region), toByteOffset: index, as: UInt8.self)
    }
    Exchange.setSlot(0, regions.count)
    return Exchange.Status.ok.rawValue
}
