import Foundation
import GRDB

extension AppDatabase {
    public func contacts() async throws -> [Contact] {
        try await writer.read { db in
            try Contact.fetchAll(db, sql: "SELECT * FROM contact ORDER BY sortKey, id")
        }
    }

    public func contacts(_ query: ContactQuery) async throws -> [Contact] {
        let after = query.after ?? ContactCursor(sortKey: "", id: -1)
        return try await writer.read { db in
            guard let range = ContactSearchKeys.range(ofPrefix: query.prefix) else {
                return try Contact.fetchAll(
                    db, sql: "SELECT * FROM contact WHERE (sortKey, id) > (?, ?) ORDER BY sortKey, id LIMIT ?",
                    arguments: [after.sortKey, after.id, query.limit])
            }
            let page = try Self.prefixPage(range, after: after, limit: query.limit, in: db)
            let byID = try db.cachedStatement(sql: "SELECT * FROM contact WHERE id = ?")
            return try page.compactMap { key in try Contact.fetchOne(byID, arguments: [key.id]) }
        }
    }

    /// The keys of one page of a prefix search (``PrefixSearch``): the name range, then each distinct
    /// later word's range, each read in page order and cut at `limit`, merged.
    static func prefixPage(
        _ range: (lower: String, upper: String), after: ContactCursor, limit: Int, in db: Database
    ) throws -> [ContactCursor] {
        let start = PrefixSearch.nameRangeStart(lower: range.lower, after: after)
        var hits = try keys(db.cachedStatement(sql: nameRangeSQL), [start.sortKey, start.id, range.upper, limit])
        let words = try distinctWords(in: range, limit: PrefixSearch.maximumWords + 1, in: db)
        if words.count <= PrefixSearch.maximumWords {
            let wordPage = try db.cachedStatement(sql: wordPageSQL)
            for word in words { hits += try keys(wordPage, [word, after.sortKey, after.id, limit]) }
        } else {
            hits += try keys(db.cachedStatement(sql: wordRangeSQL), [range.lower, range.upper, after.sortKey, after.id, limit])
        }
        return PrefixSearch.page(of: hits, limit: limit)
    }

    /// Contacts after (?, ?) (``PrefixSearch/nameRangeStart(lower:after:)``) whose sort key is below ?,
    /// at most ?: one range of `contact_on_sortKey`, in order.
    static let nameRangeSQL = """
        SELECT sortKey, id FROM contact WHERE (sortKey, id) > (?, ?) AND sortKey < ? ORDER BY sortKey, id LIMIT ?
        """
    /// The first word in [?, ?), and the first after ? below ?: a skip scan of `contactWord_on_word`.
    static let firstWordSQL = "SELECT word FROM contactWord WHERE word >= ? AND word < ? ORDER BY word LIMIT 1"
    static let nextWordSQL = "SELECT word FROM contactWord WHERE word > ? AND word < ? ORDER BY word LIMIT 1"
    /// Contacts with the word ?, after the cursor (?, ?), at most ?: one range of `contactWord_on_word`, in order.
    static let wordPageSQL = """
        SELECT sortKey, contactId FROM contactWord
        WHERE word = ? AND (sortKey, contactId) > (?, ?) ORDER BY sortKey, contactId LIMIT ?
        """
    /// Contacts with any word in [?, ?), after the cursor (?, ?), at most ?: the whole range, sorted.
    static let wordRangeSQL = """
        SELECT DISTINCT sortKey, contactId FROM contactWord
        WHERE word >= ? AND word < ? AND (sortKey, contactId) > (?, ?) ORDER BY sortKey, contactId LIMIT ?
        """

    /// The distinct words in `range`, at most `limit`, in order.
    static func distinctWords(in range: (lower: String, upper: String), limit: Int, in db: Database) throws -> [String] {
        var words: [String] = []
        var next = try String.fetchOne(db.cachedStatement(sql: firstWordSQL), arguments: [range.lower, range.upper])
        while let word = next, words.count < limit {
            words.append(word)
            next = try String.fetchOne(db.cachedStatement(sql: nextWordSQL), arguments: [word, range.upper])
        }
        return words
    }

    public func nameWords() async throws -> [String] {
        try await writer.read { db in
            // First words: one probe of `contact_on_sortKey` per word, skipping past "word " (space < "!").
            var words: [String] = []
            let nextKey = try db.cachedStatement(sql: "SELECT sortKey FROM contact WHERE sortKey >= ? ORDER BY sortKey LIMIT 1")
            var key = try String.fetchOne(nextKey, arguments: [""])
            while let found = key {
                let word = String(found.prefix { $0 != " " })
                if !word.isEmpty { words.append(word) }
                key = try String.fetchOne(nextKey, arguments: [word + "!"])
            }
            return words + (try Self.distinctWords(in: ("", "\u{10FFFF}"), limit: .max, in: db))
        }
    }

