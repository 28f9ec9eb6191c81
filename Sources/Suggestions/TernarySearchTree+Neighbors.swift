extension TernarySearchTree {
    /// A key found near a query, with its value and its distance from the query.
    public struct Neighbor {
        /// The key in the tree.
        public var key: String
        /// The key's value.
        public var value: Value
        /// The number of Unicode scalars to change (Hamming) or edit (Levenshtein) to turn the query into `key`.
        public var distance: Int
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
    public func neighbors(of word: String, withinHammingDistance distance: Int, visits: inout Int) -> [Neighbor] {
        guard distance >= 0 else { return [] }
        let query = KeyScalars.encode(word)
        var found = nodes.withUnsafeBufferPointer { nodes in
            var walk = HammingWalk(nodes: nodes, query: query, budget: distance)
            walk.walk(root, 0, 0)
            visits += walk.visits
            return walk.found
        }
        // The empty key differs from the query in every one of its characters.
        if store.holdsEmptyKey, query.count <= distance { found.insert(("", NodeStore.emptyKey, query.count), at: 0) }
        return found.map { Neighbor(key: $0.key, value: value(at: $0.node), distance: $0.distance) }
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
    public func neighbors(of word: String, withinEditDistance distance: Int, visits: inout Int) -> [Neighbor] {
        guard distance >= 0 else { return [] }
        let query = KeyScalars.encode(word)
        var found = nodes.withUnsafeBufferPointer { nodes in
            var walk = EditDistanceWalk(nodes: nodes, query: query, limit: distance)
            walk.walk(root, 0)
            visits += walk.visits
            return walk.found
        }
        // The empty key is as far from the query as the query is long.
        if store.holdsEmptyKey, query.count <= distance { found.insert(("", NodeStore.emptyKey, query.count), at: 0) }
        return found.map { Neighbor(key: $0.key, value: value(at: $0.node), distance: $0.distance) }
    }
}

extension TernarySearchTree.Neighbor: Sendable where Value: Sendable {}
extension TernarySearchTree.Neighbor: Equatable where Value: Equatable {}
extension TernarySearchTree.Neighbor: Hashable where Value: Hashable {}

/// Bentley and Sedgewick's near-neighbour search: a mismatch spends one unit of the budget.
struct HammingWalk {
    let nodes: UnsafeBufferPointer<Node>
    let query: [UInt32]
    let budget: Int
    var path: [UInt32] = []
    var found: [(key: String, node: Int32, distance: Int)] = []
    var visits = 0

    init(nodes: UnsafeBufferPointer<Node>, query: [UInt32], budget: Int) {
        self.nodes = nodes
        self.query = query
        self.budget = budget
    }

    /// Searches the level at `start`, whose keys' first `depth` characters
    /// differ from the query's in `spent` places, for keys within the budget.
    mutating func walk(_ start: Int32, _ depth: Int, _ spent: Int) {
        // Past the query's end every character costs one.
        guard depth < query.count || spent < budget else { return }
        let c = depth < query.count ? query[depth] : UInt32.max
        let mayMismatch = spent < budget
        var p = start
        while p >= 0 {
            visits += 1
            let node = nodes[Int(p)]
            let split = node.character
            if mayMismatch || c < split, node.lo >= 0 {
                walk(node.lo, depth, spent)
            }
            let cost = spent + (c == split ? 0 : 1)
            if cost <= budget {
                if path.count > depth { path[depth] = split } else { path.append(split) }
                let distance = cost + max(0, query.count - depth - 1)
                if node.endsKey, distance <= budget {
                    found.append((KeyScalars.decode(path[...depth]), p, distance))
                }
                // Keys shorter than the query pay for its missing characters, longer ones for their extra ones.
                let left = budget - cost
                let longest = max(depth + 1, query.count) + left
                if node.eq >= 0, node.mayContinue(byAtLeast: max(1, query.count - left - depth - 1), atMost: longest - depth - 1) {
                    walk(node.eq, depth + 1, cost)
                }
            }
            guard mayMismatch || c > split else { return }
            p = node.hi
        }
    }
}

/// A depth-first search that keeps one Levenshtein row per depth.
struct EditDistanceWalk {
    let nodes: UnsafeBufferPointer<Node>
    let query: [UInt32]
    let limit: Int
    /// Row `d` (of `query.count + 1` entries) holds the distances from the
    /// key prefix of length `d` to each prefix of the query.
    var rows: [Int]
    var path: [UInt32] = []
    var found: [(key: String, node: Int32, distance: Int)] = []
    var visits = 0

    init(nodes: UnsafeBufferPointer<Node>, query: [UInt32], limit: Int) {
        self.nodes = nodes
        self.query = query
        self.limit = limit
        rows = Array(0...query.count)
    }

    private var width: Int { query.count + 1 }

    /// Searches the level at `start`, where row `depth` is the row of the characters above.
    mutating func walk(_ start: Int32, _ depth: Int) {
        var p = start
        while p >= 0 {
            visits += 1
            let node = nodes[Int(p)]
            if node.lo >= 0 { walk(node.lo, depth) }
            let split = node.character
            let smallest = fillRow(after: depth, with: split)
            if smallest <= limit {
                if path.count > depth { path[depth] = split } else { path.append(split) }
                let distance = rows[(depth + 1) * width + query.count]
                if node.endsKey, distance <= limit {
                    found.append((KeyScalars.decode(path[...depth]), p, distance))
                }
                // A key's length differs from the query's by at most the distance.
                let (fewest, most) = (max(1, query.count - limit - depth - 1), query.count + limit - depth - 1)
                if node.eq >= 0, node.mayContinue(byAtLeast: fewest, atMost: most) {
                    walk(node.eq, depth + 1)
                }
            }
            p = node.hi
        }
    }
    /// Computes row `depth + 1` for the key character `c` and returns its smallest entry.
    private mutating func fillRow(after depth: Int, with c: UInt32) -> Int {
        let above = depth * width
        let row = above + width
        if rows.count < row + width { rows.append(contentsOf: repeatElement(0, count: width)) }
        rows[row] = depth + 1
        var smallest = depth + 1
        for j in 1..<width {
            let substitution = rows[above + j - 1] + (query[j - 1] == c ? 0 : 1)
            let value = min(substitution, rows[above + j] + 1, rows[row + j - 1] + 1)
            rows[row + j] = value
            smallest = min(smallest, value)
        }
        return smallest
    }
}
