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

    private enum Stage { case low, here, high }

    /// Starts at `start`, whose keys all begin with the `depth` characters of `prefix`.
    init(nodes: [Node], counts: [Int32], start: Int32, depth: Int, prefix: [UInt32] = []) {
        self.nodes = nodes
        self.counts = counts
        path = Array(prefix.prefix(depth))
        if start >= 0 { stack.append(Frame(node: start, depth: Int32(depth), stage: .low)) }
    }

    /// The next key's encoded scalars and value slot, or nil when done.
    mutating func next() -> (key: ArraySlice<UInt32>, slot: Int32)? {
        while let top = stack.last {
            let p = Int(top.node)
            let node = nodes[p]
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
                stack[stack.count - 1].stage = .high
                let depth = Int(top.depth)
                if node.isEnd {
                    if node.eq >= 0 { return (path[..<depth], node.eq) }
                } else if node.eq >= 0 {
                    if path.count > depth { path[depth] = node.split } else { path.append(node.split) }
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
