/// The names one language gives to prefixes of a ``PrefixTable`` (one `LANG.bin`), read in place.
///
/// Layout after the header (`FKLN`): the prefix table's count, the layout (0 dense, 1 sparse), the entry
/// count (for dense files, the byte length of the block stream), the string count and the string bytes'
/// length. Dense files give every prefix a `UInt16` string index (`0xFFFF` for none), in blocks of
/// ``PrefixTable/blockSize`` prefixes: a `UInt32` offset per ``runGroup`` blocks, then the block stream,
/// each block a `UInt16` mask whose bit j says that prefix j starts a run of one index, and that index
/// for each set bit. Sparse files hold the ascending `UInt32` indexes of the prefixes they name, then a
/// `UInt16` string index for each. Then the interned strings, 4-aligned: a `UInt32` offset per
/// group of ``stringGroup`` strings, then the strings, each a LEB128 byte length and its UTF-8 bytes.
struct PrefixNames: Sendable {
    private static let none: UInt16 = 0xFFFF
    /// Strings per group: finding a string skips at most this many minus one before it.
    static let stringGroup = 16
    /// Blocks of a dense file per stream offset: finding a block skips at most this many minus one.
    static let runGroup = 8

    let file: DataFile
    private let dense: Bool
    private let prefixCount: Int
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
        guard entryCount <= file.count, stringCount <= file.count, stringsLength <= file.count else {
            throw file.error(.truncated, at: file.count)
        }
        self.prefixCount = prefixCount
        indexesOffset = base + 20
        if dense {
            let blocks = (prefixCount + PrefixTable.blockSize - 1) / PrefixTable.blockSize
            idsOffset = indexesOffset + 4 * ((blocks + Self.runGroup - 1) / Self.runGroup)
            groupsOffset = (idsOffset + entryCount + 3) & ~3
        } else {
            idsOffset = indexesOffset + 4 * entryCount
            groupsOffset = (idsOffset + 2 * entryCount + 3) & ~3
        }
        stringsOffset = groupsOffset + 4 * ((stringCount + Self.stringGroup - 1) / Self.stringGroup)
        try file.require(stringsOffset, stringsLength)
    }

    /// The string index this language gives the prefix at `prefixIndex`, nil when it names none.
    @inline(__always)
    func stringIndex(forPrefix prefixIndex: Int) -> Int? {
        if dense { return runIndex(forPrefix: prefixIndex) }
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

    /// A dense file's string index for a prefix: the block's group offset, a walk over at most
    /// ``runGroup`` − 1 blocks (each two bytes per set bit of its mask, plus the mask), then the run the
    /// prefix is in. Damaged offsets or masks give nil or a wrong index, never a read outside the stream.
    @inline(__always)
    private func runIndex(forPrefix prefixIndex: Int) -> Int? {
        guard prefixIndex >= 0, prefixIndex < prefixCount, entryCount >= 2 else { return nil }
        let block = prefixIndex / PrefixTable.blockSize
        let slot = prefixIndex % PrefixTable.blockSize
        var offset = Int(file.uint32(at: indexesOffset &+ 4 &* (block / Self.runGroup)))
        let last = entryCount &- 2
        var mask: UInt16 = 0
        for walked in 0...(block % Self.runGroup) {
            guard offset <= last else { return nil }
            mask = file.uint16(at: idsOffset &+ offset)
            if walked < block % Self.runGroup { offset &+= 2 &+ 2 &* mask.nonzeroBitCount }
        }
        let runs = (mask & UInt16(truncatingIfNeeded: (2 << slot) &- 1)).nonzeroBitCount
        let at = offset &+ 2 &* runs
        guard runs > 0, at <= last else { return nil }
        let id = file.uint16(at: idsOffset &+ at)
        return id == Self.none ? nil : Int(id)
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
