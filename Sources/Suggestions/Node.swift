/// One node of a ``TernarySearchTree``: a character, a key-end flag and three child links, 16 bytes.
///
/// A node stands for one character of every key that passes through it:
/// `eq` leads to the keys' next character, `lo` and `hi` to the sibling nodes
/// whose characters are smaller and greater. A key ends at the node of its
/// last character, which carries the flag, so a key costs no node beyond its
/// characters (the seed article's separate end node would add one per key).
///
/// Four nodes share a cache line. The number of keys below each node lives
/// in a parallel array, ``NodeStore/counts``, which only rank, select,
/// prefix counts and mutations read.
@usableFromInline
struct Node: Sendable, Hashable {
    /// The character's Unicode scalar value, with ``keyEndBit`` set when a key ends here.
    @usableFromInline var bits: UInt32
    /// The sibling subtree whose characters are smaller, or -1.
    @usableFromInline var lo: Int32
    /// The subtree of the next character, or -1.
    @usableFromInline var eq: Int32
    /// The sibling subtree whose characters are greater, or -1.
    @usableFromInline var hi: Int32

    @inlinable
    init(character: UInt32, endsKey: Bool = false) {
        bits = endsKey ? character | Self.keyEndBit : character
        lo = -1
        eq = -1
        hi = -1
    }

    /// The flag that marks a node where a key ends; no Unicode scalar value reaches it.
    @usableFromInline static let keyEndBit: UInt32 = 1 << 31

    /// The Unicode scalar value of the node's character.
    @inlinable var character: UInt32 { bits & ~Self.keyEndBit }

    /// Whether a key ends at this node.
    @inlinable var endsKey: Bool {
        get { bits & Self.keyEndBit != 0 }
        set { bits = newValue ? bits | Self.keyEndBit : bits & ~Self.keyEndBit }
    }
}
