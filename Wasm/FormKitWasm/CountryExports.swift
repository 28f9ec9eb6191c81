import CountrySearch

// The country catalogue's search in the page (formkit.mjs's countryCatalogue): the page hands in the
// regions (their calling codes from fk_calling_code) and its names (the browser's Intl.DisplayNames),
// folded there; the ranking is CountrySearch's, as natively.

/// The catalogue the page is searching: one at a time, for the locale whose names it was given last.
nonisolated(unsafe) private var countries = CountrySearch()

/// Starts a new catalogue from the lines in the text area (`textCount` bytes; call again with more
/// lines, `isFirst` 0, while they do not fit), each ended by a line feed: a region `+CH41*` (`+`, its
/// code, its calling code, `*` when it is the code's main country), or a name `2CHschweiz` (the
/// CountryNameKind's digit, the region's code, the folded name) of a region given before.
/// `.badRange` for a line that is neither.
@_cdecl("fk_countries_add")
func fkCountriesAdd(_ textCount: Int32, _ isFirst: Int32) -> Int32 {
    if isFirst != 0 { countries = CountrySearch() }
    let text = Exchange.textBytes(Int(textCount))
    var start = 0
    while start < text.count {
        var end = start
        while end < text.count && text[end] != 0x0A { end += 1 }
        guard end - start > 3 else { return Exchange.Status.badRange.rawValue }
        let first = text[start + 1], second = text[start + 2]
        if text[start] == 0x2B {
            var code = 0, index = start + 3
            while index < end && text[index] >= 0x30 && text[index] <= 0x39 {
                code = code * 10 + Int(text[index] - 0x30)
                index += 1
            }
            countries.addRegion(code: first, second, callingCode: code, isMainCountry: index < end && text[index] == 0x2A)
        } else {
            guard let kind = CountryNameKind(rawValue: Int32(text[start]) - 0x30),
                let region = countries.regionIndex(code: first, second)
            else { return Exchange.Status.badRange.rawValue }
            countries.addName(UnsafeRawBufferPointer(rebasing: text[start + 3..<end]), region: region, kind: kind)
        }
        start = end + 1
    }
    return Exchange.Status.ok.rawValue
}

/// Searches for the folded query in the text area (`textCount` bytes): the output is at most `limit`
/// region codes, best first, two letters each; slot 0 their count.
@_cdecl("fk_countries_search")
func fkCountriesSearch(_ textCount: Int32, _ limit: Int32) -> Int32 {
    let regions = countries.search(Exchange.textBytes(Int(textCount)), limit: min(Int(limit), 100))
    let output = Exchange.start + Exchange.outputOffset
    for (index, region) in regions.enumerated() {
        let code = countries.packedCode(ofRegion: region)
        output.storeBytes(of: UInt8(truncatingIfNeeded: code >> 8), toByteOffset: index * 2, as: UInt8.self)
        output.storeBytes(of: UInt8(truncatingIfNeeded: code), toByteOffset: index * 2 + 1, as: UInt8.self)
    }
    Exchange.setSlot(0, regions.count)
    return Exchange.Status.ok.rawValue
}
