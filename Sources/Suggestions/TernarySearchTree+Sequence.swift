extension TernarySearchTree: Sequence {
    /// A key and its value.
    public typealias Element = (key: String, value: Value)

    /// Iterates over the keys in sorted order (by Unicode scalar, after NFC normalization).
    ///
    ///     let tree = TernarySearchTree(words: ["pear", "apple", "fig"])
    ///     tree.map(\.key) // ["apple", "fig", "pear"]
    public struct Iterator: IteratorProtocol {
        private let tree: TernarySearchTree
        private var walk: InOrderWalk
        private var emptyKeyIsNext: Bool

        init(_ tree: TernarySearchTree) {
            self.tree = tree
            walk = InOrderWalk(nodes: tree.nodes, counts: tree.counts, start: tree.root)
            emptyKeyIsNext = tree.store.holdsEmptyKey
        }

        public mutating func next() -> Element? {
            if emptyKeyIsNext {
                emptyKeyIsNext = false
                return ("", tree.value(at: NodeStore.emptyKey))
            }
            guard let (key, node) = walk.next() else { return nil }
            return (KeyScalars.decode(key), tree.value(at: node))
        }
    }

    public func makeIterator() -> Iterator { Iterator(self) }

    public var underestimatedCount: Int { count }

    /// The keys in sorted order.
    ///
    ///     TernarySearchTree(words: ["b", "a"]).keys // ["a", "b"]
    public var keys: [String] { map(\.key) }

    /// Calls `body` with every key's scalar values, in order, and the node where it ends.
    func forEachKey(_ body: (ArraySlice<UInt32>, Int32) -> Void) {
        if store.holdsEmptyKey { body([], NodeStore.emptyKey) }
        var walk = InOrderWalk(nodes: nodes, counts: counts, start: root)
        while let (key, node) = walk.next() { body(key, node) }
    }
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
    @inlinable
    public func completions(of prefix: String, limit: Int = .max, visits: inout Int) -> [Element] {
        values.elements(store.completions(of: prefix, limit: limit, visits: &visits))
    }
}

extension NodeStore {
    /// The keys that start with `prefix`, in order, at most `limit` of them,
    /// each with the node where it ends; the part of
    /// ``TernarySearchTree/completions(of:limit:visits:)`` that does not depend on the values.
    @usableFromInline
    func completions(of prefix: String, limit: Int, visits: inout Int) -> [(key: String, node: Int32, distance: Int)] {
        guard limit > 0 else { return [] }
        let encoded = KeyScalars.encode(prefix)
        var results: [(key: String, node: Int32, distance: Int)] = []
        var walk: InOrderWalk
        if encoded.isEmpty {
            if holdsEmptyKey { results.append(("", Self.emptyKey, 0)) }
            walk = InOrderWalk(nodes: nodes, counts: counts, start: root)
        } else {
            let node = prefixNode(of: encoded, visits: &visits)
            guard node >= 0 else { return [] }
            if nodes[Int(node)].endsKey { results.append((KeyScalars.decode(encoded), node, 0)) }
            walk = InOrderWalk(nodes: nodes, counts: counts, start: nodes[Int(node)].eq, prefix: encoded)
        }
        while results.count < limit, let (key, node) = walk.next() {
            results.append((KeyScalars.decode(key), node, 0))
        }
        visits += walk.visits
        return results
    }
}
