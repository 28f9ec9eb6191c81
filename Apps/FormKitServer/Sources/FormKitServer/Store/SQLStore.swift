import Foundation

/// A value bound to one placeholder of a statement.
enum SQLValue: Sendable {
    case text(String?)
    case integer(Int64)
    /// A list, for ``SQLDialect/isIn``.
    case texts([String])
    case integers([Int64])
}

/// One step of a store's schema: its statements run once, in order, in one transaction, recorded by its name.
struct Migration: Sendable {
    var name: String
    var statements: [String]
}

/// One row of a result, read by column position: what both stores' rows are decoded from.
protocol SQLRow {
    func text(_ column: Int) throws -> String
    func optionalText(_ column: Int) throws -> String?
    func integer(_ column: Int) throws -> Int64
    func double(_ column: Int) throws -> Double
    func date(_ column: Int) throws -> Date
}

/// A value read from a row, its columns in the order the shared statements select them.
protocol SQLDecodable: Sendable {
    init(sqlRow row: some SQLRow) throws
}

/// What the two stores' SQL writes differently.
struct SQLDialect: Sendable {
    /// What a placeholder's number follows: SQLite's `?` (`?1`), PostgreSQL's `$` (`$1`).
    var placeholderMark: String
    /// A condition: the column is one of the list bound at the placeholder (a ``SQLValue/texts(_:)`` or ``SQLValue/integers(_:)``).
    var isIn: @Sendable (_ column: String, _ list: String) -> String
    /// The store's time from a placeholder holding whole microseconds since 1970 (an `updated` cursor).
    var instant: @Sendable (_ placeholder: String) -> String
    /// Whether a list bound at a placeholder can be joined to a subquery of each value (PostgreSQL's
    /// `unnest` and `LATERAL`): one short statement, planned alike for any number of values, where
    /// SQLite takes one branch a value.
    var joinsLaterally = false

    /// The n-th placeholder, from 1.
    func placeholder(_ number: Int) -> String { placeholderMark + String(number) }
}

/// A SQL store (``SQLiteStore``, ``PostgresStore``): its dialect and a read. The reads of ``AppStore`` are
/// written once over them, below; each store writes its own transactions.
protocol SQLStore: AppStore {
    static var dialect: SQLDialect { get }
    /// The rows of a read, decoded.
    func fetch<Value: SQLDecodable>(_ type: Value.Type, _ sql: String, _ values: [SQLValue]) async throws -> [Value]
}

extension SQLStore {
    /// The contacts with these ids, by id (the write path's read, which PostgreSQL locks).
    static var contactsByID: String {
        "SELECT \(ContactOrder.selectedColumns) FROM contact WHERE \(dialect.isIn("id", dialect.placeholder(1))) ORDER BY id"
    }

    /// The schedule's columns, as ``ScheduleSlot/init(sqlRow:)`` decodes them.
    static var slotColumns: String { "id, section, period, minutes, heating, cooling, version, updated_at" }

    public func page(_ order: ContactOrder, _ bounds: PageBounds, limit: Int) async throws -> [Contact] {
        let (sql, values) = order.pageStatement(bounds, limit: limit, dialect: Self.dialect)
        return try await fetch(Contact.self, sql, values)
    }

    public func contacts(ids: [Int64]) async throws -> [Contact] {
        ids.isEmpty ? [] : try await fetch(Contact.self, Self.contactsByID, [.integers(ids)])
    }

