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

    /// Inserts the rows as ``RowWriter/insert(_:)`` writes them, without wrapping each in a ``RowChange``
    /// on the writer's thread (an import's batches come here).
    public func insert(_ rows: [IndexedContact], events: @escaping @Sendable ([Contact]) -> [ChangeEvent.Change]) async throws -> [Contact] {
        let (written, changes) = try await writer.write { db in
            var writer = try RowWriter(db)
            let written = try rows.map { try writer.insert($0) }
            return (written, events(written))
        }
        for change in changes { await self.events.publish(change) }
        return written
    }

    /// Writes row changes with statements prepared once, arguments set without GRDB's per-call checks
    /// (their count is fixed here), and each distinct date converted once: the import's inner loop.
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
                return try insert(row)
            case .update(let row, let stored):
                let id = row.contact.id ?? 0
                try bindFields(row, id: id.databaseValue, to: updateRow)
                try updateRow.execute()
                if row.sortKey != stored.sortKey {
                    try words(of: stored, id: id, statement: deleteWord)
                    try words(of: row, id: id, statement: insertWord)
                }
                return row.contact
            case .delete(let stored):
                let id = stored.contact.id ?? 0
                try words(of: stored, id: id, statement: deleteWord)
                deleteRow.setUncheckedArguments([id])
                try deleteRow.execute()
                return stored.contact
            }
        }

        /// Inserts the row (keeping its id when it has one) and its words; returns it with its id.
        mutating func insert(_ row: IndexedContact) throws -> Contact {
            var inserted = row.contact
            try bindFields(row, id: row.contact.id?.databaseValue ?? .null, to: insertRow)
            try insertRow.execute()
            inserted.id = inserted.id ?? db.lastInsertedRowID
            try words(of: row, id: inserted.id ?? 0, statement: insertWord)
            return inserted
        }

        /// Binds the contact's columns, then `id`, in the statements' order: each value straight into the
        /// statement, with no array of arguments built per row.
        private mutating func bindFields(_ row: IndexedContact, id: DatabaseValue, to statement: Statement) throws {
            let contact = row.contact
            if lastDate?.date != contact.updatedAt { lastDate = (contact.updatedAt, contact.updatedAt.databaseValue) }
            statement.setUncheckedArguments(StatementArguments())  // resets it and clears the last row's values
            let sqlite = statement.sqliteStatement
            try check(contact.name.bind(to: sqlite, at: 1), statement)
            try check(contact.country.bind(to: sqlite, at: 2), statement)
            try check(contact.city.bind(to: sqlite, at: 3), statement)
            try check(contact.phone.bind(to: sqlite, at: 4), statement)
            try check((contact.phoneExtension?.databaseValue ?? .null).bind(to: sqlite, at: 5), statement)
            try check(contact.version.bind(to: sqlite, at: 6), statement)
            try check((lastDate?.value ?? .null).bind(to: sqlite, at: 7), statement)
            try check(row.sortKey.bind(to: sqlite, at: 8), statement)
            try check(id.bind(to: sqlite, at: 9), statement)
        }

        /// Runs `statement` (insert or delete) for each later word of the row.
        private func words(of row: IndexedContact, id: Int64, statement: Statement) throws {
            let sqlite = statement.sqliteStatement
            for word in row.laterWords {
                statement.setUncheckedArguments(StatementArguments())
                try check(word.bind(to: sqlite, at: 1), statement)
                try check(row.sortKey.bind(to: sqlite, at: 2), statement)
                try check(id.bind(to: sqlite, at: 3), statement)
                try statement.execute()
            }
        }

        /// Throws SQLite's refusal of a bound value (out of memory, too big) as GRDB would.
        private func check(_ code: CInt, _ statement: Statement) throws {
            guard code != 0 else { return }  // SQLITE_OK
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
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
