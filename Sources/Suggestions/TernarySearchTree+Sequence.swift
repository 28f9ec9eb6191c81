extension TernarySearchTree: Sequence {
    /// A key and its value.
    public typealias Element = (key: String, value: Value)

    /// Iterates over the keys in sorted order (by Unicode scalar, after NFC normalization).
    ///
    ///     let tree = TernarySearchTree(words: ["pear", "apple", "fig"])
    ///     tree.map(\.key) // ["apple", "fig", "pear"]
    public struct Iterator: IteratorProtocol {
        private var walk: InOrderWalk
        private let values: [Value]

        init(_ tree: TernarySearchTree) {
            walk = InOrderWalk(nodes: tree.nodes, counts: tree.counts, start: tree.root, depth: 0)
            values = tree.values
        }

        public mutating func next() -> Element? {
            guard let (key, slot) = walk.next() else { return nil }
            return (KeyScalars.decode(key), values[Int(slot)])
        }
    }

    public func makeIterator() -> Iterator { Iterator(self) }

    public var underestimatedCount: Int { count }

    /// The keys in sorted order.
    ///
    ///     TernarySearchTree(words: ["b", "a"]).keys // ["a", "b"]
    public var keys: [String] { map(\.key) }
}

extension TernarySearchTree {
    /// The keys that start with `prefix`, in sorted order, at most `limit` of them.
    ///
    ///     let words = TernarySearchTree(words: ["car", "card", "care", "cat"])
    ///     words.completions(of: "car").map(\.key)            // ["car", "card", "care"]
    ///     words.completions(of: "car", limit: 2).map(\.key)  // ["car", "card"]
    ///
    /// A key equal to `prefix` comes first.
    ///
    /// - Complexity: O(log *n* + *k*) to find the prefix, then about the
    ///   number of nodes below it that lead to the keys returned.
    public func completions(of prefix: String, limit: Int = .max) -> [Element] {
        var visits = 0
        return completions(of: prefix, limit: limit, visits: &visits)
    }

    /// The completions of `prefix`, adding the nodes read to `visits`.
    public func completions(of prefix: String, limit: Int = .max, visits: inout Int) -> [Element] {
        var results: [Element] = []
        forEachCompletion(of: prefix, visits: &visits) { key, slot in
            guard results.count < limit else { return false }
            results.append((KeyScalars.decode(key), values[Int(slot)]))
            return results.count < limit
        }
        return results
    }

    /// Calls `body` with each completion of `prefix` in order, until it returns false.
    func forEachCompletion(
        of prefix: String, visits: inout Int,
        _ body: (ArraySlice<UInt32>, Int32) -> Bool
    ) {
        let encoded = KeyScalars.encode(prefix)
        let start = prefixNode(of: encoded, visits: &visits)
        guard start.node >= 0 else { return }
        var walk = InOrderWalk(nodes: nodes, counts: counts, start: start.node, depth: encoded.count, prefix: encoded)
        while let (key, slot) = walk.next() {
            if !body(key, slot) { break }
        }
        visits += walk.visits
    }

    /// The node below which every key starts with `prefix` (the root for an
    /// empty prefix), or -1, and the count of keys under it.
    func prefixNode(of prefix: [UInt32], visits: inout Int) -> (node: Int32, count: Int) {
        guard !prefix.isEmpty else { return (root, count) }
        var i = 0
        var p = root
        while p >= 0 {
            visits += 1
            let node = nodes[Int(p)]
            let c = prefix[i]
            if c < node.split {
                p = node.lo
            } else if c > node.split {
                p = node.hi
            } else {
                i += 1
                if i == prefix.count {
                    return (node.eq, subtreeCount(node.eq))
                }
                p = node.eq
            }
        }
        return (-1, 0)
    }
}
