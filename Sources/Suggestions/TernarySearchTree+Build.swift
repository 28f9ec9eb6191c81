extension TernarySearchTree {
    /// Builds a balanced tree from key-value pairs in any order, combining the values of repeated keys.
    ///
    ///     let tree = TernarySearchTree([("b", 1), ("a", 2), ("b", 3)],
    ///                                  uniquingKeysWith: +)
    ///     tree["b"]  // 4
    ///
    /// The keys are normalized and sorted (skipped when they already are),
    /// then inserted median first, as the seed article does, so every level
    /// of the tree is close to balanced whatever the input order. The nodes
    /// are then laid out depth-first, the order in which searches read them.
    ///
    /// - Complexity: O(*n* log *n*) comparisons for *n* keys, O(*L*) for
    ///   sorted input of *L* characters in all.
    public init<S: Sequence>(
        _ elements: S, uniquingKeysWith combine: (Value, Value) throws -> Value
    ) rethrows where S.Element == (String, Value) {
        var keys = KeyBuffer()
        var inputValues: [Value] = []
        for (key, value) in elements {
            keys.append(KeyScalars.encode(key))
            inputValues.append(value)
        }
        var order = Array(0..<keys.count)
        if !keys.isSorted(order) {
            order.sort { a, b in
                let comparison = keys.compare(a, b)
                return comparison == 0 ? a < b : comparison < 0
            }
        }
        var uniqueOrder: [Int] = []
        var uniqueValues: [Value] = []
        uniqueOrder.reserveCapacity(order.count)
        uniqueValues.reserveCapacity(order.count)
        for index in order {
            if let last = uniqueOrder.last, keys.compare(last, index) == 0 {
                uniqueValues[uniqueValues.count - 1] = try combine(uniqueValues[uniqueValues.count - 1], inputValues[index])
            } else {
                uniqueOrder.append(index)
                uniqueValues.append(inputValues[index])
            }
        }
        self.init(keys: keys, sortedUniqueOrder: uniqueOrder, values: uniqueValues)
    }

    /// Builds a tree from keys already sorted and unique, inserting the median of each range first.
    init(keys: KeyBuffer, sortedUniqueOrder order: [Int], values: [Value]) {
        self.init()
        store.nodes.reserveCapacity(keys.scalarCount + order.count)
        store.counts.reserveCapacity(keys.scalarCount + order.count)
        self.values = values
        owners = [Int32](repeating: -1, count: values.count)
        var ranges = [(lower: 0, upper: order.count)]
        while let (lower, upper) = ranges.popLast() {
            guard lower < upper else { continue }
            let middle = lower + (upper - lower) / 2
            let end = store.insertPath(of: keys[order[middle]])
            store.nodes[Int(end)].eq = Int32(middle)
            owners[middle] = end
            ranges.append((middle + 1, upper))
            ranges.append((lower, middle))
        }
        let newIndex = store.layOutDepthFirst()
        for slot in owners.indices { owners[slot] = newIndex[Int(owners[slot])] }
    }

    /// Rebuilds the tree balanced from its own keys, dropping the nodes of removed keys.
    mutating func rebuildBalanced() {
        var keys = KeyBuffer()
        var sortedValues: [Value] = []
        sortedValues.reserveCapacity(count)
        var walk = InOrderWalk(nodes: nodes, counts: counts, start: root, depth: 0)
        while let (path, slot) = walk.next() {
            keys.append(path)
            sortedValues.append(values[Int(slot)])
        }
        self = TernarySearchTree(keys: keys, sortedUniqueOrder: Array(0..<keys.count), values: sortedValues)
    }
}

extension NodeStore {
    /// Renumbers the nodes depth-first, each node followed by its next level
    /// (eq), then its lower and higher siblings, so that a search that
    /// matches a character finds the next one close by in memory.
    ///
    /// Returns the new index of every old node.
    @discardableResult
    mutating func layOutDepthFirst() -> [Int32] {
        guard root >= 0 else { return [] }
        var newIndex = [Int32](repeating: -1, count: nodes.count)
        var order: [Int32] = []
        order.reserveCapacity(nodes.count)
        var stack = [root]
        while let p = stack.popLast() {
            newIndex[Int(p)] = Int32(order.count)
            order.append(p)
            let node = nodes[Int(p)]
            if node.hi >= 0 { stack.append(node.hi) }
            if node.lo >= 0 { stack.append(node.lo) }
            if !node.isEnd, node.eq >= 0 { stack.append(node.eq) }
        }
        @inline(__always) func renumber(_ link: Int32) -> Int32 { link >= 0 ? newIndex[Int(link)] : -1 }
        nodes = order.map { old in
            var node = nodes[Int(old)]
            node.lo = renumber(node.lo)
            node.hi = renumber(node.hi)
            if !node.isEnd { node.eq = renumber(node.eq) }
            return node
        }
        counts = order.map { counts[Int($0)] }
        root = 0
        for c in shortcuts.first.indices { shortcuts.first[c] = renumber(shortcuts.first[c]) }
        for c in shortcuts.pair.indices { shortcuts.pair[c] = renumber(shortcuts.pair[c]) }
        return newIndex
    }
}
