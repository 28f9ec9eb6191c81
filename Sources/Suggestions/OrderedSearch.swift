/// A depth-first search of the node array that visits keys in order and
/// leaves out the subtrees that cannot hold an answer: a partial match or a
/// neighbour search.
///
/// A search supplies three decisions and ``run(from:)`` does the walking. It
/// keeps the nodes it must come back to on a heap stack rather than
/// recursing, so a key of any length is searched without running out of
/// thread stack.
protocol OrderedSearch {
    var nodes: UnsafeBufferPointer<Node> { get }
    /// The nodes read so far.
    var visits: Int { get set }

    /// Whether the lower siblings of `frame`'s node may lead to an answer.
    func searchesLower(_ frame: WalkFrame) -> Bool

    /// Takes in the node's own character, recording the key that ends there
    /// if it is an answer, and returns the state to search its next level
    /// with, or nil when no answer lies below.
    mutating func enter(_ frame: WalkFrame) -> Int32?

    /// Whether the higher siblings of `frame`'s node may lead to an answer.
    func searchesHigher(_ frame: WalkFrame) -> Bool
}

extension OrderedSearch {
    /// Searches the tree below `root`: each node's lower siblings, then the
    /// node and its next level, then its higher siblings.
    mutating func run(from root: Int32) {
        guard root >= 0 else { return }
        var stack = WalkStack()
        var frame = WalkFrame(root, in: nodes, depth: 0)
        while true {
            let node = frame.node
            if frame.stage == .low {
                visits += 1
                frame.stage = .middle
                if node.lo >= 0, searchesLower(frame) {
                    stack.push(frame)
                    frame = WalkFrame(node.lo, in: nodes, depth: frame.depth, spent: frame.spent)
                    continue
                }
            }
            if frame.stage == .middle {
                frame.stage = .high
                if let spent = enter(frame), node.eq >= 0 {
                    stack.push(frame)
                    frame = WalkFrame(node.eq, in: nodes, depth: frame.depth + 1, spent: spent)
                    continue
                }
            }
            if node.hi >= 0, searchesHigher(frame) {
                frame = WalkFrame(node.hi, in: nodes, depth: frame.depth, spent: frame.spent)
            } else if let resumed = stack.pop() {
                frame = resumed
            } else {
                return
            }
        }
    }
}
