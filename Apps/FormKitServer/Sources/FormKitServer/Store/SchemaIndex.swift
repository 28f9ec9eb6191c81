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
}
