import Foundation
import GRDB

/// Deleting and restoring many contacts at once (the page's bulk delete and its Undo): one transaction,
/// statements prepared once, and the changes announced after the commit: each deletion, and a restore
/// as one `refresh` (pages offer the contacts back as new ones).
extension AppDatabase {
    public func deleteContacts(ids: [Int64]) async throws -> [Contact] {
        let deleted = try await writer.write { db in
            let read = try db.cachedStatement(sql: "SELECT * FROM contact WHERE id = ?")
            let deleteWords = try db.cachedStatement(sql: "DELETE FROM contactWord WHERE contactId = ?")
            let deleteRow = try db.cachedStatement(sql: "DELETE FROM contact WHERE id = ?")
            var deleted: [Contact] = []
            for id in Set(ids).sorted() {
                guard let stored = try Contact.fetchOne(read, arguments: [id]) else { continue }
                try deleteWords.execute(arguments: [id])
                try deleteRow.execute(arguments: [id])
                deleted.append(stored)
            }
            return deleted
        }
        for contact in deleted { await events.publish(.contactDeleted(id: contact.id ?? 0)) }
        return deleted
    }

    public func restoreContacts(_ contacts: [Contact]) async throws -> [Contact] {
        let restored = try await writer.write { db in
            let taken = try db.cachedStatement(sql: "SELECT 1 FROM contact WHERE id = ?")
            let row = try db.cachedStatement(sql: """
                INSERT INTO contact (id, name, country, city, phone, version, updatedAt, sortKey) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            var restored: [Contact] = []
            for contact in contacts {
                guard let id = contact.id, try Bool.fetchOne(taken, arguments: [id]) != true else { continue }
                let sortKey = ContactSearchKeys.sortKey(of: contact.name)
                try row.execute(arguments: [
                    id, contact.name, contact.country, contact.city, contact.phone, contact.version, contact.updatedAt, sortKey,
                ])
                try ContactInserter(db).insertWords(ofSortKey: sortKey, id: id)
                restored.append(contact)
            }
            return restored
        }
        // One `refresh`, as for an import: a thousand contact events cost every open page more than the restore.
        if !restored.isEmpty { await events.publish(.refresh) }
        return restored
    }

    public func contactCount() async throws -> Int {
        try await writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") ?? 0 }
    }
}
