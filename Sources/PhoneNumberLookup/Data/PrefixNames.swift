/// The names one language gives to prefixes of a ``PrefixTable`` (one `LANG.bin`), read in place.
///
/// Layout after the header (`FKLN`): the prefix table's count, the layout (0 dense, 1 sparse), the entry
/// count, the string count and the string bytes' length. Dense files hold a `UInt16` string index per
/// prefix (`0xFFFF` for none); sparse files hold the ascending `UInt32` indexes of the prefixes they name,
/// then a `UInt16` string index for each. Then the interned strings: `count + 1` `UInt32` offsets and the
/// UTF-8 bytes.
struct PrefixNames: Sendable {
    private static let none: UInt16 = 0xFFFF

    let file: DataFile
    private let dense: Bool
    private let entryCount: Int
    private let indexesOffset: Int
    private let idsOffset: Int
    let stringCount: Int
    private let offsetsOffset: Int
    private let stringsOffset: Int
    private let stringsLength: Int

    init(file: DataFile, prefixCount: Int) throws(LookupDataError) {
        self.file = file
        let base = DataFile.headerSize
        try file.require(base, 20)
        guard Int(file.uint32(at: base)) == prefixCount else { throw file.error(.mismatchedTables, at: base) }
        let layout = file.uint32(at: base + 4)
        guard layout <= 1 else { throw file.error(.outOfRange, at: base + 4) }
        dense = layout == 0
        entryCount = Int(file.uint32(at: base + 8))
        stringCount = Int(file.uint32(at: base + 12))
        stringsLength = Int(file.uint32(at: base + 16))
        guard !dense || entryCount == prefixCount else { throw file.error(.outOfRange, at: base + 8) }
        guard entryCount <= file.count, stringCount <= file.count, stringsLength <= file.count else {
            throw file.error(.truncated, at: file.count)
        }
        indexesOffset = base + 20
        idsOffset = dense ? indexesOffset : indexesOffset + 4 * entryCount
        offsetsOffset = (idsOffset + 2 * entryCount + 3) & ~3
        stringsOffset = offsetsOffset + 4 * (stringCount + 1)
        try file.require(stringsOffset, stringsLength)
    }

    /// The string index this language gives the prefix at `prefixIndex`, nil when it names none.
    @inline(__always)
    func stringIndex(forPrefix prefixIndex: Int) -> Int? {
        if dense {
            guard prefixIndex < entryCount else { return nil }
            let id = file.uint16(at: idsOffset &+ 2 &* prefixIndex)
            return id == Self.none ? nil : Int(id)
        }
        var low = 0
        var high = entryCount
        let target = UInt32(truncatingIfNeeded: prefixIndex)
        while low < high {
            let middle = (low &+ high) >> 1
            let probe = file.uint32(at: indexesOffset &+ 4 &* middle)
            if probe < target {
                low = middle &+ 1
            } else if probe > target {
                high = middle
            } else {
                return Int(file.uint16(at: idsOffset &+ 2 &* middle))
            }
        }
        return nil
    }

    /// The interned string at `index`, checking the index and its offsets.
    func string(at index: Int) throws(LookupDataError) -> String {
        guard index < stringCount else { throw file.error(.outOfRange, at: idsOffset) }
        let at = offsetsOffset + 4 * index
        let start = Int(file.uint32(at: at))
        let end = Int(file.uint32(at: at + 4))
        guard start <= end, end <= stringsLength else { throw file.error(.outOfRange, at: at) }
        return String(decoding: file.storage.bytes[(stringsOffset + start)..<(stringsOffset + end)], as: UTF8.self)
    }
}
