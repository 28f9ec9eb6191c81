/// How both stores read one page of a prefix search in page order, without sorting every match.
///
/// A contact is found when its sort key starts with the prefix (one range of the sort-key index, read in
/// order) or when a later word does. The words table is keyed (word, sort key, id), so each distinct word
/// is a range already in page order: the store reads at most `limit` rows of each, and of the name range,
/// and ``page(of:limit:)`` merges them. The cost is (distinct words + 1) × limit rows, whatever the
/// table's size. A one- or two-letter prefix, which many words start with, is one range of the words'
/// initials (``SchemaIndex/contactWordInitials``), read in page order too. Only a longer prefix of more
/// than ``maximumWords`` distinct words has the store read the words' whole range and sort it.
enum PrefixSearch {
    /// The most distinct later words read one range each; past it, one sorted read of the whole range.
    static let maximumWords = 32
    /// The prefixes' lengths, in characters, whose words are one range of an index of initials.
    static let initialLengths = 1...2

    /// The prefix's length when its words are one range of an index of initials; nil for a longer one.
    /// Characters as the stores' `substr` counts them: Unicode scalars, not Swift's grapheme clusters.
    static func initialLength(of prefix: String) -> Int? {
        let letters = prefix.unicodeScalars.count
        return initialLengths.contains(letters) ? letters : nil
    }

    /// The cursor the name range is read after: none while the cursor is before the prefix's first key
    /// (the range then starts at the prefix), else the cursor (its ties, then the names past it).
    static func nameRangeCursor(lower: String, after: ContactCursor) -> ContactCursor? {
        after > ContactCursor(sortKey: lower, id: .min) ? after : nil
    }

    /// The page: the hits in (sort key, id) order, each contact once, at most `limit`.
    static func page(of hits: [ContactCursor], limit: Int) -> [ContactCursor] {
        var seen: Set<Int64> = []
        var page: [ContactCursor] = []
        for hit in hits.sorted() where page.count < limit && seen.insert(hit.id).inserted {
            page.append(hit)
        }
        return page
    }
}

extension ContactCursor: Comparable {
    /// Page order: by sort key (bytes, as both stores compare), then id.
    public static func < (left: ContactCursor, right: ContactCursor) -> Bool {
        if left.sortKey != right.sortKey { return left.sortKey.utf8.lexicographicallyPrecedes(right.sortKey.utf8) }
        return left.id < right.id
    }
}
