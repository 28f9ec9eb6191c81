import Foundation
import GRDB

extension SQLiteStore {
    public func page(_ order: ContactOrder, _ bounds: PageBounds, limit: Int) async throws -> [Contact] {
        let (sql, parameters) = order.pageStatement(bounds, limit: limit, placeholder: { _ in "?" }, instant: Self.instant)
        let arguments = StatementArguments(parameters.map { parameter -> any DatabaseValueConvertible in
            switch parameter {
            case .text(let text): text
            case .integer(let integer): integer
            }
        })
        return try await writer.read { db in try Contact.fetchAll(db.cachedStatement(sql: sql), arguments: arguments) }
    }

    /// A stored time from a placeholder of microseconds since 1970: GRDB stores "YYYY-MM-DD HH:MM:SS.SSS" in
    /// UTC, and strftime's %f writes the same (SQLite rounds 'unixepoch' seconds to the millisecond).
    static func instant(_ placeholder: String) -> String {
        "strftime('%Y-%m-%d %H:%M:%f', \(placeholder) / 1000000.0, 'unixepoch')"
    }

    public func contacts(ids: [Int64]) async throws -> [Contact] {
        try await writer.read { db in try Self.contacts(ids: ids, in: db) }
    }

    static func contacts(ids: [Int64], in db: Database) throws -> [Contact] {
        let byID = try db.cachedStatement(sql: "SELECT * FROM contact WHERE id = ?")
        return try ids.compactMap { try Contact.fetchOne(byID, arguments: [$0]) }
    }

    /// Names by `contact_on_sort_key`, phones by `contact_on_phone`, in one read.
    public func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        let lists = try [sortKeys, phones].map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        return try await writer.read { db in
            try Contact.fetchAll(db, sql: """
                SELECT * FROM contact WHERE sort_key IN (SELECT value FROM json_each(?))
                UNION SELECT * FROM contact WHERE phone IN (SELECT value FROM json_each(?))
                """, arguments: StatementArguments(lists))
        }
    }

    public func count() async throws -> Int {
        try await writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM contact") ?? 0 }
    }

    public func contactIDs() async throws -> [Int64] {
        try await writer.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM contact ORDER BY id") }
    }

    public func distinct(_ column: DistinctColumn, from lower: String, below upper: String, limit: Int) async throws -> [String] {
        let (table, name) = (column.table, column.rawValue)
        return try await writer.read { db in
            // A skip scan of the column's index: one probe a value.
            let next = try db.cachedStatement(sql: "SELECT \(name) FROM \(table) WHERE \(name) > ? AND \(name) < ? ORDER BY \(name) LIMIT 1")
            var values: [String] = []
            var value = try String.fetchOne(db, sql: "SELECT \(name) FROM \(table) WHERE \(name) >= ? AND \(name) < ? ORDER BY \(name) LIMIT 1", arguments: [lower, upper])
            while let found = value, values.count < limit {
                values.append(found)
                value = try String.fetchOne(next, arguments: [found, upper])
            }
            return values
        }
    }

    public func keys(withWords words: [String], after: ContactCursor, limit: Int) async throws -> [ContactCursor] {
        try await writer.read { db in
            let statement = try db.cachedStatement(sql: Self.wordPageSQL)
            return try words.flatMap { try Self.keys(statement, [$0, after.sortKey, after.id, limit]) }
        }
    }

    /// Contacts with the word ?, after the cursor (?, ?), at most ?: one range of `contact_word_on_word`, in order.
    static let wordPageSQL = """
        SELECT sort_key, contact_id FROM contact_word
        WHERE word = ? AND (sort_key, contact_id) > (?, ?) ORDER BY sort_key, contact_id LIMIT ?
        """

    public func keys(withWordsFrom lower: String, below upper: String, after: ContactCursor, limit: Int) async throws -> [ContactCursor] {
        try await writer.read { db in
            try Self.keys(db.cachedStatement(sql: """
                SELECT DISTINCT sort_key, contact_id FROM contact_word
                WHERE word >= ? AND word < ? AND (sort_key, contact_id) > (?, ?) ORDER BY sort_key, contact_id LIMIT ?
                """), [lower, upper, after.sortKey, after.id, limit])
        }
    }

    /// The (sort key, id) rows of a statement.
    private static func keys(_ statement: Statement, _ arguments: StatementArguments) throws -> [ContactCursor] {
        try Row.fetchAll(statement, arguments: arguments).map { ContactCursor(sortKey: $0[0], id: $0[1]) }
    }

    public func write(contacts ids: [Int64], _ plan: @escaping @Sendable ([Contact]) throws -> ContactWrite) async throws -> [Contact] {
        let (written, changes) = try await writer.write { db in
            let write = try plan(try Self.contacts(ids: ids, in: db))
            var rows = try RowWriter(db)
            let written = try write.rows.map { try rows.apply($0) }
            return (written, write.events(written))
        }
        for change in changes { await events.publish(change) }
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
                var inserted = row.contact
                insertRow.setUncheckedArguments(StatementArguments(fields(row) + [row.contact.id]))
                try insertRow.execute()
                inserted.id = inserted.id ?? db.lastInsertedRowID
                try words(of: row, id: inserted.id ?? 0, statement: insertWord)
                return inserted
            case .update(let row, let stored):
                let id = row.contact.id ?? 0
                updateRow.setUncheckedArguments(StatementArguments(fields(row) + [id]))
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

        /// The contact's columns but its id, in the statements' order.
        private mutating func fields(_ row: IndexedContact) -> [(any DatabaseValueConvertible)?] {
            let contact = row.contact
            if lastDate?.date != contact.updatedAt { lastDate = (contact.updatedAt, contact.updatedAt.databaseValue) }
            return [
                contact.name, contact.country, contact.city, contact.phone, contact.phoneExtension, contact.version, lastDate?.value, row.sortKey,
            ]
        }

        /// Runs `statement` (insert or delete) for each later word of the row.
        private func words(of row: IndexedContact, id: Int64, statement: Statement) throws {
            for word in row.laterWords {
                statement.setUncheckedArguments([word, row.sortKey, id])
                try statement.execute()
            }
        }
    }

    public func schedule() async throws -> [ScheduleSlot] {
        try await writer.read { db in try ScheduleSlot.order(Column("section"), Column("period")).fetchAll(db) }
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
