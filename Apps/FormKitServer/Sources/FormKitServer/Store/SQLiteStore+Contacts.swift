import Foundation
import GRDB

extension SQLiteStore: SQLStore {
    static let dialect = SQLDialect(
        placeholderMark: "?",
        isIn: { column, list in "\(column) IN (SELECT value FROM json_each(\(list)))" },  // a list is bound as a JSON array
        // GRDB stores times as "YYYY-MM-DD HH:MM:SS.SSS" in UTC, and strftime's %f writes the same (SQLite
        // rounds 'unixepoch' seconds to the millisecond).
        instant: { placeholder in "strftime('%Y-%m-%d %H:%M:%f', \(placeholder) / 1000000.0, 'unixepoch')" })

    func fetch<Value: SQLDecodable>(_ type: Value.Type, _ sql: String, _ values: [SQLValue]) async throws -> [Value] {
        try await writer.read { db in try Self.fetch(type, sql, try Self.arguments(values), in: db) }
    }

    static func fetch<Value: SQLDecodable>(_ type: Value.Type, _ sql: String, _ arguments: StatementArguments, in db: Database) throws -> [Value] {
        try Array(Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments).map { try Value(sqlRow: $0) })
    }

    /// The values as GRDB binds them; a list as JSON text.
    static func arguments(_ values: [SQLValue]) throws -> StatementArguments {
        StatementArguments(try values.map { value -> (any DatabaseValueConvertible)? in
            switch value {
            case .text(let text): text
            case .integer(let integer): integer
            case .texts(let texts): String(decoding: try JSONEncoder().encode(texts), as: UTF8.self)
            case .integers(let integers): String(decoding: try JSONEncoder().encode(integers), as: UTF8.self)
            }
        })
    }

    public func write(contacts ids: [Int64], _ plan: @escaping @Sendable ([Contact]) throws -> ContactWrite) async throws -> [Contact] {
        let (written, changes) = try await writer.write { db in
            let write = try plan(try Self.fetch(Contact.self, Self.contactsByID, Self.arguments([.integers(ids)]), in: db))
            var rows = try RowWriter(db)
            let written = try write.rows.map { try rows.apply($0) }
            return (written, write.events(written))
        }
        for change in changes { await events.publish(change) }
        return written
    }

    /// On the writer connection, its transaction held across writes (`allowsUnsafeTransactions`): the process writes nothing else meanwhile.
    public func load<Value: Sendable>(_ body: (any ContactLoad) async throws -> (Value, [ChangeEvent.Change])) async throws -> Value? {
        try await writer.writeWithoutTransaction { db in try db.beginTransaction(.immediate) }
        do {
            let (value, changes) = try await body(Load(writer: writer))
            try await writer.writeWithoutTransaction { db in try db.commit() }
            for change in changes { await events.publish(change) }
            return value
        } catch {
            try? await writer.writeWithoutTransaction { db in try db.rollback() }
            throw error
        }
    }

    public var loadIndexes: [SchemaIndex] { SchemaIndex.contactOrders + SchemaIndex.contactWordInitials }  // the words' key is their table

    /// A load's steps, each one write on the writer connection, in the load's transaction.
    struct Load: ContactLoad {
        let writer: any DatabaseWriter
        func run(_ statements: [String]) async throws { try await writer.writeWithoutTransaction { db in try db.execute(sql: statements.joined(separator: ";")) } }
        func count() async throws -> Int { try await writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM contact") ?? 0 } }
        func insert(_ rows: [IndexedContact]) async throws -> [Contact] {
            try await writer.writeWithoutTransaction { db in var writer = try RowWriter(db); return try rows.map { try writer.apply(.insert($0)) } }
        }
    }

    /// Writes row changes with statements prepared once, values bound straight into them (``SQLiteRowValues``),
    /// and each distinct date converted once: the import's inner loop.
    struct RowWriter {
        private let db: Database
        private let insertRow: Statement, updateRow: Statement, deleteRow: Statement
        private let insertWord: Statement, deleteWord: Statement
        private var lastDate: (date: Date, value: DatabaseValue)?

        init(_ db: Database) throws {
            self.db = db
            // A NULL id takes the next one.
            insertRow = try db.cachedStatement(sql: """
                INSERT INTO contact (name, country, city, phone, phone_extension, version, updated_at, sort_key, id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            updateRow = try db.cachedStatement(sql: """
                UPDATE contact SET name = ?, country = ?, city = ?, phone = ?, phone_extension = ?, version = ?, updated_at = ?, sort_key = ?
                WHERE id = ?
                """)
            deleteRow = try db.cachedStatement(sql: "DELETE FROM contact WHERE id = ?")
            insertWord = try db.cachedStatement(sql: "INSERT INTO contact_word (word, sort_key, contact_id) VALUES (?, ?, ?)")
            deleteWord = try db.cachedStatement(sql: "DELETE FROM contact_word WHERE word = ? AND sort_key = ? AND contact_id = ?")
        }

        /// Writes `change` and returns the row as written (a deleted row as it was).
        mutating func apply(_ change: RowChange) throws -> Contact {
            switch change {
            case .insert(let row):
                var inserted = row.contact
                let updatedAt = date(row.contact.updatedAt)
                try insertRow.run { Self.add(row, updatedAt, to: &$0); $0.add(row.contact.id) }
                inserted.id = inserted.id ?? db.lastInsertedRowID
                try words(of: row, id: inserted.id ?? 0, statement: insertWord)
                return inserted
            case .update(let row, let stored):
                let (id, updatedAt) = (row.contact.id ?? 0, date(row.contact.updatedAt))
                try updateRow.run { Self.add(row, updatedAt, to: &$0); $0.add(id) }
                if row.sortKey != stored.sortKey {
                    try words(of: stored, id: id, statement: deleteWord)
                    try words(of: row, id: id, statement: insertWord)
                }
                return row.contact
            case .delete(let stored):
                let id = stored.contact.id ?? 0
                try words(of: stored, id: id, statement: deleteWord)
                try deleteRow.run { $0.add(id) }
                return stored.contact
            }
        }

        /// The date as GRDB stores it, converted once for a run of rows of the same time.
        private mutating func date(_ date: Date) -> DatabaseValue {
            if lastDate?.date != date { lastDate = (date, date.databaseValue) }
            return lastDate?.value ?? date.databaseValue
        }

        /// The contact's columns but its id, in the statements' order.
        private static func add(_ row: IndexedContact, _ updatedAt: DatabaseValue, to values: inout SQLiteRowValues) {
            let contact = row.contact
            values.add(contact.name)
            values.add(contact.country)
            values.add(contact.city)
            values.add(contact.phone)
            values.add(contact.phoneExtension)
            values.add(contact.version)
            values.add(updatedAt)
            values.add(row.sortKey)
        }

        /// Runs `statement` (insert or delete) for each later word of the row.
        private func words(of row: IndexedContact, id: Int64, statement: Statement) throws {
            for word in row.laterWords {
                try statement.run { $0.add(word); $0.add(row.sortKey); $0.add(id) }
            }
        }
    }

    public func write(slot id: Int64, _ plan: @escaping @Sendable (ScheduleSlot?) throws -> ScheduleSlot) async throws -> ScheduleSlot {
        let changed = try await writer.write { db in
            let changed = try plan(try ScheduleSlot.fetchOne(db, key: id))
            try changed.update(db)
            return changed
        }
        await events.publish(.slot(changed))
        return changed
    }
}

extension Row: SQLRow {
    func text(_ column: Int) throws -> String { try decode(atIndex: column) }
    func optionalText(_ column: Int) throws -> String? { try decode(atIndex: column) }
    func integer(_ column: Int) throws -> Int64 { try decode(atIndex: column) }
    func double(_ column: Int) throws -> Double { try decode(atIndex: column) }
    func date(_ column: Int) throws -> Date { try decode(atIndex: column) }
}