    /// Names by `contact_on_sort_key`, phones by `contact_on_phone`, in one read.
    public func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        let (dialect, select) = (Self.dialect, "SELECT \(ContactOrder.selectedColumns) FROM contact WHERE")
        let sql = "\(select) \(dialect.isIn("sort_key", dialect.placeholder(1))) UNION \(select) \(dialect.isIn("phone", dialect.placeholder(2)))"
        return try await fetch(Contact.self, sql, [.texts(sortKeys), .texts(phones)])
    }

    public func count() async throws -> Int {
        Int(try await fetch(Int64.self, "SELECT count(*) FROM contact", []).first ?? 0)
    }

    public func contactIDs() async throws -> [Int64] {
        try await fetch(Int64.self, "SELECT id FROM contact ORDER BY id", [])
    }

    /// A skip scan of the column's index, one probe a value: each step of the recursion finds the next value.
    public func distinct(_ column: DistinctColumn, from lower: String, below upper: String, limit: Int) async throws -> [String] {
        let (table, name, p) = (column.table, column.rawValue, Self.dialect.placeholder)
        let next = { (bound: String) in "(SELECT \(name) FROM \(table) WHERE \(name) \(bound) AND \(name) < \(p(2)) ORDER BY \(name) LIMIT 1)" }
        let sql = """
            WITH RECURSIVE found (value, n) AS (
                SELECT \(next(">= \(p(1))")), 1
                UNION ALL
                SELECT \(next("> found.value")), n + 1 FROM found WHERE found.value IS NOT NULL AND n < \(p(3))
            )
            SELECT value FROM found WHERE value IS NOT NULL
            """
        return try await fetch(String.self, sql, [.text(lower), .text(upper), .integer(Int64(limit))])
    }

    public func contacts(withWords words: [String], after: ContactCursor, limit: Int) async throws -> [Contact] {
        guard !words.isEmpty else { return [] }
        let (pages, values) = Self.wordPages(words, after: after, limit: limit)
        let merged = "SELECT DISTINCT sort_key, contact_id FROM (\(pages)) AS pages ORDER BY sort_key, contact_id LIMIT \(Self.dialect.placeholder(3))"
        return try await fetch(Contact.self, Self.contactsOfKeys(merged), values)
    }

    /// The contacts of the keys `keys` selects (`sort_key, contact_id`, at most a page), in their order: the
    /// page's rows read in the statement that finds them, not in a second round trip.
    static func contactsOfKeys(_ keys: String) -> String {
        "SELECT \(ContactOrder.contactColumns) FROM (\(keys)) AS page JOIN contact ON contact.id = page.contact_id ORDER BY page.sort_key, page.contact_id"
    }

    /// For each word, the first `limit` contacts with it after the cursor: one range of `contact_word_on_word` each.
    /// PostgreSQL joins the words' array laterally: one branch a word cost it more to plan than to run.
    static func wordPages(_ words: [String], after: ContactCursor, limit: Int) -> (sql: String, parameters: [SQLValue]) {
        let p = dialect.placeholder
        let bounds: [SQLValue] = [.text(after.sortKey), .integer(after.id), .integer(Int64(limit))]
        if dialect.joinsLaterally {
            return ("""
                SELECT page.sort_key, page.contact_id FROM unnest(\(p(4))::text[]) AS listed (word) CROSS JOIN LATERAL (
                    SELECT sort_key, contact_id FROM contact_word WHERE word = listed.word COLLATE "C" AND (sort_key, contact_id) > (\(p(1)), \(p(2)))
                    ORDER BY sort_key, contact_id LIMIT \(p(3))) AS page
                """, bounds + [.texts(words)])
        }
        let pages = words.indices.map { index in """
            SELECT sort_key, contact_id FROM (SELECT sort_key, contact_id FROM contact_word
                WHERE word = \(p(index + 4)) AND (sort_key, contact_id) > (\(p(1)), \(p(2)))
                ORDER BY sort_key, contact_id LIMIT \(p(3))) AS page\(index)
            """
        }
        return (pages.joined(separator: "\nUNION ALL\n"), bounds + words.map(SQLValue.text))
    }

    /// A one- or two-letter prefix: one range of its initials' index, read in page order, each contact
    /// once (a contact with two such words is two rows of the range, side by side). A longer one: the words'
    /// range, read whole and sorted.
    public func contacts(withWordsStarting prefix: String, after: ContactCursor, limit: Int) async throws -> [Contact] {
        let p = Self.dialect.placeholder
        let (words, bounds): (String, [SQLValue]) = if let letters = PrefixSearch.initialLength(of: prefix) {
            ("\(SchemaIndex.initial(letters)) = \(p(4))", [.text(prefix)])
        } else {
            ("word >= \(p(4)) AND word < \(p(5))", [.text(prefix), .text(prefix + "\u{10FFFF}")])
        }
        return try await fetch(Contact.self, Self.contactsOfKeys("""
            SELECT DISTINCT sort_key, contact_id FROM contact_word
            WHERE \(words) AND (sort_key, contact_id) > (\(p(1)), \(p(2)))
            ORDER BY sort_key, contact_id LIMIT \(p(3))
            """), [.text(after.sortKey), .integer(after.id), .integer(Int64(limit))] + bounds)
    }

    /// The contacts among the first `rows` rows of the two-letter initials' range that holds the prefix's
    /// words (three letters or more), read in page order, whose word starts with the prefix: one range
    /// read until a page is found or `rows` are read, whichever comes first.
    public func contacts(withWordsStarting prefix: String, amongFirst rows: Int, after: ContactCursor, limit: Int) async throws -> [Contact] {
        let p = Self.dialect.placeholder
        let initial = String(String.UnicodeScalarView(prefix.unicodeScalars.prefix(2)))
        return try await fetch(Contact.self, Self.contactsOfKeys("""
            SELECT DISTINCT sort_key, contact_id FROM (
                SELECT sort_key, contact_id, word FROM contact_word
                WHERE \(SchemaIndex.initial(2)) = \(p(4)) AND (sort_key, contact_id) > (\(p(1)), \(p(2)))
                ORDER BY sort_key, contact_id LIMIT \(p(7))) AS scanned
            WHERE word >= \(p(5)) AND word < \(p(6))
            ORDER BY sort_key, contact_id LIMIT \(p(3))
            """), [.text(after.sortKey), .integer(after.id), .integer(Int64(limit)), .text(initial), .text(prefix),
                   .text(prefix + "\u{10FFFF}"), .integer(Int64(rows))])
    }

    public func schedule() async throws -> [ScheduleSlot] {
        try await fetch(ScheduleSlot.self, "SELECT \(Self.slotColumns) FROM schedule_slot ORDER BY section, period", [])
    }
}

extension Contact: SQLDecodable {
    /// Reads ``ContactOrder/selectedColumns``.
    init(sqlRow row: some SQLRow) throws {
        self.init(
            id: try row.integer(0), name: try row.text(1), country: try row.text(2), city: try row.text(3),
            phone: try row.text(4), phoneExtension: try row.optionalText(5), version: Int(try row.integer(6)),
            updatedAt: try row.date(7))
    }
}

extension ScheduleSlot: SQLDecodable {
    /// Reads ``SQLStore/slotColumns``.
    init(sqlRow row: some SQLRow) throws {
        self.init(
            id: try row.integer(0), section: Int(try row.integer(1)), period: Int(try row.integer(2)),
            minutes: Int(try row.integer(3)), heating: try row.double(4), cooling: try row.double(5),
            version: Int(try row.integer(6)), updatedAt: try row.date(7))
    }
}

extension ContactCursor: SQLDecodable {
    /// Reads `sort_key, contact_id`.
    init(sqlRow row: some SQLRow) throws {
        self.init(sortKey: try row.text(0), id: try row.integer(1))
    }
}

extension String: SQLDecodable {
    init(sqlRow row: some SQLRow) throws { self = try row.text(0) }
}

extension Int64: SQLDecodable {
    init(sqlRow row: some SQLRow) throws { self = try row.integer(0) }
}
