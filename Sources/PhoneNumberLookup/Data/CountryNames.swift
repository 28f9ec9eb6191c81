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
    /// The row of each region by its two letters (`26 * first + second`, -1 for none), so that finding
    /// a row hashes nothing; the columns of the languages by code.
    private let rows: [Int16]
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
        var rows = [Int16](repeating: -1, count: 26 * 26)
        for (code, row) in codes(count: regionCount, offset: regionsOffset, width: 2) {
            if let slot = Self.slot(code), rows[slot] < 0 { rows[slot] = Int16(row) }
        }
        self.rows = rows
        columns = codes(count: languageCount, offset: languagesOffset, width: 8)
    }

    /// The slot of a region code of two upper-case ASCII letters; nil for anything else.
    @inline(__always)
    private static func slot(_ region: String) -> Int? {
        var bytes = region.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), bytes.next() == nil,
            first >= 0x41, first <= 0x5A, second >= 0x41, second <= 0x5A
        else { return nil }
        return Int(first &- 0x41) &* 26 &+ Int(second &- 0x41)
    }

    /// The name of `region` in `language`, "" when the data has none (phonenumbers' `_region_display_name`).
    func name(region: String, language: String) throws(LookupDataError) -> String {
        guard let slot = Self.slot(region), rows[slot] >= 0, let column = columns[language] else { return "" }
        let row = Int(rows[slot])
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
