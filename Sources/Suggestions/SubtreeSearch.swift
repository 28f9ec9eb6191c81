/// A depth-first search of the node array that reads each node once, in
/// the order the nodes are laid out, and leaves out the subtrees that cannot
/// hold an answer: a partial match or a neighbour search.
///
/// A search supplies two decisions and ``run(from:)`` does the walking. It
/// reads a node, notes which of its siblings to come back to, and goes on to
/// its next level: node, `eq` subtree, `lo` subtree, `hi` subtree, the order
/// in which the balanced build writes them, so memory is read forwards. The
/// keys it finds are therefore not in key order; ``FoundKeys`` sorts them.
///
/// The nodes to come back to are kept on a heap stack rather than by
/// recursion, so a key of any length is searched without running out of
/// thread stack.
protocol SubtreeSearch {
    var nodes: UnsafeBufferPointer<Node> { get }
    /// The nodes read so far.
    var visits: Int { get set }

    /// Whether the lower and the higher siblings of `node`, at `depth`, may lead to an answer.
    func searchesSiblings(of node: Node, atDepth depth: Int) -> (lower: Bool, higher: Bool)

    /// Takes in the node's own character, recording the key that ends there
    /// if it is an answer, and returns whether an answer may lie below it.
    mutating func enter(_ node: Node, at index: Int32, depth: Int) -> Bool
}

extension SubtreeSearch {
    /// Searches the tree below `root`.
    mutating func run(from root: Int32) {
        guard root >= 0 else { return }
        var pending = SearchStack()
        var next = SearchStack.Entry(node: root, depth: 0)
        var read = 0
        defer { visits += read }
        while true {
            let node = nodes[Int(next.node)]
            let depth = next.depth
            read &+= 1
            pending.reserve(2)
            let siblings = searchesSiblings(of: node, atDepth: Int(depth))
            // Go on to one child and keep the others for later; a search
            // that follows a given character goes on without the stack.
            var follow: Int32
            if enter(node, at: next.node, depth: Int(depth)), node.eq >= 0 {
                if siblings.higher { pending.pushReserved(node.hi, depth: depth) }
                if siblings.lower { pending.pushReserved(node.lo, depth: depth) }
                next = SearchStack.Entry(node: node.eq, depth: depth &+ 1)
                continue
            } else if siblings.lower {
                if siblings.higher { pending.pushReserved(node.hi, depth: depth) }
                follow = node.lo
            } else {
                follow = siblings.higher ? node.hi : -1
            }
            if follow >= 0 {
                next = SearchStack.Entry(node: follow, depth: depth)
            } else if let popped = pending.pop() {
                next = popped
            } else {
                return
            }
        }
    }
}
