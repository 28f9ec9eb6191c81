/// Many encoded keys in one flat array, for sorting and building without an allocation per key.
struct KeyBuffer {
    /// The encoded scalars of every key, one after another.
    private(set) var scalars: [UInt32] = []
    /// Where each key starts in `scalars`; one more entry than keys.
    private(set) var starts: [Int] = [0]

    /// The number of keys.
    var count: Int { starts.count - 1 }

    /// The positions of the keys, 0 to `count`.
    var indices: Range<Int> { 0..<count }

    /// The number of scalars in all keys.
    var scalarCount: Int { scalars.count }

    /// Appends a key given as encoded scalars.
    mutating func append(_ key: ArraySlice<UInt32>) {
        scalars.append(contentsOf: key)
        starts.append(scalars.count)
    }

    /// Appends the encoded scalars of a key given as valid UTF-8 bytes in NFC.
    mutating func append(utf8 bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let lead = UInt32(bytes[i])
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var value = length == 1 ? lead : lead & (0x7F >> length)
            for offset in 1..<length {
                value = value << 6 | UInt32(bytes[i + offset] & 0x3F)
            }
            scalars.append(value &+ 1)
            i += length
        }
        starts.append(scalars.count)
    }

    subscript(index: Int) -> ArraySlice<UInt32> {
        scalars[starts[index]..<starts[index + 1]]
    }
}
