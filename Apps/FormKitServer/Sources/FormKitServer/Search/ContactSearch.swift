/// A name search of several words: a contact matches when each word of the query starts a word of its
/// name, in any order ("zelie quarles" finds "Zélie Marchetti Quarles"), compared folded (case, accents,
/// apostrophes; ``ContactSearchKeys``).
///
/// The store answers one word from its indexes (``probe``, the longest word: the fewest rows); the
/// others are checked here, on the rows that word finds.
///
/// ```swift
/// let search = ContactSearch("zelie  QUARLES")
/// search.words                                        // ["zelie", "quarles"]
/// search.probe                                        // "quarles"
/// search.matches(name: "Zélie Marchetti Quarles")     // true
/// search.matches(name: "Zélie Marchetti")             // false
/// ```
public struct ContactSearch: Hashable, Sendable {
    /// The query's words, folded, without repeats, in the order typed.
    public let words: [String]

    public init(_ query: String) {
        words = ContactSearchKeys.words(ofSortKey: ContactSearchKeys.sortKey(of: query))
    }

    /// The word the store looks up: the longest (the first of equals); nil for an empty query.
    public var probe: String? {
        words.max { $0.count < $1.count }.map { longest in words.first { $0.count == longest.count } ?? longest }
    }

    /// Whether the query needs more than the store's one-word lookup.
    public var hasSeveralWords: Bool { words.count > 1 }

    /// Whether every query word starts a word of `name`.
    public func matches(name: String) -> Bool {
        matches(sortKey: ContactSearchKeys.sortKey(of: name))
    }

    /// Whether every query word starts a word of the folded name `sortKey`.
    public func matches(sortKey: String) -> Bool {
        let nameWords = sortKey.split(separator: " ")
        return words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
    }
}
