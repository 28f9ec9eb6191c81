/// Direct links from a key's first one or two ASCII characters to their nodes.
///
/// Every search of the tree starts by comparing the first characters against
/// the top levels, which are the same for every key. A 128 + 128 × 128 table
/// of node indexes replaces those comparisons with one array read, and
/// answers a miss on an unknown first pair without touching a node.
@usableFromInline
struct RootShortcuts: Sendable, Hashable {
    /// The first-level node whose split is ASCII scalar `c`, at index `c`.
    @usableFromInline var first = [Int32](repeating: -1, count: 128)
    /// The second-level node for ASCII scalars `a` then `b`, at index `a * 128 + b`.
    @usableFromInline var pair = [Int32](repeating: -1, count: 128 * 128)

    /// Whether an encoded scalar (value plus one) is an ASCII character.
    @inlinable
    static func isASCII(_ encoded: UInt32) -> Bool { encoded &- 1 < 128 }

    /// The bytes the two tables hold.
    var storageBytes: Int { (first.count + pair.count) * MemoryLayout<Int32>.stride }
}
