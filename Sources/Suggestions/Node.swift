/// One node of a ``TernarySearchTree``: a character, a key-end flag and three child links, 16 bytes.
///
/// A node stands for one character of every key that passes through it:
/// `eq` leads to the keys' next character, `lo` and `hi` to the sibling nodes
/// whose characters are smaller and greater. A key ends at the node of its
/// last character, which carries the flag, so a key costs no node beyond its
/// characters (the seed article's separate end node would add one per key).
///
/// The node also bounds the lengths of the keys through it: the fewest and
/// most characters that follow it in those keys, five bits each, so partial
/// matches and neighbour searches skip subtrees whose keys are all too short
/// or too long. Removing a key leaves the bounds loose but still true.
///
/// Four nodes share a cache line. The number of keys below each node lives
/// in a parallel array, ``NodeStore/counts``, which only rank, select,
/// prefix counts and mutations read.
@usableFromInline
struct Node: Sendable, Hashable {
    /// From the low bit up: the character's Unicode scalar value (21 bits),
    /// the fewest and the most characters after it in any key through it
    /// (5 bits each, 31 meaning 31 or more), and the key-end flag.
    @usableFromInline var bits: UInt32
    /// The sibling subtree whose characters are smaller, or -1.
    @usableFromInline var lo: Int32
    /// The subtree of the next character, or -1.
    @usableFromInline var eq: Int32
    /// The sibling subtree whose characters are greater, or -1.
    @usableFromInline var hi: Int32

    /// A node for `character` on the path of keys with `remaining` characters after it.
    @inlinable
    init(character: UInt32, remaining: ClosedRange<Int>, endsKey: Bool = false) {
        bits = character | Self.lengthBits(remaining) | (endsKey ? Self.keyEndBit : 0)
        lo = -1
        eq = -1
        hi = -1
    }

    /// A node for `character` whose length bounds are set later, by ``NodeStore/setLengthBounds()``.
    @inlinable
    init(character: UInt32) {
        bits = character
        lo = -1
        eq = -1
        hi = -1
    }

    /// The flag that marks a node where a key ends; no Unicode scalar value reaches it.
    @usableFromInline static let keyEndBit: UInt32 = 1 << 31
    private static let characterBits: UInt32 = 0x1F_FFFF
    /// The largest length bound; it stands for that many characters or more.
    static let lengthCap = 31

    /// The Unicode scalar value of the node's character.
    @inlinable var character: UInt32 { bits & 0x1F_FFFF }

    /// The fewest characters that follow this node in a key through it, at most ``lengthCap``.
    var fewestRemaining: Int { Int(bits >> 21 & 31) }

    /// The most characters that follow this node in a key through it; ``lengthCap`` means no bound.
    var mostRemaining: Int { Int(bits >> 26 & 31) }

    /// Whether some key through this node may have from `fewest` to `most` characters after it.
    @inline(__always)
    func mayContinue(byAtLeast fewest: Int, atMost most: Int) -> Bool {
        fewest <= most && most >= fewestRemaining && (fewest <= mostRemaining || mostRemaining == Self.lengthCap)
    }

    /// Widens the length bounds to take in a key with `remaining` characters after this node.
    mutating func include(remaining: Int) {
        setLengthBounds(min(fewestRemaining, remaining)...max(mostRemaining, remaining))
    }

    /// Sets the length bounds to `remaining`, capped at ``lengthCap``.
    mutating func setLengthBounds(_ remaining: ClosedRange<Int>) {
        bits = bits & (Self.characterBits | Self.keyEndBit) | Self.lengthBits(remaining)
    }

    @usableFromInline
    static func lengthBits(_ remaining: ClosedRange<Int>) -> UInt32 {
        UInt32(min(remaining.lowerBound, lengthCap)) << 21 | UInt32(min(remaining.upperBound, lengthCap)) << 26
    }

    /// Whether a key ends at this node.
    @inlinable var endsKey: Bool {
        get { bits & Self.keyEndBit != 0 }
        set { bits = newValue ? bits | Self.keyEndBit : bits & ~Self.keyEndBit }
    }
}
