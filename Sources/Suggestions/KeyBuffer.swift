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

    /// Appends the encoded scalars of `text`, which must already be in NFC.
    mutating func append(scalarsOf text: String) {
        for scalar in text.unicodeScalars {
            scalars.append(scalar.value &+ 1)
        }
        starts.append(scalars.count)
    }

    subscript(index: Int) -> ArraySlice<UInt32> {
        scalars[starts[index]..<starts[index + 1]]
    }
}
