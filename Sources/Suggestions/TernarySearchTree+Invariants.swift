extension TernarySearchTree {
    /// Checks every structural rule of the tree and returns what is broken; empty when sound.
    ///
    /// The rules: every node is reached exactly once from the root; each
    /// level is a binary search tree on characters; each count is the number
    /// of keys below; each node's length bounds fit the keys through it; a node leads to a key unless keys were removed since
    /// the last rebuild; every key owns its value; the root shortcuts are
    /// right; and removed keys do not outnumber the rest. Tests run this
    /// after every mutation.
    ///
    /// - Complexity: O(number of nodes). It recurses once per link on a
    ///   path, so it is meant for the small trees of tests.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if counts.count != nodes.count { return ["\(counts.count) counts for \(nodes.count) nodes"] }
        var seen = [Bool](repeating: false, count: nodes.count)
        var keyNodes: [Int32] = store.holdsEmptyKey ? [NodeStore.emptyKey] : []
        var expectedShortcuts = RootShortcuts()
        /// The keys of a subtree: how many, and the fewest and most characters they have.
        typealias Keys = (count: Int, shortest: Int, longest: Int)
        let none: Keys = (0, .max, 0)
        func union(_ a: Keys, _ b: Keys) -> Keys { (a.count + b.count, Swift.min(a.shortest, b.shortest), Swift.max(a.longest, b.longest)) }
        // Checks the subtree at `p` and returns its keys; `lower` and `upper` bound its level's characters.
        func check(_ p: Int32, depth: Int, lower: UInt32?, upper: UInt32?, above: [UInt32]) -> Keys {
            guard p >= 0 else { return none }
            guard Int(p) < nodes.count else {
                problems.append("link \(p) is outside the node array")
                return none
            }
            guard !seen[Int(p)] else {
                problems.append("node \(p) is reached twice")
                return none
            }
            seen[Int(p)] = true
            let node = nodes[Int(p)]
            let character = node.character
            if character > 0x10FFFF { problems.append("node \(p) holds \(character), not a Unicode scalar") }
            if let lower, character <= lower { problems.append("node \(p) character \(character) is not above \(lower)") }
            if let upper, character >= upper { problems.append("node \(p) character \(character) is not below \(upper)") }
            if depth < 2 {
                expectedShortcuts.record(p, character: character, depth: depth, first: above.first ?? character)
            } else if depth == 2 {
                expectedShortcuts.record(p, third: above[0], above[1], character)
            }
            var total = union(
                check(node.lo, depth: depth, lower: lower, upper: character, above: above),
                check(node.hi, depth: depth, lower: character, upper: upper, above: above)
            )
            var through = check(node.eq, depth: depth + 1, lower: nil, upper: nil, above: Array((above + [character]).prefix(2)))
            if !node.endsKey, through.count == 0, removals == 0 { problems.append("node \(p) leads to no key") }
            if node.endsKey {
                through = union(through, (1, depth + 1, depth + 1))
                keyNodes.append(p)
            }
            if through.count > 0 {
                checkLengthBounds(of: node, at: p, keys: (through.shortest - depth - 1)...(through.longest - depth - 1))
            }
            total = union(total, through)
            if Int(counts[Int(p)]) != total.count { problems.append("node \(p) counts \(counts[Int(p)]) keys, holds \(total.count)") }
            return total
        }
        /// Bounds must be exact after building and inserting, and still hold after removing.
        func checkLengthBounds(of node: Node, at p: Int32, keys remaining: ClosedRange<Int>) {
            let fewest = Swift.min(remaining.lowerBound, Node.lengthCap), most = Swift.min(remaining.upperBound, Node.lengthCap)
            let exact = node.fewestRemaining == fewest && node.mostRemaining == most
            let holds = node.fewestRemaining <= fewest && node.mostRemaining >= most
            if removals == 0 ? !exact : !holds {
                problems.append("node \(p) bounds \(node.fewestRemaining)...\(node.mostRemaining) characters after it, keys have \(remaining)")
            }
        }
        let total = check(root, depth: 0, lower: nil, upper: nil, above: []).count + (store.holdsEmptyKey ? 1 : 0)
        if total != count { problems.append("tree holds \(total) keys, count is \(count)") }
        if !values.ownsExactly(keyNodes) { problems.append("the value slots do not match the keys") }
        if let unreached = seen.firstIndex(of: false) { problems.append("node \(unreached) is unreachable") }
        if expectedShortcuts != store.shortcuts { problems.append("root shortcuts are stale") }
        if removals > count { problems.append("\(removals) removed keys outnumber \(count) keys") }
        return problems
    }
}
