import Foundation

/// The order a list of contacts is read in: by one column, either way, then by id the same way, so that
/// a page ends at a cursor (the column's value and the id) that the next page starts after.
///
/// ```swift
/// let order = ContactOrder(sort: "city", direction: "desc")   // by city, Z to A
/// order?.value(of: contact)                                    // "Zürich": the cursor's value
/// ```
public struct ContactOrder: Hashable, Sendable {
    /// The columns a person can sort by; a name sorts by its folded form (``ContactSearchKeys/sortKey(of:)``),
    /// a country by its name (``ContactService/countryName(_:)``), a city and a phone as stored, in byte order,
    /// and the time of the last change (`updated`) oldest first.
    public enum Column: String, CaseIterable, Sendable {
        case name, country, city, phone, updated
    }

    public var column: Column
    public var descending: Bool

    public init(_ column: Column, descending: Bool = false) {
        self.column = column
        self.descending = descending
    }

    /// The order the API's `sort` and `direction` name (`asc` or `desc`); nil when either is unknown.
    public init?(sort: String, direction: String) {
        guard let column = Column(rawValue: sort), ["asc", "desc"].contains(direction) else { return nil }
        self.init(column, descending: direction == "desc")
    }

    /// By name, A to Z: the list's order, and the only one a prefix search reads straight from its indexes.
    public static let name = ContactOrder(.name)

    /// `asc` or `desc`.
    public var direction: String { descending ? "desc" : "asc" }

    /// The column in the schema (``AppStore``): a name is ordered by its sort key.
    var schemaColumn: String {
        switch column {
        case .name: "sort_key"
        case .updated: "updated_at"
        default: column.rawValue
        }
    }

    /// The contact's value in this order, as its cursor holds it.
    public func value(of contact: Contact) -> String {
        switch column {
        case .name: ContactSearchKeys.sortKey(of: contact.name)
        case .country: contact.country
        case .city: contact.city
        case .phone: contact.phone
        case .updated: String(Self.microseconds(contact.updatedAt))
        }
    }

    /// A time as whole microseconds since 1970, as an `updated` cursor holds it: both stores' precision or
    /// finer (PostgreSQL keeps microseconds, SQLite milliseconds), so a stored time comes back to itself.
    static func microseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
    }

    /// The cursor after `contact` in this order.
    public func cursor(after contact: Contact) -> ContactCursor? {
        contact.id.map { ContactCursor(sortKey: value(of: contact), id: $0) }
    }
}
