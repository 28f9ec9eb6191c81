extension TernarySearchTree {
    /// Checks every structural rule of the tree and returns what is broken; empty when sound.
    ///
    /// The rules: every node is reached exactly once from the root; each
    /// level is a binary search tree on characters; each count is the number
    /// of keys below; a node leads to a key unless keys were removed since
    /// the last rebuild; every key owns its value; the root shortcuts are
    /// right; and removed keys do not outnumber the rest. Tests run this
    /// after every mutation.
    ///
    /// - Complexity: O(number of nodes).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if counts.count != nodes.count { return ["\(counts.count) counts for \(nodes.count) nodes"] }
        var seen = [Bool](repeating: false, count: nodes.count)
        var keyNodes: [Int32] = store.holdsEmptyKey ? [NodeStore.emptyKey] : []
        var expectedShortcuts = RootShortcuts()
        // Returns the key count of the subtree; checks character bounds (exclusive) for its level.
        func check(_ p: Int32, depth: Int, lower: UInt32?, upper: UInt32?, first: UInt32?) -> Int {
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
            let character = node.character
            if character > 0x10FFFF { problems.append("node \(p) holds \(character), not a Unicode scalar") }
            if let lower, character <= lower { problems.append("node \(p) character \(character) is not above \(lower)") }
            if let upper, character >= upper { problems.append("node \(p) character \(character) is not below \(upper)") }
            if depth < 2 {
                expectedShortcuts.record(p, character: character, depth: depth, first: first ?? character)
            }
            var total = check(node.lo, depth: depth, lower: lower, upper: character, first: first)
            total += check(node.hi, depth: depth, lower: character, upper: upper, first: first)
            if node.endsKey {
                total += 1
                keyNodes.append(p)
            }
            let below = check(node.eq, depth: depth + 1, lower: nil, upper: nil, first: first ?? character)
            if !node.endsKey, below == 0, removals == 0 { problems.append("node \(p) leads to no key") }
            total += below
            if Int(counts[Int(p)]) != total { problems.append("node \(p) counts \(counts[Int(p)]) keys, holds \(total)") }
            return total
        }
        let total = check(root, depth: 0, lower: nil, upper: nil, first: nil) + (store.holdsEmptyKey ? 1 : 0)
        if total != count { problems.append("tree holds \(total) keys, count is \(count)") }
        if !values.ownsExactly(keyNodes) { problems.append("the value slots do not match the keys") }
        if let unreached = seen.firstIndex(of: false) { problems.append("node \(unreached) is unreachable") }
        if expectedShortcuts != store.shortcuts { problems.append("root shortcuts are stale") }
        if removals > count { problems.append("\(removals) removed keys outnumber \(count) keys") }
        return problems
    }
}
