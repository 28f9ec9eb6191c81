/// One node of a ``TernarySearchTree``: a split character and three child links.
///
/// A key is stored as the path of its characters followed by an *end node*
/// whose split is 0, as in the seed article. Characters are stored as their
/// Unicode scalar value plus one, so that the end of a key sorts before every
/// character and a key may even hold U+0000.
@usableFromInline
struct Node: Sendable, Hashable {
    /// 0 for an end node, otherwise a Unicode scalar value plus one.
    @usableFromInline var split: UInt32
    /// The subtree whose split characters are smaller, or -1.
    @usableFromInline var lo: Int32
    /// The next character's subtree; for an end node, its value slot (-1 once removed).
    @usableFromInline var eq: Int32
    /// The subtree whose split characters are greater, or -1.
    @usableFromInline var hi: Int32
    /// The number of keys in this node's subtree: below `lo`, `eq` and `hi`, and here.
    @usableFromInline var count: Int32

    @inlinable
    init(split: UInt32) {
        self.split = split
        lo = -1
        eq = -1
        hi = -1
        count = 0
    }

    /// Whether this node ends a key.
    @inlinable var isEnd: Bool { split == 0 }
}

/// The split character that ends every key.
@usableFromInline let endOfKey: UInt32 = 0
