/// How both stores read one page of a prefix search in page order, without sorting every match.
///
/// A contact is found when its sort key starts with the prefix (one range of the sort-key index, read in
/// order) or when a later word does. The words table is keyed (word, sort key, id), so each distinct word
/// is a range already in page order: the store reads at most `limit` rows of each, and of the name range,
/// and ``page(of:limit:)`` merges them. The cost is (distinct words + 1) × limit rows, whatever the
/// table's size. A one- or two-letter prefix, which many words start with, is one range of the words'
/// initials (``SchemaIndex/contactWordInitials``), read in page order too. A three-letter one is first
/// looked for in the first rows of its two letters' range (``scannedRows(limit:)``). Only a longer prefix
/// of more than ``maximumWords`` distinct words has the store read the words' whole range and sort it.
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

    /// Whether a prefix's words are first looked for among the first rows of its two letters' initials'
    /// range: three letters. Such a prefix is often many words ("kel": Keller, Kelly, Kelsey…), each a range
    /// of its own to read, and often most of its two letters' words, so a page is near the range's start.
    static func scansInitials(_ prefix: String) -> Bool {
        prefix.unicodeScalars.count == 3
    }

    /// How many rows of the two letters' range are read for a page of `limit`: twenty a contact, so a
    /// prefix with a twentieth of its two letters' rows or more fills the page in one read. Fewer would
    /// miss a prefix that sorts after a common surname of its two letters ("Rahman" before "Rasmussen").
    static func scannedRows(limit: Int) -> Int {
        let (rows, overflow) = limit.multipliedReportingOverflow(by: 20)
        return overflow ? .max : rows
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
