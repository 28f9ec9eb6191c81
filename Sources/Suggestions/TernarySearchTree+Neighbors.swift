extension TernarySearchTree {
    /// A key found near a query, with its value and its distance from the query.
    public struct Neighbor {
        /// The key in the tree.
        public var key: String
        /// The key's value.
        public var value: Value
        /// The number of Unicode scalars to change (Hamming) or edit (Levenshtein) to turn the query into `key`.
        public var distance: Int

        @usableFromInline
        init(key: String, value: Value, distance: Int) {
            self.key = key
            self.value = value
            self.distance = distance
        }
    }

    /// The keys within Hamming distance `distance` of `word`, in sorted order, as in the seed article.
    ///
    ///     let words = TernarySearchTree(words: ["Dobbs", "Debby", "hobby", "bobs"])
    ///     words.neighbors(of: "Dobbs", withinHammingDistance: 2).map(\.key)
    ///     // ["Debby", "Dobbs", "hobby"]
    ///
    /// The distance counts the positions where the two words differ, plus
    /// the characters the longer word has beyond the shorter one's end, so
    /// "bobs" is 3 from "Dobbs": "D"/"b", "b"/"s", and the extra "s".
    ///
    /// - Complexity: fast for small distances; each extra unit of distance
    ///   widens the search by about the alphabet's size.
    public func neighbors(of word: String, withinHammingDistance distance: Int) -> [Neighbor] {
        var visits = 0
        return neighbors(of: word, withinHammingDistance: distance, visits: &visits)
    }

    /// The keys within Hamming distance `distance` of `word`, adding the nodes read to `visits`.
    @inlinable
    public func neighbors(of word: String, withinHammingDistance distance: Int, visits: inout Int) -> [Neighbor] {
        store.neighbors(of: word, within: distance, by: .hamming, visits: &visits).map {
            Neighbor(key: $0.key, value: value(at: $0.node), distance: $0.distance)
        }
    }

    /// The keys within Levenshtein distance `distance` of `word` (insertions,
    /// deletions and substitutions of one Unicode scalar each), in sorted order.
    ///
    ///     let countries = TernarySearchTree(words: ["Chad", "Chile", "China"])
    ///     countries.neighbors(of: "Chie", withinEditDistance: 1).map(\.key)
    ///     // ["Chile"]
    ///
    /// The search keeps one row of the edit-distance table per depth and
    /// leaves a subtree as soon as every entry of its row exceeds `distance`.
    ///
    /// - Complexity: O(*m*) per node read for a word of *m* characters; the
    ///   nodes read grow quickly with `distance`.
    public func neighbors(of word: String, withinEditDistance distance: Int) -> [Neighbor] {
        var visits = 0
        return neighbors(of: word, withinEditDistance: distance, visits: &visits)
    }

    /// The keys within Levenshtein distance `distance` of `word`, adding the nodes read to `visits`.
    @inlinable
    public func neighbors(of word: String, withinEditDistance distance: Int, visits: inout Int) -> [Neighbor] {
        store.neighbors(of: word, within: distance, by: .edits, visits: &visits).map {
            Neighbor(key: $0.key, value: value(at: $0.node), distance: $0.distance)
        }
    }
}

extension NodeStore {
    /// How a neighbour search measures distance.
    @usableFromInline
    enum Distance {
        /// Characters that differ position by position, as in the seed article.
        case hamming
        /// Levenshtein's insertions, deletions and substitutions.
        case edits
    }

    /// The keys within `distance` of `word`, in order, each with the node where it ends and its distance.
    ///
    /// The part of the tree's neighbour searches that does not depend on the
    /// values. The empty key, which both distances put as far from a query
    /// as the query is long, is added here.
    @usableFromInline
    func neighbors(
        of word: String, within distance: Int, by measure: Distance, visits: inout Int
    ) -> [(key: String, node: Int32, distance: Int)] {
        guard distance >= 0 else { return [] }
        // No key is long enough to be further away than this; clamping keeps the arithmetic in range.
        let distance = Swift.min(distance, Int(Int32.max - 1))
        let query = KeyScalars.encode(word)
        let found = nodes.withUnsafeBufferPointer { nodes in
            switch measure {
            case .hamming:
                var walk = HammingWalk(nodes: nodes, query: query, budget: distance)
                walk.run(from: root)
                visits += walk.visits
                return walk.found
            case .edits:
                var walk = EditDistanceWalk(nodes: nodes, query: query, limit: distance)
                walk.run(from: root)
                visits += walk.visits
                return walk.found
            }
        }
        let keys = found.sortedByKey()
        guard holdsEmptyKey, query.count <= distance else { return keys }
        return [("", Self.emptyKey, query.count)] + keys
    }
}

