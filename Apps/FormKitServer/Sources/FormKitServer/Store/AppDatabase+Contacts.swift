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
            return try Contact.fetchAll(db, sql: Self.prefixPageSQL, arguments: [
                range.lower, range.upper, after.sortKey, after.id, query.limit,
            ])
        }
    }

    /// A page of the contacts with a word in the prefix's range, read through `contactWord_on_word`.
    static let prefixPageSQL = """
        SELECT contact.* FROM contact JOIN (
            SELECT DISTINCT sortKey, contactId FROM contactWord
            WHERE word >= ? AND word < ? AND (sortKey, contactId) > (?, ?)
            ORDER BY sortKey, contactId LIMIT ?
        ) AS found ON contact.id = found.contactId
        ORDER BY found.sortKey, found.contactId
        """

    public func contactIDs() async throws -> [Int64] {
        try await writer.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM contact ORDER BY id") }
    }

    public func contact(id: Int64) async throws -> Contact? {
        try await writer.read { db in try Contact.fetchOne(db, key: id) }
    }

    public func insert(_ contact: Contact) async throws -> Contact {
        let inserted = try await writer.write { db in try Self.insert(contact, into: db) }
        await events.publish(.contact(inserted))
        return inserted
    }

    public func insert(contentsOf contacts: [Contact]) async throws {
        try await writer.write { db in
            for contact in contacts { _ = try Self.insert(contact, into: db) }
        }
        await events.publish(.refresh)
    }

    /// Inserts the row and its search keys with cached statements (the import's inner loop).
    static func insert(_ contact: Contact, into db: Database) throws -> Contact {
        var inserted = contact
        inserted.version = 1
        let sortKey = ContactSearchKeys.sortKey(of: contact.name)
        try db.cachedStatement(sql: """
            INSERT INTO contact (name, country, city, phone, version, updatedAt, sortKey) VALUES (?, ?, ?, ?, 1, ?, ?)
            """).execute(arguments: [contact.name, contact.country, contact.city, contact.phone, contact.updatedAt, sortKey])
        let id = db.lastInsertedRowID
        inserted.id = id
        try insertWords(of: contact.name, sortKey: sortKey, id: id, into: db)
        return inserted
    }

    /// Replaces the contact's sort key and search keys (after a change of name, or in a migration).
    static func writeWords(of contact: Contact, into db: Database) throws {
        guard let id = contact.id else { return }
        let sortKey = ContactSearchKeys.sortKey(of: contact.name)
        try db.cachedStatement(sql: "UPDATE contact SET sortKey = ? WHERE id = ?").execute(arguments: [sortKey, id])
        try db.cachedStatement(sql: "DELETE FROM contactWord WHERE contactId = ?").execute(arguments: [id])
        try insertWords(of: contact.name, sortKey: sortKey, id: id, into: db)
    }

    private static func insertWords(of name: String, sortKey: String, id: Int64, into db: Database) throws {
        let insertWord = try db.cachedStatement(sql: "INSERT INTO contactWord (word, sortKey, contactId) VALUES (?, ?, ?)")
        for word in ContactSearchKeys.words(of: name) {
            try insertWord.execute(arguments: [word, sortKey, id])
        }
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
