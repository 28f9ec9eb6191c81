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
/// article's "buffer of nodes". Each node also counts the keys below it, which
/// makes ``rank(of:)``, ``key(atRank:)`` and ``count(withPrefix:)`` logarithmic.
/// ``init(_:uniquingKeysWith:)`` builds a balanced tree in one pass and lays it
/// out depth-first, which is the fastest shape to search.
///
/// - Complexity: Finding a key of length *k* among *n* keys compares at most
///   about log₂ *n* + *k* characters.
public struct TernarySearchTree<Value> {
    /// The nodes, their counts and the root shortcuts: everything but the values.
    @usableFromInline var store = NodeStore()
    /// The values, in no particular order; an end node's `eq` holds its slot.
    @usableFromInline var values: [Value] = []
    /// For each value slot, the end node that owns it.
    @usableFromInline var owners: [Int32] = []
    /// End nodes whose key was removed; they are reclaimed by the next rebuild.
    @usableFromInline var removedEnds = 0

    /// All nodes; links are indexes into this array, `-1` is no node.
    var nodes: [Node] { store.nodes }
    /// For each node, the number of live keys in its subtree.
    var counts: [Int32] { store.counts }
    /// The first node, or `-1` when the tree has no nodes.
    var root: Int32 { store.root }
    /// Shortcuts from the first one or two ASCII characters to their nodes.
    var shortcuts: RootShortcuts { store.shortcuts }

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
    public var isEmpty: Bool { values.isEmpty }

    /// The number of nodes in the node array, including any not yet reclaimed after removals.
    public var nodeCount: Int { nodes.count }

    /// The bytes the tree's arrays hold: nodes, counts, values, value owners and the root shortcuts.
    ///
    /// This counts the storage the tree uses, not the capacity the arrays
    /// reserved, and not what the values themselves point to.
    public var storageBytes: Int {
        nodes.count * (MemoryLayout<Node>.stride + MemoryLayout<Int32>.stride)
            + values.count * MemoryLayout<Value>.stride
            + owners.count * MemoryLayout<Int32>.stride
            + shortcuts.storageBytes
    }
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