extension TernarySearchTree.Neighbor: Sendable where Value: Sendable {}
extension TernarySearchTree.Neighbor: Equatable where Value: Equatable {}
extension TernarySearchTree.Neighbor: Hashable where Value: Hashable {}

/// Bentley and Sedgewick's near-neighbour search: a mismatch spends one
/// unit of the budget.
struct HammingWalk: SubtreeSearch {
    let nodes: UnsafeBufferPointer<Node>
    let query: [UInt32]
    let budget: Int
    /// The characters of the current path.
    var path: [UInt32] = []
    /// For each depth on the current path, the mismatches above it.
    var spent: [Int] = [0]
    var found = FoundKeys()
    var visits = 0

    init(nodes: UnsafeBufferPointer<Node>, query: [UInt32], budget: Int) {
        self.nodes = nodes
        self.query = query
        self.budget = budget
    }

    func searchesSiblings(of node: Node, atDepth depth: Int) -> (lower: Bool, higher: Bool) {
        // With budget left, any character will do; without, only the query's own.
        guard spent[depth] >= budget else { return (true, true) }
        guard depth < query.count else { return (false, false) }
        return (query[depth] < node.character, query[depth] > node.character)
    }

    mutating func enter(_ node: Node, at index: Int32, depth: Int) -> Bool {
        let matches = depth < query.count && query[depth] == node.character
        let cost = spent[depth] + (matches ? 0 : 1)
        guard cost <= budget else { return false }
        path.set(node.character, at: depth)
        spent.set(cost, at: depth + 1)
        let distance = cost + max(0, query.count - depth - 1)
        if node.endsKey, distance <= budget {
            found.append(path[...depth], node: index, distance: distance)
        }
        // Keys shorter than the query pay for its missing characters, longer ones for their extra ones.
        let left = budget - cost
        let fewest = max(1, query.count - left - depth - 1)
        let most = max(depth + 1, query.count) + left - depth - 1
        return node.mayContinue(byAtLeast: fewest, atMost: most)
    }
}

/// A depth-first search that keeps one row of the Levenshtein table per
/// depth, and of each row only the band of entries within the limit.
struct EditDistanceWalk: SubtreeSearch {
    let nodes: UnsafeBufferPointer<Node>
    let query: [UInt32]
    let limit: Int
    /// The rows of the table for the current path: row `r` holds the
    /// distances from the key's first `r` characters to the query's prefixes.
    var rows: LevenshteinRows
    /// The characters of the current path.
    var path: [UInt32] = []
    var found = FoundKeys()
    var visits = 0

    init(nodes: UnsafeBufferPointer<Node>, query: [UInt32], limit: Int) {
        self.nodes = nodes
        self.query = query
        self.limit = limit
        rows = LevenshteinRows(query: query, limit: limit)
    }

    func searchesSiblings(of node: Node, atDepth depth: Int) -> (lower: Bool, higher: Bool) { (true, true) }

    mutating func enter(_ node: Node, at index: Int32, depth: Int) -> Bool {
        guard rows.fill(row: depth + 1, with: node.character) <= limit else { return false }
        path.set(node.character, at: depth)
        let distance = rows.distance(row: depth + 1)
        if node.endsKey, distance <= limit {
            found.append(path[...depth], node: index, distance: distance)
        }
        // A key's length differs from the query's by at most the distance.
        let (fewest, most) = (max(1, query.count - limit - depth - 1), query.count + limit - depth - 1)
        return node.mayContinue(byAtLeast: fewest, atMost: most)
    }
}

extension Array {
    /// Sets the element at `index`, appending it when `index` is the end; a
    /// depth-first search's per-depth state grows one level at a time.
    mutating func set(_ element: Element, at index: Int) {
        if index < count { self[index] = element } else { append(element) }
    }
}
