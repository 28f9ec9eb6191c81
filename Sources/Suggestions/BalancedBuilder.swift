/// Writes the nodes of a balanced tree for sorted, unique keys, depth-first.
///
/// For the keys `range` that share their first `depth` characters, the node
/// for the median key's next character is written first, then the lower
/// keys' level, the median group's next level, and the higher keys' level.
/// Groups are found by binary search, so nothing is allocated per node.
struct BalancedBuilder {
    /// The keys' encoded scalars, one key after another.
    private let scalars: UnsafeBufferPointer<UInt32>
    /// Where each key starts in `scalars`, and where the last one ends.
    private let starts: UnsafeBufferPointer<Int>
    var store = NodeStore()
    var owners: [Int32]

    /// Builds the tree of `keys`, sorted and unique.
    static func build(_ keys: KeyBuffer) -> (store: NodeStore, owners: [Int32]) {
        keys.scalars.withUnsafeBufferPointer { scalars in
            keys.starts.withUnsafeBufferPointer { starts in
                var builder = BalancedBuilder(scalars: scalars, starts: starts)
                builder.store.root = builder.level(0..<keys.count, depth: 0)
                return (builder.store, builder.owners)
            }
        }
    }

    private init(scalars: UnsafeBufferPointer<UInt32>, starts: UnsafeBufferPointer<Int>) {
        self.scalars = scalars
        self.starts = starts
        let count = starts.count - 1
        owners = [Int32](repeating: -1, count: count)
        store.nodes.reserveCapacity(scalars.count / 2 + count)
        store.counts.reserveCapacity(scalars.count / 2 + count)
    }

    /// The encoded character of key `index` at `depth`, or the end marker.
    @inline(__always)
    private func character(_ index: Int, _ depth: Int) -> UInt32 {
        let position = starts[index] + depth
        return position < starts[index + 1] ? scalars[position] : endOfKey
    }

    /// Writes the level for `range` at `depth` and returns its root, or -1 when the range is empty.
    private mutating func level(_ range: Range<Int>, depth: Int) -> Int32 {
        guard !range.isEmpty else { return -1 }
        let split = character(range.lowerBound + range.count / 2, depth)
        let group = groupBounds(of: split, in: range, depth: depth)
        let p = Int32(store.nodes.count)
        store.nodes.append(Node(split: split))
        store.counts.append(Int32(range.count))
        recordShortcut(p, split: split, depth: depth, key: group.lowerBound)
        let lo = level(range.lowerBound..<group.lowerBound, depth: depth)
        let eq: Int32
        if split == endOfKey {
            eq = Int32(group.lowerBound)
            owners[group.lowerBound] = p
        } else {
            eq = level(group, depth: depth + 1)
        }
        let hi = level(group.upperBound..<range.upperBound, depth: depth)
        store.nodes[Int(p)].lo = lo
        store.nodes[Int(p)].eq = eq
        store.nodes[Int(p)].hi = hi
        return p
    }

    /// The keys in `range` whose character at `depth` is `split`.
    private func groupBounds(of split: UInt32, in range: Range<Int>, depth: Int) -> Range<Int> {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if character(middle, depth) < split { low = middle + 1 } else { high = middle }
        }
        let start = low
        high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if character(middle, depth) <= split { low = middle + 1 } else { high = middle }
        }
        return start..<low
    }

    private mutating func recordShortcut(_ p: Int32, split: UInt32, depth: Int, key: Int) {
        guard depth < 2, RootShortcuts.isASCII(split) else { return }
        if depth == 0 {
            store.shortcuts.first[Int(split &- 1)] = p
        } else if case let first = character(key, 0), RootShortcuts.isASCII(first) {
            store.shortcuts.pair[Int(first &- 1) &* 128 &+ Int(split &- 1)] = p
        }
    }
}
