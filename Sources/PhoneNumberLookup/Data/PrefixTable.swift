/// The sorted digit prefixes of one data set (geocoding, carrier or time zones), read in place.
///
/// Layout after the header (`FKLP`): the prefix count; ten `UInt32` starts, where prefixes of length L
/// occupy `starts[L-1]..<starts[L]`; a `UInt16` per calling code 0…999 whose bit L says that some
/// prefix of length L may match numbers of that code; the language list (a count, then each code as a
/// length byte and ASCII); then, 4-aligned, the prefixes in blocks of ``blockSize``, each length's
/// prefixes ascending and starting a new block: the block count and the delta stream's length (`UInt32`
/// each), per block its first prefix and the offset of its deltas in the stream (`UInt32` each), then
/// the stream, where each block's other prefixes follow as LEB128 differences from the one before.
/// A prefix's index in this table is its key in every language's names file.
struct PrefixTable: Sendable {
    static let maximumLength = 9
    /// Prefixes per block: a search decodes at most this many minus one differences.
    static let blockSize = 16
    private static let startsOffset = 16
    private static let masksOffset = startsOffset + 4 * (maximumLength + 1)
    private static let languagesOffset = masksOffset + 2 * 1000

    let file: DataFile
    /// How many prefixes there are.
    let count: Int
    /// The languages with a names file, as written in file names ("en", "zh_Hant").
    let languages: [String]
    private let starts: [Int]
    /// Where each length's blocks start in the block index: length L has `blockStarts[L-1]..<blockStarts[L]`.
    private let blockStarts: [Int]
    private let indexOffset: Int
    private let streamOffset: Int
    private let streamEnd: Int

    init(file: DataFile) throws(LookupDataError) {
        self.file = file
        count = try file.checkedCount(at: DataFile.headerSize)
        try file.require(Self.startsOffset, Self.languagesOffset + 4 - Self.startsOffset)
        var starts = [0]
        for length in 1...Self.maximumLength {
            let offset = Self.startsOffset + 4 * length
            let start = Int(file.uint32(at: offset))
            guard start >= starts[length - 1], start <= count else { throw file.error(.outOfRange, at: offset) }
            starts.append(start)
        }
        guard starts[Self.maximumLength] == count else {
            throw file.error(.outOfRange, at: Self.startsOffset + 4 * Self.maximumLength)
        }
        self.starts = starts
        let languageCount = Int(file.uint32(at: Self.languagesOffset))
        var offset = Self.languagesOffset + 4
        var languages: [String] = []
        for _ in 0..<min(languageCount, 1000) {
            try file.require(offset, 1)
            let length = Int(file.storage.bytes[offset])
            try file.require(offset + 1, length)
            languages.append(String(decoding: file.storage.bytes[(offset + 1)..<(offset + 1 + length)], as: UTF8.self))
            offset += 1 + length
        }
        guard languages.count == languageCount else { throw file.error(.outOfRange, at: Self.languagesOffset) }
        self.languages = languages
        let blocksOffset = (offset + 3) & ~3
        try file.require(blocksOffset, 8)
        let blockCount = Int(file.uint32(at: blocksOffset))
        let streamLength = Int(file.uint32(at: blocksOffset + 4))
        var blockStarts = [0]
        for length in 1...Self.maximumLength {
            let prefixes = starts[length] - starts[length - 1]
            blockStarts.append(blockStarts[length - 1] + (prefixes + Self.blockSize - 1) / Self.blockSize)
        }
        guard blockStarts[Self.maximumLength] == blockCount else { throw file.error(.outOfRange, at: blocksOffset) }
        self.blockStarts = blockStarts
        indexOffset = blocksOffset + 8
        streamOffset = indexOffset + 8 * blockCount
        try file.require(streamOffset, streamLength)
        streamEnd = streamOffset + streamLength
    }

    /// The lengths (bit L for length L) of prefixes that can match a number with this calling code.
    @inline(__always)
    func lengthMask(callingCode: Int) -> UInt16 {
        guard callingCode >= 0, callingCode < 1000 else { return 0 }
        return file.uint16(at: Self.masksOffset + 2 * callingCode)
    }

    /// The index of the prefix of `length` digits whose value is `value`, nil when there is none.
    ///
    /// A binary search over the first prefixes of that length's blocks, then a walk through at most
    /// ``blockSize`` − 1 differences of one block. Damaged offsets or differences make the walk stop at the
    /// stream's end or give a wrong index below ``count``, never a read outside the file.
    ///
    /// - Complexity: O(log n) in the number of prefixes of that length.
    @inline(__always)
    func index(of value: UInt32, length: Int) -> Int? {
        let firstBlock = blockStarts[length - 1]
        var low = firstBlock
        var high = blockStarts[length]
        while low < high {
            let middle = (low &+ high) >> 1
            if file.uint32(at: indexOffset &+ 8 &* middle) <= value {
                low = middle &+ 1
            } else {
                high = middle
            }
        }
        guard low > firstBlock else { return nil }
        let block = low &- 1
        var current = file.uint32(at: indexOffset &+ 8 &* block)
        var index = starts[length - 1] &+ (block &- firstBlock) &* Self.blockSize
        if current == value { return index }
        let end = min(index &+ Self.blockSize, starts[length])
        var offset = streamOffset &+ Int(file.uint32(at: indexOffset &+ 8 &* block &+ 4))
        let bytes = file.storage.bytes
        index &+= 1
        while index < end {
            var delta: UInt32 = 0
            var shift: UInt32 = 0
            while true {
                guard offset < streamEnd, shift < 32 else { return nil }
                let byte = bytes[offset]
                offset &+= 1
                delta |= UInt32(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift &+= 7
            }
            current &+= delta
            if current == value { return index }
            if current > value { return nil }
            index &+= 1
        }
        return nil
    }
}
