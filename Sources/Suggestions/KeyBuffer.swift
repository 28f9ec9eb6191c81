/// Many encoded keys in one flat array, for sorting and building without an allocation per key.
struct KeyBuffer {
    /// The encoded scalars of every key, one after another.
    private(set) var scalars: [UInt32] = []
    /// Where each key starts in `scalars`; one more entry than keys.
    private var starts: [Int] = [0]

    /// The number of keys.
    var count: Int { starts.count - 1 }

    /// The number of scalars in all keys.
    var scalarCount: Int { scalars.count }

    mutating func append(_ key: some Sequence<UInt32>) {
        scalars.append(contentsOf: key)
        starts.append(scalars.count)
    }

    subscript(index: Int) -> ArraySlice<UInt32> {
        scalars[starts[index]..<starts[index + 1]]
    }

    /// -1, 0 or 1 as key `a` sorts before, equal to, or after key `b`.
    func compare(_ a: Int, _ b: Int) -> Int {
        let left = self[a]
        let right = self[b]
        for (x, y) in zip(left, right) where x != y {
            return x < y ? -1 : 1
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }

    /// Whether the keys at `order` are in non-decreasing order.
    func isSorted(_ order: [Int]) -> Bool {
        zip(order, order.dropFirst()).allSatisfy { compare($0, $1) <= 0 }
    }
}
