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
        guard values.count < Int32.max else {
            preconditionFailure("TernarySearchTree holds at most \(Int32.max) keys")
        }
        let node = KeyScalars.withScalars(of: key) { store.insertPath(of: $0) }
        guard let node else {
            return values.replaceValue(at: store.keyNode(of: KeyScalars.encode(key)), with: value)
        }
        values.add(value, at: node)
        return nil
    }

    /// Removes `key`, returning its value, or nil when it was absent.
    ///
    ///     var stock = TernarySearchTree<Int>()
    ///     stock["pears"] = 3
    ///     stock.removeValue(forKey: "pears")  // 3
    ///     stock.removeValue(forKey: "pears")  // nil
    ///
    /// The key's flag is cleared and the counts on its path go down; once
    /// removed keys outnumber the remaining ones, the tree is rebuilt
    /// balanced, which reclaims their nodes.
    ///
    /// - Complexity: O(log *n* + *k*), amortized over the rebuilds.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Value? {
        let encoded = KeyScalars.encode(key)
        let node = store.keyNode(of: encoded)
        guard node != -1 else { return nil }
        store.removeKey(encoded, endingAt: node)
        let removed = values.remove(at: node)
        removals += 1
        if removals > count { rebuildBalanced() }
        return removed
    }

    /// Removes every key.
    public mutating func removeAll() {
        self = TernarySearchTree()
    }
}

extension NodeStore {
    /// Walks from the root along `key`, adding one to every count on the way,
    /// widening the length bounds of the nodes it matches and creating the
    /// nodes that are missing, and flags the node where the key ends; returns that node (``emptyKey`` for the empty key), or nil
    /// when the key was already there, leaving the tree as it was.
    ///
    /// The walk over existing nodes runs on unsafe buffers; once it falls
    /// off the tree, the rest of the key is appended as one chain.
    mutating func insertPath(of key: UnsafeBufferPointer<UInt32>) -> Int32? {
        let n = key.count
        guard n > 0 else {
            if holdsEmptyKey { return nil }
            holdsEmptyKey = true
            return Self.emptyKey
        }
        var i = 0
        var parent: Int32 = -1
        var side = Side.eq
        var p = root
        var isNew = true
        nodes.withUnsafeMutableBufferPointer { nodes in
            counts.withUnsafeMutableBufferPointer { counts in
                while p >= 0 {
                    counts[Int(p)] &+= 1
                    let node = nodes[Int(p)]
                    let c = key[i]
                    if c < node.character {
                        parent = p; side = .lo; p = node.lo
                    } else if c > node.character {
                        parent = p; side = .hi; p = node.hi
                    } else {
                        i += 1
                        nodes[Int(p)].include(remaining: n - i)
                        if i == n {
                            isNew = !node.endsKey
                            nodes[Int(p)].endsKey = true
                            return
                        }
                        parent = p; side = .eq; p = node.eq
                    }
                }
            }
        }
        if p >= 0 {
            if !isNew { decrementCounts(along: key) }
            return isNew ? p : nil
        }
        // Append the rest of the key, each node the `eq` child of the one before.
        guard nodes.count + (n - i) < Int32.max else {
            preconditionFailure("TernarySearchTree holds at most \(Int32.max) nodes")
        }
        while true {
            p = Int32(nodes.count)
            nodes.append(Node(character: key[i], remaining: n - i - 1...n - i - 1, endsKey: i == n - 1))
            counts.append(1)
            link(parent, side, to: p)
            if i < 2 { shortcuts.record(p, character: key[i], depth: i, first: key[0]) }
            if i == 2 { shortcuts.record(p, third: key[0], key[1], key[2]) }
            i += 1
            if i == n { return p }
            parent = p; side = .eq
        }
    }

    /// Clears the flag of `key`, which ends at `node`, and takes one off every count on its path.
    mutating func removeKey(_ key: [UInt32], endingAt node: Int32) {
        if node == Self.emptyKey {
            holdsEmptyKey = false
        } else {
            nodes[Int(node)].endsKey = false
            key.withUnsafeBufferPointer { decrementCounts(along: $0) }
        }
    }

    /// The node where a key given as scalar values ends, ``emptyKey``, or -1.
    func keyNode(of key: [UInt32]) -> Int32 {
        var visits = 0
        return keyNode(of: key, visits: &visits)
    }

    /// Walks from the root along a key whose path is in the tree, taking one off every count on it.
    private mutating func decrementCounts(along key: UnsafeBufferPointer<UInt32>) {
        var path: [Int32] = []
        _ = walkPath(of: key) { path.append($0) }
        for p in path { counts[Int(p)] -= 1 }
    }

    /// Which link of a parent a new node hangs from.
    enum Side { case lo, eq, hi }

    /// Hangs `child` from `parent`'s `side` link, or makes it the root when there is no parent.
    mutating func link(_ parent: Int32, _ side: Side, to child: Int32) {
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
