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
    /// For each node, the number of live keys in its subtree (below `lo`, `eq`, `hi`, and here).
    @usableFromInline var counts: [Int32] = []
    /// The first node, or `-1` when the tree has no nodes.
    @usableFromInline var root: Int32 = -1
    /// Shortcuts from the first one or two ASCII characters to their nodes.
    @usableFromInline var shortcuts = RootShortcuts()

    @usableFromInline init() {}
}
