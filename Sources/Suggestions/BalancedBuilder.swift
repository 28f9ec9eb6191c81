/// Writes the nodes of a balanced tree for sorted, unique keys, in one pass
/// and in the order searches read them.
///
/// The keys `lower..<upper` that share their first `offset` bytes form one
/// level of the tree. The node for the median key's next character becomes
/// the level's root, as the seed article's median-first insertion makes it;
/// the keys before its group form the `lo` level, the keys after it the `hi`
/// level, and the group itself the `eq` level one character deeper. A group
/// is found by reading the shared-prefix lengths next to the median, so each
/// key is read once per level it takes part in, and nothing is compared.
///
/// Nodes are written depth-first, each followed by its `eq` subtree, so a
/// key's last characters lie next to each other in memory. An explicit work
/// list replaces recursion, so keys of any length build without deep stacks.
struct BalancedBuilder {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let starts: UnsafeBufferPointer<Int>
    private let sharedBytes: UnsafeBufferPointer<Int>
    private(set) var store = NodeStore()
    /// For each key, the node where it ends.
    private(set) var owners: [Int32]

    /// A level still to write and the link it hangs from.
    private struct Level {
        var lower: Int, upper: Int, offset: Int, depth: Int
        var parent: Int32, side: NodeStore.Side
    }

    /// Builds the tree of `keys`, which are sorted and unique.
    static func build(_ keys: SortedKeys) -> (store: NodeStore, owners: [Int32]) {
        keys.bytes.withUnsafeBufferPointer { bytes in
            keys.starts.withUnsafeBufferPointer { starts in
                keys.sharedBytes.withUnsafeBufferPointer { sharedBytes in
                    var builder = BalancedBuilder(bytes: bytes, starts: starts, sharedBytes: sharedBytes)
                    builder.writeLevels()
                    return (builder.store, builder.owners)
                }
            }
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>, sharedBytes: UnsafeBufferPointer<Int>) {
        self.bytes = bytes
        self.starts = starts
        self.sharedBytes = sharedBytes
        let count = starts.count - 1
        owners = [Int32](repeating: -1, count: count)
        // About one node per key and one per byte that a key does not share with the key before.
        let estimate = sharedBytes.indices.reduce(0) { $0 + starts[$1 + 1] - starts[$1] - sharedBytes[$1] }
        store.nodes.reserveCapacity(estimate)
        store.counts.reserveCapacity(estimate)
    }

    private mutating func writeLevels() {
        guard starts.count > 1 else { return }
        var pending = [Level(lower: 0, upper: starts.count - 1, offset: 0, depth: 0, parent: -1, side: .eq)]
        while var level = pending.popLast() {
            if level.side == .eq {
                // The first key of a new level may end right at its parent.
                if starts[level.lower] + level.offset == starts[level.lower + 1] {
                    endKey(level.lower, at: level.parent)
                    level.lower += 1
                }
                if level.lower == level.upper { continue }
            }
            let median = (level.lower + level.upper) / 2
            let (character, length) = scalar(of: median, at: level.offset)
            let through = level.offset + length
            var groupStart = median
            while groupStart > level.lower, sharedBytes[groupStart] >= through { groupStart -= 1 }
            var groupEnd = median + 1
            while groupEnd < level.upper, sharedBytes[groupEnd] >= through { groupEnd += 1 }

            let p = Int32(store.nodes.count)
            store.nodes.append(Node(character: character))
            store.counts.append(Int32(level.upper - level.lower))
            store.link(level.parent, level.side, to: p)
            if level.depth < 2 {
                store.shortcuts.record(p, character: character, depth: level.depth, first: scalar(of: median, at: 0).value)
            }
            if groupEnd < level.upper {
                pending.append(Level(lower: groupEnd, upper: level.upper, offset: level.offset, depth: level.depth, parent: p, side: .hi))
            }
            if level.lower < groupStart {
                pending.append(Level(lower: level.lower, upper: groupStart, offset: level.offset, depth: level.depth, parent: p, side: .lo))
            }
            pending.append(Level(lower: groupStart, upper: groupEnd, offset: through, depth: level.depth + 1, parent: p, side: .eq))
        }
    }

    /// Records that key `key` ends at node `p`, or is the empty key when there is no node.
    private mutating func endKey(_ key: Int, at p: Int32) {
        if p < 0 {
            store.holdsEmptyKey = true
            owners[key] = NodeStore.emptyKey
        } else {
            store.nodes[Int(p)].endsKey = true
            owners[key] = p
        }
    }

    /// The scalar of key `key` that starts at byte `offset`, and its length in bytes.
    @inline(__always)
    private func scalar(of key: Int, at offset: Int) -> (value: UInt32, length: Int) {
        let i = starts[key] + offset
        let lead = UInt32(bytes[i])
        if lead < 0x80 { return (lead, 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = lead & (0x7F >> length)
        for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        return (value, length)
    }
}
