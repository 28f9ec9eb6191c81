/// The unique keys of a ``UTF8Keys`` list in sorted order, each with the
/// length of the prefix it shares with the key before it: the input of
/// ``BalancedBuilder``.
struct SortedKeys {
    /// The keys' bytes.
    let keys: UTF8Keys
    /// The indexes of the unique keys, in sorted order.
    private(set) var order: [Int] = []
    /// For each key in `order`, the number of leading bytes it shares with the key before; 0 for the first.
    private(set) var sharedBytes: [Int] = []
    /// For each key in `order`, its number of Unicode scalars.
    private(set) var scalarCounts: [Int] = []

    /// Starts an empty list over `keys`, to which ``append(_:)`` adds them in sorted order.
    init(_ keys: UTF8Keys) {
        self.keys = keys
        order.reserveCapacity(keys.count)
        sharedBytes.reserveCapacity(keys.count)
        scalarCounts.reserveCapacity(keys.count)
    }

    /// All the keys of a list that is sorted and unique already.
    init(sortedUnique keys: UTF8Keys) {
        self.init(keys)
        for index in 0..<keys.count { _ = append(index) }
    }

    /// The number of keys.
    var count: Int { order.count }

    /// Appends key `index`, which must not sort before the last key, unless
    /// it equals the last key; returns whether it was appended.
    mutating func append(_ index: Int) -> Bool {
        guard let last = order.last else {
            order.append(index)
            sharedBytes.append(0)
            scalarCounts.append(keys.scalarCount(of: index))
            return true
        }
        let shared = keys.bytes.withUnsafeBufferPointer { bytes in
            keys.starts.withUnsafeBufferPointer { starts in
                Self.sharedPrefix(
                    UnsafeBufferPointer(rebasing: bytes[starts[last]..<starts[last + 1]]),
                    UnsafeBufferPointer(rebasing: bytes[starts[index]..<starts[index + 1]])
                )
            }
        }
        if shared == keys.starts[last + 1] - keys.starts[last], shared == keys.starts[index + 1] - keys.starts[index] {
            return false
        }
        order.append(index)
        sharedBytes.append(shared)
        scalarCounts.append(keys.scalarCount(of: index))
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
