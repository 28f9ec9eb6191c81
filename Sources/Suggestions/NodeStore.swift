/// The nodes of a ``TernarySearchTree`` without its values: the part of the
/// tree that does not depend on the value type.
///
/// Keeping it non-generic lets the compiler optimize every search fully
/// inside this module, and lets the tree's small public wrappers be inlined
/// into callers without exposing the algorithms.
@usableFromInline
struct NodeStore: Sendable {
    /// All nodes; links are indexes into this array, `-1` is no node.
    @usableFromInline var nodes: [Node] = []
    /// For each node, the number of keys in its subtree: below `lo`, `eq`, `hi`, and ending here.
    @usableFromInline var counts: [Int32] = []
    /// The first node, or `-1` when the tree has no nodes.
    @usableFromInline var root: Int32 = -1
    /// Shortcuts from the first one or two ASCII characters to their nodes.
    @usableFromInline var shortcuts = RootShortcuts()
    /// Whether the empty string is a key. It has no node; ``emptyKey`` stands for it.
    @usableFromInline var holdsEmptyKey = false

    /// Where the empty key is found, in place of a node index.
    @usableFromInline static let emptyKey: Int32 = -2

    @usableFromInline init() {}

    /// The number of keys in the subtree at `node`, 0 for no node.
    @inline(__always)
    func subtreeCount(_ node: Int32) -> Int {
        node >= 0 ? Int(counts[Int(node)]) : 0
    }
}
