/// Ranked suggestions for a half-typed or misspelt entry, such as a country or a city.
///
///     let countries = Suggester([
///         .init("France", weight: 67), .init("Finland", weight: 5.6),
///         .init("Fiji", weight: 0.9), .init("Iceland", weight: 0.4),
///     ])
///     countries.suggestions(for: "f").map(\.text)       // ["France", "Finland", "Fiji"]
///     countries.suggestions(for: "Icelnd").map(\.text)  // ["Iceland"]
///     countries.suggestions(for: "FRANCE").first?.kind  // .exact
///
/// The exact match comes first, then the completions of what was typed, then
/// the entries within a small edit distance, nearest first. Entries of the
/// same kind and distance are ordered by the caller's weight (population,
/// popularity), then alphabetically. By default, case and diacritics are
/// folded, so "zurich" finds "Zürich"; ``TextFolding`` turns that off.
public struct Suggester: Sendable {
    /// A text to suggest and its weight.
    public struct Entry: Sendable, Hashable {
        /// The text shown and searched.
        public var text: String
        /// How strongly to prefer it among equally good matches (population, popularity); larger first.
        public var weight: Double

        /// An entry for `text`, ranked by `weight` among equals.
        ///
        ///     Suggester.Entry("Paris", weight: 2_100_000).text  // "Paris"
        public init(_ text: String, weight: Double = 0) {
            self.text = text
            self.weight = weight
        }
    }

    /// The entries, in the order given.
    public let entries: [Entry]
    /// How typed text and entries are compared.
    public let folding: TextFolding
    /// Folded text → the entries that fold to it.
    private let tree: TernarySearchTree<[Int]>

    /// Creates a suggester over `entries`; entries whose texts fold alike are all kept.
    ///
    /// - Complexity: O(*n* log *n*) for *n* entries.
    public init(_ entries: some Sequence<Entry>, folding: TextFolding = .all) {
        self.entries = Array(entries)
        self.folding = folding
        tree = TernarySearchTree(
            self.entries.enumerated().map { (folding.fold($0.element.text), [$0.offset]) },
            uniquingKeysWith: +
        )
    }

    /// Creates a suggester over texts that all weigh the same.
    public init(texts: some Sequence<String>, folding: TextFolding = .all) {
        self.init(texts.map { Entry($0) }, folding: folding)
    }

    /// The best suggestions for `typed`, at most `limit` of them.
    ///
    /// `maxDistance` is the largest edit distance of a near match; by
    /// default it grows with what was typed: 0 up to 2 characters, 1 up to 5,
    /// then 2.
    ///
    /// - Complexity: about the number of completions of `typed`, plus an
    ///   edit-distance search of the tree.
    public func suggestions(for typed: String, limit: Int = 10, maxDistance: Int? = nil) -> [Suggestion] {
        guard limit > 0 else { return [] }
        let key = folding.fold(typed)
        let distance = maxDistance ?? Self.defaultDistance(forLength: key.unicodeScalars.count)
        var best: [Int: Suggestion] = [:]
        func offer(_ indexes: [Int], _ kind: Suggestion.Kind) {
            for index in indexes where best[index] == nil {
                best[index] = Suggestion(text: entries[index].text, kind: kind, weight: entries[index].weight)
            }
        }
        for completion in tree.completions(of: key) {
            offer(completion.value, completion.key.unicodeScalars.count == key.unicodeScalars.count ? .exact : .completion)
        }
        for neighbor in tree.neighbors(of: key, withinEditDistance: distance) where neighbor.distance > 0 {
            offer(neighbor.value, .near(distance: neighbor.distance))
        }
        return Array(best.values.sorted { $0.ranks(before: $1) }.prefix(limit))
    }

    /// The default largest edit distance for a typed text of `length` scalars.
    static func defaultDistance(forLength length: Int) -> Int {
        switch length {
        case ...2: 0
        case ...5: 1
        default: 2
        }
    }
}
