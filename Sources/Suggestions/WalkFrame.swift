/// A node of an ``OrderedSearch``, and what is left to do there.
struct WalkFrame {
    /// The node's index.
    var index: Int32
    /// The node itself, kept so that coming back to it reads no memory.
    var node: Node
    /// The number of characters above the node's level.
    var depth: Int32
    /// Search state carried down the path, such as mismatches spent so far.
    var spent: Int32 = 0
    /// What is left to do at the node.
    var stage: Stage = .low

    /// A frame for node `index` of `nodes`, with nothing done there yet.
    @inline(__always)
    init(_ index: Int32, in nodes: UnsafeBufferPointer<Node>, depth: Int32, spent: Int32 = 0) {
        self.index = index
        node = nodes[Int(index)]
        self.depth = depth
        self.spent = spent
    }

    /// The parts of a node's subtree still to search.
    enum Stage {
        /// Its lower siblings, then the rest.
        case low
        /// Its own character and next level, then its higher siblings.
        case middle
        /// Its higher siblings.
        case high
    }
}
