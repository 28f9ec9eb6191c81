extension TernarySearchTree {
    /// Checks every structural rule of the tree and returns what is broken; empty when sound.
    ///
    /// The rules: every node is reached exactly once from the root; each
    /// level is a binary search tree on split characters; end nodes have no
    /// lower sibling and own their value slot; other nodes have a next
    /// level; each count is the number of live keys below; the number of
    /// removed end nodes and the root shortcuts are right. Tests run this
    /// after every mutation.
    ///
    /// - Complexity: O(number of nodes).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if counts.count != nodes.count { return ["\(counts.count) counts for \(nodes.count) nodes"] }
        var seen = [Bool](repeating: false, count: nodes.count)
        var deadEnds = 0
        var expectedShortcuts = RootShortcuts()
        // Returns the live key count of the subtree; checks split bounds (exclusive) for its level.
        func check(_ p: Int32, depth: Int, lower: UInt32?, upper: UInt32?, path: [UInt32]) -> Int {
            guard p >= 0 else { return 0 }
            guard Int(p) < nodes.count else {
                problems.append("link \(p) is outside the node array")
                return 0
            }
            guard !seen[Int(p)] else {
                problems.append("node \(p) is reached twice")
                return 0
            }
            seen[Int(p)] = true
            let node = nodes[Int(p)]
            if let lower, node.split <= lower { problems.append("node \(p) split \(node.split) is not above \(lower)") }
            if let upper, node.split >= upper { problems.append("node \(p) split \(node.split) is not below \(upper)") }
            var total = check(node.lo, depth: depth, lower: lower, upper: node.split, path: path)
            total += check(node.hi, depth: depth, lower: node.split, upper: upper, path: path)
            if node.isEnd {
                if node.lo >= 0 { problems.append("end node \(p) has a lower sibling") }
                if node.eq >= 0 {
                    total += 1
                    if Int(node.eq) >= owners.count || owners[Int(node.eq)] != p {
                        problems.append("end node \(p) does not own value slot \(node.eq)")
                    }
                } else {
                    deadEnds += 1
                }
            } else {
                if node.eq < 0 { problems.append("node \(p) has no next level") }
                let next = path + [node.split]
                if depth == 0, RootShortcuts.isASCII(node.split) {
                    expectedShortcuts.first[Int(node.split - 1)] = p
                } else if depth == 1, RootShortcuts.isASCII(path[0]), RootShortcuts.isASCII(node.split) {
                    expectedShortcuts.pair[Int(path[0] - 1) * 128 + Int(node.split - 1)] = p
                }
                total += check(node.eq, depth: depth + 1, lower: nil, upper: nil, path: next)
            }
            if Int(counts[Int(p)]) != total { problems.append("node \(p) counts \(counts[Int(p)]) keys, holds \(total)") }
            return total
        }
        let total = check(root, depth: 0, lower: nil, upper: nil, path: [])
        if total != count { problems.append("tree holds \(total) keys, count is \(count)") }
        if values.count != owners.count { problems.append("\(values.count) values but \(owners.count) owners") }
        if deadEnds != removedEnds { problems.append("\(deadEnds) removed end nodes, recorded \(removedEnds)") }
        if let unreached = seen.firstIndex(of: false) { problems.append("node \(unreached) is unreachable") }
        if expectedShortcuts != shortcuts { problems.append("root shortcuts are stale") }
        if removedEnds > count { problems.append("\(removedEnds) removed keys outnumber \(count) keys") }
        return problems
    }
}
