/// The one statement both stores page with (``AppStore/page(_:after:below:limit:)``), written once: the
/// order's column and id compared as one row value after the cursor, so that the page is one range of
/// the order's index (`contact_on_sort_key`, `contact_on_city`, ...) whichever way it is read.
extension ContactOrder {
    /// The contacts' columns, as both stores decode them.
    static let selectedColumns = "id, name, country, city, phone, version, updated_at"

    /// The page's SQL; its parameters, in order: the cursor's value and id (when `after`), the lower bound
    /// (when `from`), the upper bound (when `below`), the limit. `placeholder(n)` writes the n-th from 1 (`?` or `$n`).
    func pageSQL(after: Bool, from: Bool = false, below: Bool, placeholder: (Int) -> String) -> String {
        var conditions: [String] = []
        var next = 1
        func parameter() -> String {
            defer { next += 1 }
            return placeholder(next)
        }
        if after { conditions.append("(\(schemaColumn), id) \(descending ? "<" : ">") (\(parameter()), \(parameter()))") }
        if from { conditions.append("\(schemaColumn) >= \(parameter())") }
        if below { conditions.append("\(schemaColumn) < \(parameter())") }
        let way = descending ? " DESC" : ""
        return "SELECT \(Self.selectedColumns) FROM contact"
            + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
            + " ORDER BY \(schemaColumn)\(way), id\(way) LIMIT \(parameter())"
    }
}

extension ContactOrder {
    /// The indexes of the sortable columns but the name's (`contact_on_sort_key`, made with the table):
    /// `contact_on_country (country, id)`, `contact_on_city (city, id)`, `contact_on_phone (phone, id)`.
    static let indexStatements = Column.allCases.filter { $0 != .name }.map {
        "CREATE INDEX contact_on_\($0.rawValue) ON contact (\($0.rawValue), id)"
    }
}
