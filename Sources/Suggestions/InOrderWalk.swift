/// Visits the keys below a node in sorted order, one at a time, without recursion.
///
/// It keeps an explicit stack, so it can pause between keys: the tree's
/// iterator and ``TernarySearchTree/completions(of:limit:)`` both drive it.
/// Subtrees whose count is zero hold only removed keys and are skipped.
struct InOrderWalk {
    private let nodes: [Node]
    private let counts: [Int32]
    /// The characters from the top of the tree to the current node.
    private var path: [UInt32]
    private var stack: [Frame] = []
    /// The nodes read so far.
    private(set) var visits = 0

    private struct Frame {
        var node: Int32
        var depth: Int32
        var stage: Stage
    }

    /// What is left to do at a node: its `lo` subtree, its own key, its `eq` subtree, its `hi` subtree.
    private enum Stage { case low, here, middle, high }

    /// Starts at `start`, a level whose keys all begin with `prefix`.
    init(nodes: [Node], counts: [Int32], start: Int32, prefix: [UInt32] = []) {
        self.nodes = nodes
        self.counts = counts
        path = prefix
        if start >= 0 { stack.append(Frame(node: start, depth: Int32(prefix.count), stage: .low)) }
    }

    /// The next key's scalar values and the node where it ends, or nil when done.
    mutating func next() -> (key: ArraySlice<UInt32>, node: Int32)? {
        while let top = stack.last {
            let p = Int(top.node)
            let node = nodes[p]
            let depth = Int(top.depth)
            switch top.stage {
            case .low:
                visits += 1
                stack[stack.count - 1].stage = .here
                if counts[p] == 0 {
                    stack.removeLast()
                } else if node.lo >= 0 {
                    stack.append(Frame(node: node.lo, depth: top.depth, stage: .low))
                }
            case .here:
                stack[stack.count - 1].stage = .middle
                if path.count > depth { path[depth] = node.character } else { path.append(node.character) }
                if node.endsKey { return (path[...depth], top.node) }
            case .middle:
                stack[stack.count - 1].stage = .high
                if node.eq >= 0 {
                    stack.append(Frame(node: node.eq, depth: top.depth + 1, stage: .low))
                }
            case .high:
                stack.removeLast()
                if node.hi >= 0 { stack.append(Frame(node: node.hi, depth: top.depth, stage: .low)) }
            }
        }
        return nil
    }
}
