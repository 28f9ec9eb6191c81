extension TernarySearchTree {
    /// The keys that match `pattern` character for character, where `wildcard` matches any one character.
    ///
    ///     let words = TernarySearchTree(words: ["banana", "bandana", "pajama", "casaba"])
    ///     words.matches(for: ".a.a.a").map(\.key)          // ["banana", "casaba", "pajama"]
    ///     words.matches(for: "ban?na", wildcard: "?").map(\.key) // ["banana"]
    ///
    /// The whole key must match: ".a.a.a" does not find "abracadabra". This
    /// is Rivest's partial-match search as the seed article writes it: a
    /// given character follows one branch, a wildcard follows all three.
    ///
    /// - Complexity: depends on where the wildcards are. Given leading
    ///   characters narrow the search to a small subtree; leading wildcards
    ///   read a large part of the tree (".....xy" reads 139,948 nodes of a
    ///   348,454-word tree), which takes about as long as a scan of the words.
    public func matches(for pattern: String, wildcard: Unicode.Scalar = ".") -> [Element] {
        var visits = 0
        return matches(for: pattern, wildcard: wildcard, visits: &visits)
    }

    /// The keys that match `pattern`, adding the nodes read to `visits`.
    @inlinable
    public func matches(for pattern: String, wildcard: Unicode.Scalar = ".", visits: inout Int) -> [Element] {
        values.elements(store.partialMatches(of: pattern, wildcard: wildcard.value, visits: &visits))
    }
}

extension NodeStore {
    /// The keys that match `pattern`, in order, each with the node where it
    /// ends; the part of ``TernarySearchTree/matches(for:wildcard:visits:)``
    /// that does not depend on the values.
    @usableFromInline
    func partialMatches(of pattern: String, wildcard: UInt32, visits: inout Int) -> [(key: String, node: Int32, distance: Int)] {
        let query = KeyScalars.encode(pattern)
        guard !query.isEmpty else { return holdsEmptyKey ? [("", Self.emptyKey, 0)] : [] }
        var path = [UInt32](repeating: 0, count: query.count)
        return nodes.withUnsafeBufferPointer { nodes in
            query.withUnsafeBufferPointer { query in
                path.withUnsafeMutableBufferPointer { path in
                    var walk = PartialMatchWalk(nodes: nodes, pattern: query, path: path, wildcard: wildcard)
                    walk.run(from: root)
                    visits += walk.visits
                    return walk.found.sortedByKey()
                }
            }
        }
    }
}

/// Rivest's partial-match search over the node array: a given character
/// follows one branch, a wildcard all three. A node leads on to its next
/// level only when its length bounds admit keys exactly as long as the pattern.
struct PartialMatchWalk: SubtreeSearch {
    let nodes: UnsafeBufferPointer<Node>
    /// The pattern's scalar values; not empty.
    let pattern: UnsafeBufferPointer<UInt32>
    /// The characters of the current path, one slot per pattern character.
    let path: UnsafeMutableBufferPointer<UInt32>
    let wildcard: UInt32
    var found = FoundKeys()
    var visits = 0

    init(
        nodes: UnsafeBufferPointer<Node>, pattern: UnsafeBufferPointer<UInt32>,
        path: UnsafeMutableBufferPointer<UInt32>, wildcard: UInt32
    ) {
        self.nodes = nodes
        self.pattern = pattern
        self.path = path
        self.wildcard = wildcard
    }

    func searchesSiblings(of node: Node, atDepth depth: Int) -> (lower: Bool, higher: Bool) {
        let c = pattern[depth]
        return c == wildcard ? (true, true) : (c < node.character, c > node.character)
    }

    mutating func enter(_ node: Node, at index: Int32, depth: Int) -> Bool {
        let c = pattern[depth]
        guard c == wildcard || c == node.character else { return false }
        path[depth] = node.character
        let remaining = pattern.count &- depth &- 1
        if remaining == 0 {
            if node.endsKey { found.append(path, node: index) }
            return false
        }
        return node.mayContinue(byAtLeast: remaining, atMost: remaining)
    }
}
