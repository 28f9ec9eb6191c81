/// Unique keys in sorted order as UTF-8 bytes, each with the length of the
/// prefix it shares with the key before it: the input of ``BalancedBuilder``.
struct SortedKeys {
    /// The bytes of every key, one after another.
    private(set) var bytes: [UInt8] = []
    /// Where each key starts in `bytes`; one more entry than keys.
    private(set) var starts: [Int] = [0]
    /// For each key, the number of leading bytes it shares with the key before; 0 for the first.
    private(set) var sharedBytes: [Int] = []

    init(capacity: Int = 0, byteCapacity: Int = 0) {
        bytes.reserveCapacity(byteCapacity)
        starts.reserveCapacity(capacity + 1)
        sharedBytes.reserveCapacity(capacity)
    }

    /// The number of keys.
    var count: Int { starts.count - 1 }

    /// Appends `key`, which must not sort before the last key, unless it
    /// equals the last key; returns whether it was appended.
    mutating func append(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        var shared = 0
        if count > 0 {
            let last = starts[count - 1]
            let lastCount = bytes.count - last
            let limit = min(lastCount, key.count)
            bytes.withUnsafeBufferPointer { bytes in
                while shared < limit, bytes[last + shared] == key[shared] { shared += 1 }
            }
            if shared == lastCount, shared == key.count { return false }
        }
        bytes.append(contentsOf: key)
        starts.append(bytes.count)
        sharedBytes.append(shared)
        return true
    }

    /// Appends a key given as Unicode scalar values, in order and unique.
    mutating func append(scalars: some Sequence<UInt32>) {
        var utf8: [UInt8] = []
        for value in scalars {
            if let scalar = Unicode.Scalar(value) { utf8.append(contentsOf: UTF8.encode(scalar)!) }
        }
        _ = utf8.withUnsafeBufferPointer { append($0) }
    }
}
