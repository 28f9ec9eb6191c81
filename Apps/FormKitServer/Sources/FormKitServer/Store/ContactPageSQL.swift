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

/// One parameter of a page's statement, as either store binds it.
enum PageParameter {
    case text(String)
    case integer(Int64)
}

/// The one statement both stores page with, written once: the order's column and the id, so that each
/// read is one range of the order's index (`contact_on_sort_key`, `contact_on_city`, ...) either way.
extension ContactOrder {
    /// The contacts' columns, as both stores decode them.
    static let selectedColumns = "id, name, country, city, phone, phone_extension, version, updated_at"

    /// The page's SQL and its parameters in order; `placeholder(n)` writes the n-th from 1 (`?` or `$n`).
    func pageStatement(_ bounds: PageBounds, limit: Int, placeholder: (Int) -> String) -> (sql: String, parameters: [PageParameter]) {
        var conditions: [String] = []
        var parameters: [PageParameter] = []
        func add(_ condition: (String) -> String, _ parameter: PageParameter) {
            parameters.append(parameter)
            conditions.append(condition(placeholder(parameters.count)))
        }
        let (column, past) = (schemaColumn, descending ? "<" : ">")
        if let tie = bounds.tie {
            add({ "\(column) = \($0)" }, .text(tie.sortKey))
            add({ "id \(past) \($0)" }, .integer(tie.id))
        }
        if let value = bounds.past { add({ "\(column) \(past) \($0)" }, .text(value)) }
        if let lower = bounds.from { add({ "\(column) >= \($0)" }, .text(lower)) }
        if let upper = bounds.below { add({ "\(column) < \($0)" }, .text(upper)) }
        parameters.append(.integer(Int64(limit)))
        let way = descending ? " DESC" : ""
        let sql = "SELECT \(Self.selectedColumns) FROM contact"
            + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
            + " ORDER BY \(column)\(way), id\(way) LIMIT \(placeholder(parameters.count))"
        return (sql, parameters)
    }
}

extension ContactOrder {
    /// The indexes of the sortable columns but the name's (`contact_on_sort_key`, made with the table):
    /// `contact_on_country (country, id)`, `contact_on_city (city, id)`, `contact_on_phone (phone, id)`.
    static let indexStatements = Column.allCases.filter { $0 != .name }.map {
        "CREATE INDEX contact_on_\($0.rawValue) ON contact (\($0.rawValue), id)"
    }
}
