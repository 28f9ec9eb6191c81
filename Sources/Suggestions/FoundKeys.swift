/// The keys a ``SubtreeSearch`` finds, gathered as scalar values in one
/// buffer and turned into strings once they are in key order.
///
/// The search reads a node's `eq` subtree before its `lo` subtree, so it
/// can find the keys through a node before the smaller keys beside it.
/// Sorting the scalar values, when they need it, and decoding each key once
/// is far cheaper than making and sorting a `String` per key.
struct FoundKeys {
    /// A found key: where its scalars lie in ``scalars``, its node and its distance from the query.
    private struct Entry {
        var start: Int
        var length: Int
        var node: Int32
        var distance: Int
    }

    private var scalars: [UInt32] = []
    private var entries: [Entry] = []

    /// Records the key spelled by `path`, which ends at `node`, `distance` from the query.
    mutating func append(_ path: some Collection<UInt32>, node: Int32, distance: Int = 0) {
        entries.append(Entry(start: scalars.count, length: path.count, node: node, distance: distance))
        scalars.append(contentsOf: path)
    }

    /// The keys in order, Unicode scalar by scalar, each with its node and distance.
    func sortedByKey() -> [(key: String, node: Int32, distance: Int)] {
        scalars.withUnsafeBufferPointer { scalars in
            func key(_ entry: Entry) -> UnsafeBufferPointer<UInt32> {
                UnsafeBufferPointer(rebasing: scalars[entry.start..<entry.start + entry.length])
            }
            // Keys mostly differ in their first scalars, as many as fit one
            // integer (nine ASCII ones, or three of any kind); ties compare in full.
            let width: UInt64 = scalars.allSatisfy { $0 < 0x80 } ? 7 : 21
            let fitting = Int(63 / width)
            func leading(_ entry: Entry) -> UInt64 {
                var packed: UInt64 = 0
                for (position, scalar) in key(entry).prefix(fitting).enumerated() {
                    packed |= UInt64(scalar) << (width * UInt64(fitting - 1 - position))
                }
                return packed
            }
            var order = entries.indices.map { (leading: leading(entries[$0]), index: $0) }
            if !zip(order, order.dropFirst()).allSatisfy({ $0.leading < $1.leading }) {
                order.sort { a, b in
                    a.leading != b.leading
                        ? a.leading < b.leading
                        : key(entries[a.index]).lexicographicallyPrecedes(key(entries[b.index]))
                }
            }
            return order.map { item in
                let entry = entries[item.index]
                return (KeyScalars.decode(key(entry)), entry.node, entry.distance)
            }
        }
    }
}
