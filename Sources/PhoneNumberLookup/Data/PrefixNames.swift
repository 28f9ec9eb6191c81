/// The names one language gives to prefixes of a ``PrefixTable`` (one `LANG.bin`), read in place.
///
/// Layout after the header (`FKLN`): the prefix table's count, the layout (0 dense, 1 sparse), the entry
/// count, the string count and the string bytes' length. Dense files hold a `UInt16` string index per
/// prefix (`0xFFFF` for none); sparse files hold the ascending `UInt32` indexes of the prefixes they name,
/// then a `UInt16` string index for each. Then the interned strings, 4-aligned: a `UInt32` offset per
/// group of ``stringGroup`` strings, then the strings, each a LEB128 byte length and its UTF-8 bytes.
struct PrefixNames: Sendable {
    private static let none: UInt16 = 0xFFFF
    /// Strings per group: finding a string skips at most this many minus one before it.
    static let stringGroup = 16

    let file: DataFile
    private let dense: Bool
    private let entryCount: Int
    private let indexesOffset: Int
    private let idsOffset: Int
    let stringCount: Int
    private let groupsOffset: Int
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
        groupsOffset = (idsOffset + 2 * entryCount + 3) & ~3
        stringsOffset = groupsOffset + 4 * ((stringCount + Self.stringGroup - 1) / Self.stringGroup)
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

    /// The interned string at `index`, checking the index, its group's offset and every length read.
    func string(at index: Int) throws(LookupDataError) -> String {
        guard index >= 0, index < stringCount else { throw file.error(.outOfRange, at: idsOffset) }
        let at = groupsOffset &+ 4 &* (index / Self.stringGroup)
        var offset = Int(file.uint32(at: at))
        let bytes = file.storage.bytes
        var skip = index % Self.stringGroup
        while true {
            var length = 0
            var shift = 0
            while true {
                guard offset < stringsLength, shift < 28 else { throw file.error(.outOfRange, at: at) }
                let byte = bytes[stringsOffset &+ offset]
                offset &+= 1
                length |= Int(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift &+= 7
            }
            guard length <= stringsLength &- offset else { throw file.error(.outOfRange, at: at) }
            if skip == 0 {
                return String(decoding: bytes[(stringsOffset &+ offset)..<(stringsOffset &+ offset &+ length)], as: UTF8.self)
            }
            offset &+= length
            skip &-= 1
        }
    }
}
