/// The unique keys of a ``UTF8Keys`` list in sorted order, each with the
/// length of the prefix it shares with the key before it: the input of
/// ``BalancedBuilder``.
struct SortedKeys {
    /// One key: where its bytes are and what the builder needs to know of it, side by side.
    struct Key {
        /// Where the key starts in ``UTF8Keys/bytes``.
        var start: Int
        /// Its length in bytes.
        var length: Int
        /// The number of leading bytes it shares with the key before; 0 for the first.
        var sharedBytes: Int
    }

    /// The keys' bytes.
    let keys: UTF8Keys
    /// The unique keys in sorted order.
    private(set) var sorted: [Key] = []

    /// Starts an empty list over `keys`, to which ``append(_:)`` adds them in sorted order.
    init(_ keys: UTF8Keys) {
        self.keys = keys
        sorted.reserveCapacity(keys.count)
    }

    /// All the keys of a list that is sorted and unique already.
    init(sortedUnique keys: UTF8Keys) {
        self.init(keys)
        for index in 0..<keys.count { _ = append(index) }
    }

    /// Appends key `index`, which must not sort before the last key, unless
    /// it equals the last key; returns whether it was appended.
    mutating func append(_ index: Int) -> Bool {
        let start = keys.starts[index], length = keys.starts[index + 1] - start
        var shared = 0
        if let last = sorted.last {
            shared = keys.bytes.withUnsafeBufferPointer { bytes in
                Self.sharedPrefix(
                    UnsafeBufferPointer(rebasing: bytes[last.start..<last.start + last.length]),
                    UnsafeBufferPointer(rebasing: bytes[start..<start + length])
                )
            }
            if shared == last.length, shared == length { return false }
        }
        sorted.append(Key(start: start, length: length, sharedBytes: shared))
        return true
    }

    /// The number of leading bytes `a` and `b` share, compared eight at a time.
    private static func sharedPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let limit = min(a.count, b.count)
        guard let baseA = a.baseAddress, let baseB = b.baseAddress else { return 0 }
        var shared = 0
        while shared + 8 <= limit {
            let difference = UnsafeRawPointer(baseA + shared).loadUnaligned(as: UInt64.self)
                ^ UnsafeRawPointer(baseB + shared).loadUnaligned(as: UInt64.self)
            if difference != 0 {
                return shared + UInt64(littleEndian: difference).trailingZeroBitCount / 8
            }
            shared += 8
        }
        while shared < limit, baseA[shared] == baseB[shared] { shared += 1 }
        return shared
    }
}