    /// The (sort key, id) rows of a statement.
    private static func keys(_ statement: Statement, _ arguments: StatementArguments) throws -> [ContactCursor] {
        try Row.fetchAll(statement, arguments: arguments).map { ContactCursor(sortKey: $0[0], id: $0[1]) }
    }

    public func contactIDs() async throws -> [Int64] {
        try await writer.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM contact ORDER BY id") }
    }

    public func contact(id: Int64) async throws -> Contact? {
        try await writer.read { db in try Contact.fetchOne(db, key: id) }
    }

    public func insert(_ contact: Contact) async throws -> Contact {
        let inserted = try await writer.write { db in
            var inserter = try ContactInserter(db)
            return try inserter.insert(contact)
        }
        await events.publish(.contact(inserted))
        return inserted
    }

    public func insert(contentsOf contacts: [Contact]) async throws {
        try await writer.write { db in
            var inserter = try ContactInserter(db)
            for contact in contacts { _ = try inserter.insert(contact) }
        }
        await events.publish(.refresh)
    }

    /// Inserts contacts and their later words with two statements prepared once, arguments set without
    /// GRDB's per-call checks (their count is fixed here), and each distinct date converted once:
    /// the import's inner loop.
    struct ContactInserter {
        private let db: Database
        private let row: Statement
        private let word: Statement
        private var lastDate: (date: Date, value: DatabaseValue)?

        init(_ db: Database) throws {
            self.db = db
            row = try db.cachedStatement(sql: """
                INSERT INTO contact (name, country, city, phone, version, updatedAt, sortKey) VALUES (?, ?, ?, ?, 1, ?, ?)
                """)
            word = try db.cachedStatement(sql: "INSERT INTO contactWord (word, sortKey, contactId) VALUES (?, ?, ?)")
        }

        /// Inserts `contact` (version 1) and returns it with its id.
        mutating func insert(_ contact: Contact) throws -> Contact {
            if lastDate?.date != contact.updatedAt { lastDate = (contact.updatedAt, contact.updatedAt.databaseValue) }
            let sortKey = ContactSearchKeys.sortKey(of: contact.name)
            row.setUncheckedArguments([contact.name, contact.country, contact.city, contact.phone, lastDate?.value, sortKey])
            try row.execute()
            var inserted = contact
            inserted.version = 1
            inserted.id = db.lastInsertedRowID
            try insertWords(ofSortKey: sortKey, id: inserted.id ?? 0)
            return inserted
        }

        /// Inserts the later words of `sortKey` for the contact `id`.
        func insertWords(ofSortKey sortKey: String, id: Int64) throws {
            for later in ContactSearchKeys.laterWords(ofSortKey: sortKey) {
                word.setUncheckedArguments([later, sortKey, id])
                try word.execute()
            }
        }
    }

    /// Replaces the contact's sort key and search keys (after a change of name, or in a migration).
    static func writeWords(of contact: Contact, into db: Database) throws {
        guard let id = contact.id else { return }
        let sortKey = ContactSearchKeys.sortKey(of: contact.name)
        try db.cachedStatement(sql: "UPDATE contact SET sortKey = ? WHERE id = ?").execute(arguments: [sortKey, id])
        try db.cachedStatement(sql: "DELETE FROM contactWord WHERE contactId = ?").execute(arguments: [id])
        try ContactInserter(db).insertWords(ofSortKey: sortKey, id: id)
    }

    public func updateContact(
        id: Int64, expectedVersion: Int, changes: ContactChanges, now: Date
    ) async throws -> Contact {
        let changed = try await writer.write { db in
            guard let stored = try Contact.fetchOne(db, key: id) else { throw StoreError.contactNotFound(id: id) }
            guard stored.version == expectedVersion else { throw StoreError.staleContact(current: stored) }
            var changed = changes.applied(to: stored)
            changed.version = stored.version + 1
            changed.updatedAt = now
            try changed.update(db)
            if changed.name != stored.name { try Self.writeWords(of: changed, into: db) }
            return changed
        }
        await events.publish(.contact(changed))
        return changed
    }

    public func deleteContact(id: Int64, expectedVersion: Int?) async throws {
        try await writer.write { db in
            guard let stored = try Contact.fetchOne(db, key: id) else { throw StoreError.contactNotFound(id: id) }
            if let expectedVersion, stored.version != expectedVersion {
                throw StoreError.staleContact(current: stored)
            }
            try db.execute(sql: "DELETE FROM contactWord WHERE contactId = ?", arguments: [id])
            _ = try Contact.deleteOne(db, key: id)
        }
        await events.publish(.contactDeleted(id: id))
    }
}
