/// An index of the schema (``AppStore``), defined once: the migrations create it from here, and a load
/// (``ContactService/importing(_:)``) drops it and creates it again from here, so the two cannot drift.
public struct SchemaIndex: Hashable, Sendable {
    public var name: String
    public var table: String
    /// The indexed columns, as the statement lists them: `sort_key, id`.
    public var columns: String

    var create: String { "CREATE INDEX \(name) ON \(table) (\(columns))" }
    var drop: String { "DROP INDEX \(name)" }

    /// Each order's index on `contact` (``ContactOrder/index``): name, country, city, phone, updated.
    static let contactOrders = ContactOrder.Column.allCases.map { ContactOrder($0).index }
    /// The later words' index, in page order for each word (a table of its own in SQLite, ``AppStore``).
    static let contactWord = SchemaIndex(name: "contact_word_on_word", table: "contact_word", columns: "word, sort_key, contact_id")
    /// The later words by their first letter, and by their first two (``PrefixSearch/initialLengths``), each
    /// in page order: a one- or two-letter prefix's words are one range, however many words start so.
    static let contactWordInitials = PrefixSearch.initialLengths.map { letters in
        SchemaIndex(name: "contact_word_on_initial_\(letters)", table: "contact_word", columns: "\(initial(letters)), sort_key, contact_id")
    }

    /// A word's first `letters` characters, as the index and the search write it: SQLite uses an index on an
    /// expression only for the same expression, and `substr` counts characters (code points) in both stores.
    static func initial(_ letters: Int) -> String { "substr(word, 1, \(letters))" }
}
