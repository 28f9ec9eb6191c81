/// Direct links from a key's first one or two ASCII characters to their nodes.
///
/// Every search of the tree starts by comparing the first characters against
/// the top levels, which are the same for every key. A 128 + 128 × 128 table
/// of node indexes replaces those comparisons with one array read, and
/// answers a miss on an unknown first pair without touching a node.
@usableFromInline
struct RootShortcuts: Sendable, Hashable {
    /// The first-level node whose character is ASCII `c`, at index `c`.
    @usableFromInline var first = [Int32](repeating: -1, count: 128)
    /// The second-level node for ASCII characters `a` then `b`, at index `a * 128 + b`.
    @usableFromInline var pair = [Int32](repeating: -1, count: 128 * 128)

    /// Records node `p`, the character at `depth` of a key starting with `first`.
    mutating func record(_ p: Int32, character: UInt32, depth: Int, first: UInt32) {
        guard character < 128 else { return }
        if depth == 0 {
            self.first[Int(character)] = p
        } else if depth == 1, first < 128 {
            pair[Int(first) &* 128 &+ Int(character)] = p
        }
    }

    /// The bytes the two tables hold.
    var storageBytes: Int { (first.count + pair.count) * MemoryLayout<Int32>.stride }
}
