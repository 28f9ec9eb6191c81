/// The sorted digit prefixes of one data set (geocoding, carrier or time zones), read in place.
///
/// Layout after the header (`FKLP`): the prefix count; ten `UInt32` starts, where prefixes of length L
/// occupy `starts[L-1]..<starts[L]`; a `UInt16` per calling code 0…999 whose bit L says that some
/// prefix of length L may match numbers of that code; the language list (a count, then each code as a
/// length byte and ASCII); then each length's prefixes as ascending `UInt32` values. A prefix's index
/// in this table is its key in every language's names file.
struct PrefixTable: Sendable {
    static let maximumLength = 9
    private static let startsOffset = 16
    private static let masksOffset = startsOffset + 4 * (maximumLength + 1)
    private static let languagesOffset = masksOffset + 2 * 1000

    let file: DataFile
    /// How many prefixes there are.
    let count: Int
    /// The languages with a names file, as written in file names ("en", "zh_Hant").
    let languages: [String]
    private let starts: [Int]
    private let valuesOffset: Int

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
        valuesOffset = (offset + 3) & ~3
        guard count <= (file.count - min(valuesOffset, file.count)) / 4 else { throw file.error(.truncated, at: file.count) }
    }

    /// The lengths (bit L for length L) of prefixes that can match a number with this calling code.
    @inline(__always)
    func lengthMask(callingCode: Int) -> UInt16 {
        guard callingCode >= 0, callingCode < 1000 else { return 0 }
        return file.uint16(at: Self.masksOffset + 2 * callingCode)
    }

    /// The index of the prefix of `length` digits whose value is `value`, nil when there is none.
    ///
    /// - Complexity: O(log n) in the number of prefixes of that length.
    @inline(__always)
    func index(of value: UInt32, length: Int) -> Int? {
        var low = starts[length - 1]
        var high = starts[length]
        while low < high {
            let middle = (low &+ high) >> 1
            let probe = file.uint32(at: valuesOffset &+ 4 &* middle)
            if probe < value {
                low = middle &+ 1
            } else if probe > value {
                high = middle
            } else {
                return middle
            }
        }
        return nil
    }
}
