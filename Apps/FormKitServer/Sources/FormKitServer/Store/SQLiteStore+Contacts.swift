import Foundation
import GRDB

extension SQLiteStore {
    public func page(after: ContactCursor, below upper: String?, limit: Int) async throws -> [Contact] {
        try await writer.read { db in
            guard let upper else {
                return try Contact.fetchAll(db.cachedStatement(sql: Self.pageSQL), arguments: [after.sortKey, after.id, limit])
            }
            return try Contact.fetchAll(db.cachedStatement(sql: Self.rangePageSQL), arguments: [after.sortKey, after.id, upper, limit])
        }
    }

    /// Contacts after the cursor (?, ?), at most ?: one range of `contact_on_sort_key`, in order.
    static let pageSQL = "SELECT * FROM contact WHERE (sort_key, id) > (?, ?) ORDER BY sort_key, id LIMIT ?"
    /// As ``pageSQL`` below the sort key ?: the scan starts at the one row-value bound and ends at this one.
    static let rangePageSQL = "SELECT * FROM contact WHERE (sort_key, id) > (?, ?) AND sort_key < ? ORDER BY sort_key, id LIMIT ?"

    public func contacts(ids: [Int64]) async throws -> [Contact] {
        try await writer.read { db in try Self.contacts(ids: ids, in: db) }
    }

    static func contacts(ids: [Int64], in db: Database) throws -> [Contact] {
        let byID = try db.cachedStatement(sql: "SELECT * FROM contact WHERE id = ?")
        return try ids.compactMap { try Contact.fetchOne(byID, arguments: [$0]) }
    }

    public func contactIDs() async throws -> [Int64] {
        try await writer.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM contact ORDER BY id") }
    }

    public func words(from lower: String, below upper: String, limit: Int) async throws -> [String] {
        try await writer.read { db in
            // A skip scan of `contact_word_on_word`: one probe a word.
            let next = try db.cachedStatement(sql: "SELECT word FROM contact_word WHERE word > ? AND word < ? ORDER BY word LIMIT 1")
            var words: [String] = []
            var word = try String.fetchOne(db, sql: "SELECT word FROM contact_word WHERE word >= ? AND word < ? ORDER BY word LIMIT 1", arguments: [lower, upper])
            while let found = word, words.count < limit {
                words.append(found)
                word = try String.fetchOne(next, arguments: [found, upper])
            }
            return words
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
        let (written, event) = try await writer.write { db in
            let write = try plan(try Self.contacts(ids: ids, in: db))
            var rows = try RowWriter(db)
            let written = try write.rows.compactMap { try rows.apply($0) }
            return (written, write.event(written))
        }
        await events.publish(event)
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
                INSERT INTO contact (name, country, city, phone, version, updated_at, sort_key, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            updateRow = try db.cachedStatement(sql: """
                UPDATE contact SET name = ?, country = ?, city = ?, phone = ?, version = ?, updated_at = ?, sort_key = ? WHERE id = ?
                """)
            deleteRow = try db.cachedStatement(sql: "DELETE FROM contact WHERE id = ?")
            insertWord = try db.cachedStatement(sql: "INSERT INTO contact_word (word, sort_key, contact_id) VALUES (?, ?, ?)")
            deleteWord = try db.cachedStatement(sql: "DELETE FROM contact_word WHERE word = ? AND sort_key = ? AND contact_id = ?")
        }

        /// Writes `change` and returns the row as written (nil for a delete).
        mutating func apply(_ change: RowChange) throws -> Contact? {
            switch change {
            case .insert(let row):
                var inserted = row.contact
                insertRow.setUncheckedArguments(StatementArguments(fields(row) + [row.contact.id]))
                try insertRow.execute()
                inserted.id = inserted.id ?? db.lastInsertedRowID
                try words(of: row, id: inserted.id ?? 0, statement: insertWord)
                return inserted
            case .update(let row, let stored):
                guard let id = row.contact.id else { return nil }
                updateRow.setUncheckedArguments(StatementArguments(fields(row) + [id]))
                try updateRow.execute()
                if row.sortKey != stored.sortKey {
                    try words(of: stored, id: id, statement: deleteWord)
                    try words(of: row, id: id, statement: insertWord)
                }
                return row.contact
            case .delete(let stored):
                guard let id = stored.contact.id else { return nil }
                try words(of: stored, id: id, statement: deleteWord)
                deleteRow.setUncheckedArguments([id])
                try deleteRow.execute()
                return nil
            }
        }

        /// The contact's columns but its id, in the statements' order.
        private mutating func fields(_ row: IndexedContact) -> [(any DatabaseValueConvertible)?] {
            let contact = row.contact
            if lastDate?.date != contact.updatedAt { lastDate = (contact.updatedAt, contact.updatedAt.databaseValue) }
            return [contact.name, contact.country, contact.city, contact.phone, contact.version, lastDate?.value, row.sortKey]
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
