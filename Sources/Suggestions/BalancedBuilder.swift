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
/// The top levels are written breadth-first, each level's nodes together,
/// so the nodes every search and every leading wildcard reads are packed
/// in a few megabytes. Below them nodes are written depth-first, each
/// followed by its `eq` subtree, so a key's last characters lie next to
/// each other. Explicit work lists replace recursion, so keys of any length
/// build without deep stacks.
struct BalancedBuilder {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where each key starts in `bytes`, in input order; one more entry than keys.
    private let starts: UnsafeBufferPointer<Int>
    /// The keys in sorted order, as indexes into `starts`.
    private let order: UnsafeBufferPointer<Int>
    private let sharedBytes: UnsafeBufferPointer<Int>
    /// For each key in sorted order, its number of Unicode scalars.
    private let scalarCounts: UnsafeBufferPointer<Int>
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
        var capacity = 0
        for (position, index) in keys.order.enumerated() {
            capacity += keys.keys.starts[index + 1] - keys.keys.starts[index] - keys.sharedBytes[position]
        }
        var store = NodeStore()
        var owners: [Int32] = []
        var written = 0
        store.counts = [Int32](unsafeUninitializedCapacity: capacity) { counts, countsWritten in
            store.nodes = [Node](unsafeUninitializedCapacity: capacity) { nodes, nodesWritten in
                keys.keys.bytes.withUnsafeBufferPointer { bytes in
                    keys.keys.starts.withUnsafeBufferPointer { starts in
                        keys.order.withUnsafeBufferPointer { order in
                            keys.sharedBytes.withUnsafeBufferPointer { sharedBytes in
                                keys.scalarCounts.withUnsafeBufferPointer { scalarCounts in
                                var builder = BalancedBuilder(
                                    bytes: bytes, starts: starts, order: order, sharedBytes: sharedBytes,
                                    scalarCounts: scalarCounts, nodes: nodes, counts: counts
                                )
                                builder.writeLevels()
                                written = builder.nodeCount
                                store.shortcuts = builder.shortcuts
                                store.holdsEmptyKey = builder.holdsEmptyKey
                                owners = builder.owners
                                }
                            }
                        }
                    }
                }
                nodesWritten = written
            }
            countsWritten = written
        }
        store.root = written > 0 ? 0 : -1
        return (store, owners)
    }

    private init(
        bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>, order: UnsafeBufferPointer<Int>,
        sharedBytes: UnsafeBufferPointer<Int>, scalarCounts: UnsafeBufferPointer<Int>,
        nodes: UnsafeMutableBufferPointer<Node>,
        counts: UnsafeMutableBufferPointer<Int32>
    ) {
        self.bytes = bytes
        self.starts = starts
        self.order = order
        self.sharedBytes = sharedBytes
        self.scalarCounts = scalarCounts
        self.nodes = nodes
        self.counts = counts
        owners = [Int32](repeating: -1, count: order.count)
    }

    /// Levels shallower than this are written breadth-first, one depth after another.
    ///
    /// Six levels hold about a quarter of the nodes of an English word list;
    /// packed together they make patterns that start with wildcards, which
    /// read all of them, about 20% faster than the depth-first layout does.
    static let breadthFirstDepth = 6

    private mutating func writeLevels() {
        guard !order.isEmpty else { return }
        var deeper: [Level] = []
        // The top levels breadth-first: every node of one depth, each level's nodes together.
        var current = [Level(lower: 0, upper: order.count, offset: 0, depth: 0, parent: -1, side: .eq)]
        var siblings: [Level] = []
        for depth in 0..<Self.breadthFirstDepth where !current.isEmpty {
            var next: [Level] = []
            for var level in current {
                guard startLevel(&level) else { continue }
                siblings.removeAll(keepingCapacity: true)
                siblings.append(level)
                var i = 0
                while i < siblings.count {
                    let written = writeNode(for: siblings[i])
                    i += 1
                    if let lo = written.lo { siblings.append(lo) }
                    if let hi = written.hi { siblings.append(hi) }
                    if depth + 1 < Self.breadthFirstDepth { next.append(written.eq) } else { deeper.append(written.eq) }
                }
            }
            current = next
        }
        // The rest depth-first: each node, then its next level, then its siblings.
        while var level = deeper.popLast() {
            while level.side != .eq || startLevel(&level) {
                let written = writeNode(for: level)
                if let hi = written.hi { deeper.append(hi) }
                if let lo = written.lo { deeper.append(lo) }
                level = written.eq
            }
        }
    }

    /// Flags the parent of a new level if the level's first key ends there,
    /// and returns whether any keys are left for the level's nodes.
    private mutating func startLevel(_ level: inout Level) -> Bool {
        if length(of: level.lower) == level.offset {
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
        while groupStart > level.lower, sharedBytes[groupStart] >= through { groupStart -= 1 }
        var groupEnd = median + 1
        while groupEnd < level.upper, sharedBytes[groupEnd] >= through { groupEnd += 1 }
        var (shortest, longest) = (Int.max, 0)
        for k in groupStart..<groupEnd {
            shortest = min(shortest, scalarCounts[k])
            longest = max(longest, scalarCounts[k])
        }
        let remaining = shortest - level.depth - 1...longest - level.depth - 1

        let p = Int32(nodeCount)
        (nodes.baseAddress! + nodeCount).initialize(to: Node(character: character, remaining: remaining))
        (counts.baseAddress! + nodeCount).initialize(to: Int32(level.upper - level.lower))
        nodeCount += 1
        link(level.parent, level.side, to: p)
        if level.depth < 2 {
            shortcuts.record(p, character: character, depth: level.depth, first: scalar(of: median, at: 0).value)
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

    /// The length in bytes of the key at `position` in sorted order.
    @inline(__always)
    private func length(of position: Int) -> Int {
        let key = order[position]
        return starts[key + 1] - starts[key]
    }

    /// The scalar of the key at `position` that starts at byte `offset`, and its length in bytes.
    @inline(__always)
    private func scalar(of position: Int, at offset: Int) -> (value: UInt32, length: Int) {
        let i = starts[order[position]] + offset
        let lead = UInt32(bytes[i])
        if lead < 0x80 { return (lead, 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = lead & (0x7F >> length)
        for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        return (value, length)
    }
}
