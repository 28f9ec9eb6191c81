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
            let written = try rows.write(write)
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
            try await writer.writeWithoutTransaction { db in var writer = try RowWriter(db); return try rows.map { try writer.insert($0) } }
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

        /// Writes the rows in ``ContactWrite``'s steps; returns them as written.
        mutating func write(_ write: ContactWrite) throws -> [Contact] {
            for row in write.rowsLosingWords { try words(of: row, statement: deleteWord) }
            for row in write.deleted { try deleteRow.run { $0.add(row.contact.id) } }
            let inserted = try write.inserted.map { try insert($0) }
            for row in write.updated { try run(updateRow, row) }
            for row in write.rowsGainingWords { try words(of: row, statement: insertWord) }
            return write.written(inserting: inserted)
        }

        /// Inserts the row and its words; returns it with its id.
        mutating func insert(_ row: IndexedContact) throws -> Contact {
            var inserted = row.contact
            try run(insertRow, row)
            inserted.id = inserted.id ?? db.lastInsertedRowID
            try words(of: row, id: inserted.id, statement: insertWord)
            return inserted
        }

        /// The date as GRDB stores it, converted once for a run of rows of the same time.
        private mutating func date(_ date: Date) -> DatabaseValue {
            if lastDate?.date != date { lastDate = (date, date.databaseValue) }
            return lastDate?.value ?? date.databaseValue
        }

        /// Runs the row's insert or update: its columns in the statements' order, then its id.
        private mutating func run(_ statement: Statement, _ row: IndexedContact) throws {
            let (contact, updatedAt) = (row.contact, date(row.contact.updatedAt))
            try statement.run { values in
                values.add(contact.name)
                values.add(contact.country)
                values.add(contact.city)
                values.add(contact.phone)
                values.add(contact.phoneExtension)
                values.add(contact.version)
                values.add(updatedAt)
                values.add(row.sortKey)
                values.add(contact.id)
            }
        }

        /// Runs `statement` (insert or delete) for each later word of the row, its id `id` when given.
        private func words(of row: IndexedContact, id: Int64? = nil, statement: Statement) throws {
            for word in row.laterWords { try statement.run { $0.add(word); $0.add(row.sortKey); $0.add(id ?? row.contact.id) } }
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
