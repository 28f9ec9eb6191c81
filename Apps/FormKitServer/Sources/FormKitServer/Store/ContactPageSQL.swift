/// Which rows of an order one read of ``AppStore/page(_:_:limit:)`` takes: each bound a seek into the
/// order's index, or a range of it.
public struct PageBounds: Hashable, Sendable {
    /// Only the rows with the cursor's value, past its id in the order's direction (the cursor's ties).
    public var tie: ContactCursor?
    /// Only the values past this one in the order's direction.
    public var past: String?
    /// Only the values at or above this one.
    public var from: String?
    /// Only the values below this one.
    public var below: String?

    public init(tie: ContactCursor? = nil, past: String? = nil, from: String? = nil, below: String? = nil) {
        self.tie = tie
        self.past = past
        self.from = from
        self.below = below
    }
}

/// The one statement both stores page with, written once: the order's column and the id, so that each
/// read is one range of the order's index (`contact_on_sort_key`, `contact_on_city`, ...) either way.
extension ContactOrder {
    /// The contacts' columns, as both stores decode them.
    static let selectedColumns = "id, name, country, city, phone, phone_extension, version, updated_at"
    /// The same columns named by their table, for a statement that joins `contact` to another.
    static let contactColumns = selectedColumns.split(separator: ", ").map { "contact.\($0)" }.joined(separator: ", ")

    /// The page's SQL, in the store's dialect, and its parameters in order.
    func pageStatement(_ bounds: PageBounds, limit: Int, dialect: SQLDialect) -> (sql: String, parameters: [SQLValue]) {
        var conditions: [String] = []
        var parameters: [SQLValue] = []
        func add(_ condition: (String) -> String, _ parameter: SQLValue) {
            parameters.append(parameter)
            conditions.append(condition(dialect.placeholder(parameters.count)))
        }
        let (column, past) = (schemaColumn, descending ? "<" : ">")
        // A cursor's value: text, or for `updated` microseconds (``ContactQuery`` refuses a cursor that is not).
        let byTime = self.column == .updated
        func cursorValue(_ value: String) -> SQLValue { byTime ? .integer(Int64(value) ?? 0) : .text(value) }
        func compared(_ placeholder: String) -> String { byTime ? dialect.instant(placeholder) : placeholder }
        if let tie = bounds.tie {
            add({ "\(column) = \(compared($0))" }, cursorValue(tie.sortKey))
            add({ "id \(past) \($0)" }, .integer(tie.id))
        }
        if let value = bounds.past { add({ "\(column) \(past) \(compared($0))" }, cursorValue(value)) }
        if let lower = bounds.from { add({ "\(column) >= \($0)" }, .text(lower)) }
        if let upper = bounds.below { add({ "\(column) < \($0)" }, .text(upper)) }
        parameters.append(.integer(Int64(limit)))
        let way = descending ? " DESC" : ""
        let sql = "SELECT \(Self.selectedColumns) FROM contact"
            + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
            + " ORDER BY \(column)\(way), id\(way) LIMIT \(dialect.placeholder(parameters.count))"
        return (sql, parameters)
    }
}

extension ContactOrder {
    /// The order's index: `contact_on_sort_key (sort_key, id)`, `contact_on_city (city, id)`, ...
    var index: SchemaIndex { SchemaIndex(name: "contact_on_\(schemaColumn)", table: "contact", columns: "\(schemaColumn), id") }

    /// The indexes of the text columns sorted as stored (the name's, `contact_on_sort_key`, is made with the
    /// table): `contact_on_country (country, id)`, `contact_on_city (city, id)`, `contact_on_phone (phone, id)`.
    /// A migration runs these: the list stays as it is (``updatedIndexStatement`` came later).
    static let indexStatements = [Column.country, .city, .phone].map { ContactOrder($0).index.create }

    /// The index of the `updated` order: keyset pages by (updated_at, id), two seeks a page.
    static let updatedIndexStatement = ContactOrder(.updated).index.create
}
