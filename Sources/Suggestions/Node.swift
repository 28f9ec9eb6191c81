/// One node of a ``TernarySearchTree``: a split character and three child links, 16 bytes.
///
/// Four nodes share a cache line. The number of keys below each node lives
/// in a parallel array, ``TernarySearchTree/counts``, which only rank,
/// select, prefix counts and mutations read.
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

    @inlinable
    init(split: UInt32) {
        self.split = split
        lo = -1
        eq = -1
        hi = -1
    }

    /// Whether this node ends a key.
    @inlinable var isEnd: Bool { split == 0 }
}

/// The split character that ends every key.
@usableFromInline let endOfKey: UInt32 = 0
