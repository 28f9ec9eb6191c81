/// Direct links from a key's first one, two or three ASCII characters to their nodes.
///
/// Every search of the tree starts by comparing the first characters against
/// the top levels, which are the same for every key. Tables of node indexes
/// for one and two ASCII characters (128 + 128 × 128) and for three
/// lowercase letters (26 × 26 × 26, the commonest start of a word in a
/// Latin-script list) replace those comparisons with one array read, and
/// answer most misses without touching a node. They take 135 KB whatever
/// the tree's size.
@usableFromInline
struct RootShortcuts: Sendable, Hashable {
    /// The first-level node whose character is ASCII `c`, at index `c`.
    @usableFromInline var first = [Int32](repeating: -1, count: 128)
    /// The second-level node for ASCII characters `a` then `b`, at index `a * 128 + b`.
    @usableFromInline var pair = [Int32](repeating: -1, count: 128 * 128)

    /// The third-level node for lowercase ASCII letters `a`, `b`, `c`, at ``tripleIndex(_:_:_:)``.
    @usableFromInline var triple = [Int32](repeating: -1, count: 26 * 26 * 26)

    /// Where three bytes' node is in `triple`, or nil unless all three are lowercase ASCII letters.
    @inlinable
    static func tripleIndex(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int? {
        let (a, b, c) = (a &- 97, b &- 97, c &- 97)
        guard a < 26, b < 26, c < 26 else { return nil }
        return Int(a) &* 676 &+ Int(b) &* 26 &+ Int(c)
    }

    /// Records node `p`, the character at `depth` of a key starting with `first`.
    mutating func record(_ p: Int32, character: UInt32, depth: Int, first: UInt32) {
        guard character < 128 else { return }
        if depth == 0 {
            self.first[Int(character)] = p
        } else if depth == 1, first < 128 {
            pair[Int(first) &* 128 &+ Int(character)] = p
        }
    }

    /// Records node `p`, the third character of a key whose first three characters are `a`, `b`, `c`.
    mutating func record(_ p: Int32, third a: UInt32, _ b: UInt32, _ c: UInt32) {
        guard a < 128, b < 128, c < 128, let index = Self.tripleIndex(UInt8(a), UInt8(b), UInt8(c)) else { return }
        triple[index] = p
    }

    /// The bytes the two tables hold.
    var storageBytes: Int { (first.count + pair.count + triple.count) * MemoryLayout<Int32>.stride }
}
