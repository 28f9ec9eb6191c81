/// A sorted map from strings to values, stored as Bentley and Sedgewick's ternary search tree.
///
/// Like a `Dictionary`, it inserts, updates, finds and removes keys. Unlike a
/// `Dictionary`, it keeps its keys in order and answers the questions a
/// dictionary of words is asked: completions of a prefix, crossword patterns,
/// words within a Hamming or edit distance, and rank and select.
///
///     var capitals = TernarySearchTree<String>()
///     capitals["Paris"] = "France"
///     capitals["Pretoria"] = "South Africa"
///     capitals["Pa"]                                 // nil
///     capitals.completions(of: "P").map(\.key)       // ["Paris", "Pretoria"]
///     capitals.matches(for: "P.r.s").map(\.key)      // ["Paris"]
///     capitals.rank(of: "Pretoria")                  // 1
///
/// Keys are compared Unicode scalar by Unicode scalar after NFC normalization,
/// so "é" typed as one scalar or as "e" plus a combining accent is the same key,
/// and every distance counts Unicode scalars.
///
/// The nodes live in one flat array with 32-bit child indexes, the seed
/// article's "buffer of nodes", 16 bytes each; a key ends at the node of its
/// last character. Each node also counts the keys below it, which
/// makes ``rank(of:)``, ``key(atRank:)`` and ``count(withPrefix:)`` logarithmic.
/// ``init(_:uniquingKeysWith:)`` builds a balanced tree in one pass and lays it
/// out depth-first, which is the fastest shape to search.
///
/// - Complexity: Finding a key of length *k* among *n* keys compares at most
///   about log₂ *n* + *k* characters.
public struct TernarySearchTree<Value> {
    /// The nodes, their counts and the root shortcuts: everything but the values.
    @usableFromInline var store = NodeStore()
    /// The keys' values, found from the node where each key ends.
    @usableFromInline var values = ValueSlots<Value>()
    /// Keys removed since the tree was last built balanced; their nodes are
    /// reclaimed by a rebuild once they outnumber the keys left.
    @usableFromInline var removals = 0

    /// All nodes; links are indexes into this array, `-1` is no node.
    var nodes: [Node] { store.nodes }
    /// For each node, the number of keys in its subtree.
    var counts: [Int32] { store.counts }
    /// The first node, or `-1` when the tree has no nodes.
    var root: Int32 { store.root }

    /// Creates an empty tree.
    ///
    ///     let tree = TernarySearchTree<Int>()
    ///     tree.isEmpty // true
    public init() {}

    /// The number of keys in the tree.
    ///
    /// - Complexity: O(1).
    public var count: Int { values.count }

    /// Whether the tree holds no keys.
    public var isEmpty: Bool { values.count == 0 }

    /// The number of nodes in the node array, including any not yet reclaimed after removals.
    public var nodeCount: Int { nodes.count }

    /// The bytes the tree's arrays hold: nodes, counts, value slots and the root shortcuts.
    ///
    /// This counts the storage the tree uses, not the capacity the arrays
    /// reserved, and not what the values themselves point to. A set of
    /// words (`Value == Void`) keeps no value slots.
    public var storageBytes: Int {
        nodes.count * (MemoryLayout<Node>.stride + MemoryLayout<Int32>.stride)
            + values.storageBytes + store.shortcuts.storageBytes
    }

    /// The value of the key that ends at `node` (or ``NodeStore/emptyKey``).
    @inlinable
    func value(at node: Int32) -> Value { values.value(at: node) }
}

extension TernarySearchTree: Sendable where Value: Sendable {}

extension TernarySearchTree where Value == Void {
    /// Creates a set of words, built balanced; duplicates are kept once.
    ///
    ///     let words = TernarySearchTree(words: ["banana", "apple", "banana"])
    ///     words.count // 2
    public init(words: some Sequence<String>) {
        let texts = Array(words)
        self.init(texts: texts, values: Array(repeating: (), count: texts.count), uniquingKeysWith: { first, _ in first })
    }

    /// Adds `word`, returning whether it was new.
    ///
    ///     var words = TernarySearchTree<Void>()
    ///     words.insert("cat") // true
    ///     words.insert("cat") // false
    @discardableResult
    public mutating func insert(_ word: String) -> Bool {
        updateValue((), forKey: word) == nil
    }
}
