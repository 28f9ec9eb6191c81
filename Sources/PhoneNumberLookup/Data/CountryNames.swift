/// Country names by region and language (`countries.bin`), read in place: what phonenumbers' geocoder
/// shows when no area matches.
///
/// Layout after the header (`FKLC`): the region and language counts; each region as two ASCII bytes;
/// each language as eight NUL-padded ASCII bytes; a `UInt16` string index per region and language
/// (`0xFFFF` for none), padded to four bytes; the string and byte counts; `count + 1` `UInt32` offsets
/// and the UTF-8 bytes.
struct CountryNames: Sendable {
    let file: DataFile
    private let regionCount: Int
    private let languageCount: Int
    private let regionsOffset: Int
    private let languagesOffset: Int
    private let matrixOffset: Int
    private let strings: Int
    private let offsetsOffset: Int
    private let bytesOffset: Int
    private let bytesLength: Int
    /// Row and column of each region and language code, read once on load (a few hundred codes).
    private let rows: [String: Int]
    private let columns: [String: Int]

    init(file: DataFile) throws(LookupDataError) {
        self.file = file
        let base = DataFile.headerSize
        try file.require(base, 8)
        regionCount = Int(file.uint32(at: base))
        languageCount = Int(file.uint32(at: base + 4))
        guard regionCount <= 26 * 26, languageCount <= 10_000 else { throw file.error(.outOfRange, at: base) }
        regionsOffset = base + 8
        languagesOffset = regionsOffset + 2 * regionCount
        matrixOffset = (languagesOffset + 8 * languageCount + 3) & ~3
        let countsOffset = (matrixOffset + 2 * regionCount * languageCount + 3) & ~3
        try file.require(countsOffset, 8)
        strings = Int(file.uint32(at: countsOffset))
        bytesLength = Int(file.uint32(at: countsOffset + 4))
        guard strings < file.count, bytesLength <= file.count else { throw file.error(.truncated, at: file.count) }
        offsetsOffset = countsOffset + 8
        bytesOffset = offsetsOffset + 4 * (strings + 1)
        try file.require(bytesOffset, bytesLength)
        func codes(count: Int, offset: Int, width: Int) -> [String: Int] {
            var codes: [String: Int] = [:]
            for index in 0..<count {
                let start = offset + width * index
                let code = file.storage.bytes[start..<(start + width)].prefix { $0 != 0 }
                codes[String(decoding: code, as: UTF8.self)] = index
            }
            return codes
        }
        rows = codes(count: regionCount, offset: regionsOffset, width: 2)
        columns = codes(count: languageCount, offset: languagesOffset, width: 8)
    }

    /// The name of `region` in `language`, "" when the data has none (phonenumbers' `_region_display_name`).
    func name(region: String, language: String) throws(LookupDataError) -> String {
        guard let row = rows[region], let column = columns[language] else { return "" }
        let cell = matrixOffset + 2 * (row * languageCount + column)
        let index = Int(file.uint16(at: cell))
        if index == 0xFFFF { return "" }
        guard index < strings else { throw file.error(.outOfRange, at: cell) }
        let at = offsetsOffset + 4 * index
        let start = Int(file.uint32(at: at))
        let end = Int(file.uint32(at: at + 4))
        guard start <= end, end <= bytesLength else { throw file.error(.outOfRange, at: at) }
        return String(decoding: file.storage.bytes[(bytesOffset + start)..<(bytesOffset + end)], as: UTF8.self)
    }
}
