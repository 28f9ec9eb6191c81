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
/// key's last characters lie next to each other in memory and the builder
/// reads the keys almost in order. An explicit work list replaces
/// recursion, so keys of any length build without deep stacks.
struct BalancedBuilder {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The keys in sorted order.
    private let keys: UnsafeBufferPointer<SortedKeys.Key>
    private var nodes: UnsafeMutableBufferPointer<Node>
    private var counts: UnsafeMutableBufferPointer<Int32>
    private var nodeCount = 0
    private var shortcuts = RootShortcuts()
    private var holdsEmptyKey = false
    /// For each key in sorted order, the node where it ends.
    private var owners: [Int32]

    /// A level still to write and the link it hangs from.
    private struct Level {
        var lower: Int, upper: Int, offset: Int, depth: Int
        var parent: Int32, side: NodeStore.Side
    }

    /// Builds the tree of `keys`; returns it and, for each key in order, the node where it ends.
    static func build(_ keys: SortedKeys) -> (store: NodeStore, owners: [Int32]) {
        // One node per byte a key does not share with the key before, at most.
        let capacity = keys.sorted.reduce(0) { $0 + $1.length - $1.sharedBytes }
        var store = NodeStore()
        var owners: [Int32] = []
        var written = 0
        store.counts = [Int32](unsafeUninitializedCapacity: capacity) { counts, countsWritten in
            store.nodes = [Node](unsafeUninitializedCapacity: capacity) { nodes, nodesWritten in
                keys.keys.bytes.withUnsafeBufferPointer { bytes in
                    keys.sorted.withUnsafeBufferPointer { sorted in
                        var builder = BalancedBuilder(bytes: bytes, keys: sorted, nodes: nodes, counts: counts)
                        builder.writeLevels()
                        written = builder.nodeCount
                        store.shortcuts = builder.shortcuts
                        store.holdsEmptyKey = builder.holdsEmptyKey
                        owners = builder.owners
                    }
                }
                nodesWritten = written
            }
            countsWritten = written
        }
        store.root = written > 0 ? 0 : -1
        store.setLengthBounds()
        return (store, owners)
    }

    private init(
        bytes: UnsafeBufferPointer<UInt8>, keys: UnsafeBufferPointer<SortedKeys.Key>,
        nodes: UnsafeMutableBufferPointer<Node>, counts: UnsafeMutableBufferPointer<Int32>
    ) {
        self.bytes = bytes
        self.keys = keys
        self.nodes = nodes
        self.counts = counts
        owners = [Int32](repeating: -1, count: keys.count)
    }

    private mutating func writeLevels() {
        guard !keys.isEmpty else { return }
        var pending = [Level(lower: 0, upper: keys.count, offset: 0, depth: 0, parent: -1, side: .eq)]
        // Each node, then its next level, then its siblings.
        while var level = pending.popLast() {
            while level.side != .eq || startLevel(&level) {
                let written = writeNode(for: level)
                if let hi = written.hi { pending.append(hi) }
                if let lo = written.lo { pending.append(lo) }
                level = written.eq
            }
        }
    }

    /// Flags the parent of a new level if the level's first key ends there,
    /// and returns whether any keys are left for the level's nodes.
    private mutating func startLevel(_ level: inout Level) -> Bool {
        if keys[level.lower].length == level.offset {
            endKey(level.lower, at: level.parent)
            level.lower += 1
        }
        return level.lower < level.upper
    }

    /// Writes the node for the median key's character among the keys of
    /// `level`, and returns the levels that hang from it.
    private mutating func writeNode(for level: Level) -> (lo: Level?, eq: Level, hi: Level?) {
        let median = (level.lower + level.upper) / 2
        let (character, width) = scalar(of: median, at: level.offset)
        let through = level.offset + width
        var groupStart = median
        while groupStart > level.lower, keys[groupStart].sharedBytes >= through { groupStart -= 1 }
        var groupEnd = median + 1
        while groupEnd < level.upper, keys[groupEnd].sharedBytes >= through { groupEnd += 1 }
        let p = Int32(nodeCount)
        (nodes.baseAddress! + nodeCount).initialize(to: Node(character: character))
        (counts.baseAddress! + nodeCount).initialize(to: Int32(level.upper - level.lower))
        nodeCount += 1
        link(level.parent, level.side, to: p)
        if level.depth < 2 {
            shortcuts.record(p, character: character, depth: level.depth, first: scalar(of: median, at: 0).value)
        } else if level.depth == 2, level.offset == 2 {
            shortcuts.record(p, third: scalar(of: median, at: 0).value, scalar(of: median, at: 1).value, character)
        }
        var lo = level, hi = level
        (lo.upper, lo.parent, lo.side) = (groupStart, p, .lo)
        (hi.lower, hi.parent, hi.side) = (groupEnd, p, .hi)
        let eq = Level(lower: groupStart, upper: groupEnd, offset: through, depth: level.depth + 1, parent: p, side: .eq)
        return (lo.lower < lo.upper ? lo : nil, eq, hi.lower < hi.upper ? hi : nil)
    }

    /// Records that key `key` ends at node `p`, or is the empty key when there is no node.
    private mutating func endKey(_ key: Int, at p: Int32) {
        if p < 0 {
            holdsEmptyKey = true
            owners[key] = NodeStore.emptyKey
        } else {
            nodes[Int(p)].endsKey = true
            owners[key] = p
        }
    }

    /// Hangs `child` from `parent`'s `side` link; the first node written is the root.
    private mutating func link(_ parent: Int32, _ side: NodeStore.Side, to child: Int32) {
        guard parent >= 0 else { return }
        switch side {
        case .lo: nodes[Int(parent)].lo = child
        case .eq: nodes[Int(parent)].eq = child
        case .hi: nodes[Int(parent)].hi = child
        }
    }

    /// The scalar of the key at `position` that starts at byte `offset`, and its length in bytes.
    @inline(__always)
    private func scalar(of position: Int, at offset: Int) -> (value: UInt32, length: Int) {
        let i = keys[position].start + offset
        let lead = UInt32(bytes[i])
        if lead < 0x80 { return (lead, 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = lead & (0x7F >> length)
        for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        return (value, length)
    }
}
