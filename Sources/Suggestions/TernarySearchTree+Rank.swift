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
        var rank = 0
        var i = 0
        var p = root
        while p >= 0 {
            visits += 1
            let node = nodes[Int(p)]
            let c = i < encoded.count ? encoded[i] : endOfKey
            if c < node.split {
                p = node.lo
            } else if c > node.split {
                rank += Int(counts[Int(p)]) - subtreeCount(node.hi)
                p = node.hi
            } else {
                rank += subtreeCount(node.lo)
                if node.isEnd { break }
                i += 1
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
        var path: [UInt32] = []
        var p = root
        while p >= 0 {
            visits += 1
            let node = nodes[Int(p)]
            let low = subtreeCount(node.lo)
            if remaining < low {
                p = node.lo
                continue
            }
            remaining -= low
            let here = Int(counts[Int(p)]) - low - subtreeCount(node.hi)
            if remaining < here {
                if node.isEnd { return (KeyScalars.decode(path), values[Int(node.eq)]) }
                path.append(node.split)
                p = node.eq
            } else {
                remaining -= here
                p = node.hi
            }
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
        prefixNode(of: KeyScalars.encode(prefix), visits: &visits).count
    }

    /// The number of keys in the subtree at `node`, 0 for no node.
    @inline(__always)
    func subtreeCount(_ node: Int32) -> Int {
        node >= 0 ? Int(counts[Int(node)]) : 0
    }
}
