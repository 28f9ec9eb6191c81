extension TernarySearchTree {
    /// The number of keys that sort before `key`; `key` need not be in the tree.
    ///
    ///     let words = TernarySearchTree(words: ["ant", "bee", "cat"])
    ///     words.rank(of: "bee")  // 1
    ///     words.rank(of: "bz")   // 2
    ///
    /// - Complexity: O(log *n* + *k*), from the counts kept in every node.
    public func rank(of key: String) -> Int {
        var visits = 0
        return rank(of: key, visits: &visits)
    }

    /// The rank of `key`, adding the nodes read to `visits`.
    public func rank(of key: String, visits: inout Int) -> Int {
        let encoded = KeyScalars.encode(key)
        guard !encoded.isEmpty else { return 0 }
        var rank = store.holdsEmptyKey ? 1 : 0
        var i = 0
        var p = root
        while p >= 0 {
            visits += 1
            let node = nodes[Int(p)]
            let c = encoded[i]
            if c < node.character {
                p = node.lo
            } else if c > node.character {
                rank += store.subtreeCount(p) - store.subtreeCount(node.hi)
                p = node.hi
            } else {
                rank += store.subtreeCount(node.lo)
                i += 1
                if i == encoded.count { break }
                // The key that ends here is a prefix of `key`, so it sorts before it.
                if node.endsKey { rank += 1 }
                p = node.eq
            }
        }
        return rank
    }

    /// The key at `rank` in sorted order (0 is the smallest), with its value, or nil when out of range.
    ///
    ///     let words = TernarySearchTree(words: ["ant", "bee", "cat"])
    ///     words.element(atRank: 2)?.key  // "cat"
    ///     words.element(atRank: 3)       // nil
    ///
    /// - Complexity: O(log *n* + *k*) for a key of *k* characters.
    public func element(atRank rank: Int) -> Element? {
        var visits = 0
        return element(atRank: rank, visits: &visits)
    }

    /// The key at `rank`, adding the nodes read to `visits`.
    public func element(atRank rank: Int, visits: inout Int) -> Element? {
        guard rank >= 0, rank < count else { return nil }
        var remaining = rank
        if store.holdsEmptyKey {
            if remaining == 0 { return ("", value(at: NodeStore.emptyKey)) }
            remaining -= 1
        }
        var path: [UInt32] = []
        var p = root
        while p >= 0 {
            visits += 1
            let node = nodes[Int(p)]
            let low = store.subtreeCount(node.lo)
            if remaining < low {
                p = node.lo
                continue
            }
            remaining -= low
            let here = store.subtreeCount(p) - low - store.subtreeCount(node.hi)
            guard remaining < here else {
                remaining -= here
                p = node.hi
                continue
            }
            path.append(node.character)
            if node.endsKey {
                if remaining == 0 { return (KeyScalars.decode(path), value(at: p)) }
                remaining -= 1
            }
            p = node.eq
        }
        return nil
    }

    /// The key at `rank` in sorted order, or nil when out of range.
    public func key(atRank rank: Int) -> String? { element(atRank: rank)?.key }

    /// The number of keys that start with `prefix`; every key starts with the empty prefix.
    ///
    ///     let words = TernarySearchTree(words: ["car", "card", "cat", "dog"])
    ///     words.count(withPrefix: "car")  // 2
    ///     words.count(withPrefix: "")     // 4
    ///
    /// - Complexity: O(log *n* + *k*) for a prefix of *k* characters.
    public func count(withPrefix prefix: String) -> Int {
        var visits = 0
        return count(withPrefix: prefix, visits: &visits)
    }

    /// The number of keys that start with `prefix`, adding the nodes read to `visits`.
    public func count(withPrefix prefix: String, visits: inout Int) -> Int {
        let encoded = KeyScalars.encode(prefix)
        guard !encoded.isEmpty else { return count }
        let node = store.prefixNode(of: encoded, visits: &visits)
        guard node >= 0 else { return 0 }
        return store.subtreeCount(node) - store.subtreeCount(nodes[Int(node)].lo) - store.subtreeCount(nodes[Int(node)].hi)
    }
}
