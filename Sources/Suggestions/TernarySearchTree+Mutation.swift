extension TernarySearchTree {
    /// Stores `value` for `key`, returning the value it replaces, if any.
    ///
    ///     var stock = TernarySearchTree<Int>()
    ///     stock.updateValue(3, forKey: "pears")  // nil
    ///     stock.updateValue(5, forKey: "pears")  // 3
    ///
    /// - Complexity: O(log *n* + *k*) for a key of *k* characters, amortized
    ///   over the node array's growth.
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        let normalized = KeyScalars.isKnownNFC(key) ? key : key.precomposedStringWithCanonicalMapping
        // Encode into stack memory: a key has no more scalars than UTF-8 bytes.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: normalized.utf8.count) { buffer in
            var n = 0
            for scalar in normalized.unicodeScalars {
                buffer[n] = scalar.value &+ 1
                n += 1
            }
            return update(value, forKey: UnsafeBufferPointer(rebasing: buffer[..<n]))
        }
    }

    /// Stores `value` under an encoded key in one walk for a new key (two for an existing one).
    private mutating func update(_ value: Value, forKey key: UnsafeBufferPointer<UInt32>) -> Value? {
        guard values.count < Int32.max else {
            preconditionFailure("TernarySearchTree holds at most \(Int32.max) keys")
        }
        let (end, created) = store.insertPath(of: key)
        let slot = Int(store.nodes[Int(end)].eq)
        if slot >= 0 {
            store.decrementCounts(along: key)
            defer { values[slot] = value }
            return values[slot]
        }
        if !created { removedEnds -= 1 }
        store.nodes[Int(end)].eq = Int32(values.count)
        values.append(value)
        owners.append(end)
        return nil
    }

    /// Removes `key`, returning its value, or nil when it was absent.
    ///
    ///     var stock = TernarySearchTree<Int>()
    ///     stock["pears"] = 3
    ///     stock.removeValue(forKey: "pears")  // 3
    ///     stock.removeValue(forKey: "pears")  // nil
    ///
    /// The key's end node is marked removed and the counts on its path go
    /// down; once removed keys outnumber the remaining ones, the tree is
    /// rebuilt balanced, which reclaims their nodes.
    ///
    /// - Complexity: O(log *n* + *k*), amortized over the rebuilds.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Value? {
        let encoded = KeyScalars.encode(key)
        var visits = 0
        let end = store.endNode(of: encoded, visits: &visits)
        guard end >= 0 else { return nil }
        let slot = Int(nodes[Int(end)].eq)
        guard slot >= 0 else { return nil }
        encoded.withUnsafeBufferPointer { store.decrementCounts(along: $0) }
        store.nodes[Int(end)].eq = -1
        let removed = values[slot]
        let last = values.count - 1
        if slot != last {
            values[slot] = values[last]
            owners[slot] = owners[last]
            store.nodes[Int(owners[slot])].eq = Int32(slot)
        }
        values.removeLast()
        owners.removeLast()
        removedEnds += 1
        if removedEnds > count { rebuildBalanced() }
        return removed
    }

    /// Removes every key, keeping the value arrays' capacity when asked.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        store = NodeStore()
        values.removeAll(keepingCapacity: keepingCapacity)
        owners.removeAll(keepingCapacity: keepingCapacity)
        removedEnds = 0
    }
}

extension NodeStore {
    /// Walks from the root along `key`, adding one to every count on the way
    /// and creating the nodes that are missing; returns the end node and
    /// whether it was created.
    ///
    /// The walk over existing nodes runs on unsafe buffers; once it falls
    /// off the tree, the rest of the key is appended as one chain.
    mutating func insertPath(of key: UnsafeBufferPointer<UInt32>) -> (end: Int32, created: Bool) {
        let n = key.count
        var i = 0
        var parent: Int32 = -1
        var side = Side.eq
        var p = root
        // The nodes matching the first and second characters, for the root shortcuts.
        var matched: (first: Int32, second: Int32) = (-1, -1)
        nodes.withUnsafeBufferPointer { nodes in
            counts.withUnsafeMutableBufferPointer { counts in
                while p >= 0 {
                    let c = i < n ? key[i] : endOfKey
                    counts[Int(p)] += 1
                    let node = nodes[Int(p)]
                    if c < node.split {
                        parent = p; side = .lo; p = node.lo
                    } else if c > node.split {
                        parent = p; side = .hi; p = node.hi
                    } else {
                        if c == endOfKey { return }
                        if i == 0 { matched.first = p } else if i == 1 { matched.second = p }
                        i += 1
                        parent = p; side = .eq; p = node.eq
                    }
                }
            }
        }
        if matched.first >= 0 { noteShortcut(matched.first, depth: 0, key: key) }
        if matched.second >= 0 { noteShortcut(matched.second, depth: 1, key: key) }
        if p >= 0 { return (p, false) }
        // Append the rest of the key, its end node last, each the `eq` child of the one before.
        guard nodes.count + (n - i) < Int32.max else {
            preconditionFailure("TernarySearchTree holds at most \(Int32.max) nodes")
        }
        while true {
            let c = i < n ? key[i] : endOfKey
            p = Int32(nodes.count)
            nodes.append(Node(split: c))
            counts.append(1)
            link(parent, side, to: p)
            if c == endOfKey { return (p, true) }
            if i < 2 { noteShortcut(p, depth: i, key: key) }
            i += 1
            parent = p; side = .eq
        }
    }

    /// Records node `p`, which matches the key's character at `depth` (0 or 1), in the root shortcuts.
    private mutating func noteShortcut(_ p: Int32, depth: Int, key: UnsafeBufferPointer<UInt32>) {
        let c = key[depth]
        guard RootShortcuts.isASCII(c) else { return }
        if depth == 0 {
            shortcuts.first[Int(c &- 1)] = p
        } else if RootShortcuts.isASCII(key[0]) {
            shortcuts.pair[Int(key[0] &- 1) &* 128 &+ Int(c &- 1)] = p
        }
    }

    /// Walks from the root along an encoded key that is in the tree, taking one off every count on its path.
    mutating func decrementCounts(along key: UnsafeBufferPointer<UInt32>) {
        let n = key.count
        var i = 0
        var p = root
        while p >= 0 {
            counts[Int(p)] -= 1
            let c = i < n ? key[i] : endOfKey
            let node = nodes[Int(p)]
            if c < node.split {
                p = node.lo
            } else if c > node.split {
                p = node.hi
            } else {
                if c == endOfKey { return }
                i += 1
                p = node.eq
            }
        }
    }

    /// Which link of a parent a new node hangs from.
    enum Side { case lo, eq, hi }

    private mutating func link(_ parent: Int32, _ side: Side, to child: Int32) {
        guard parent >= 0 else {
            root = child
            return
        }
        switch side {
        case .lo: nodes[Int(parent)].lo = child
        case .eq: nodes[Int(parent)].eq = child
        case .hi: nodes[Int(parent)].hi = child
        }
    }
}
