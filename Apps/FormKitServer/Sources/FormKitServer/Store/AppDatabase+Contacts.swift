import Foundation
import GRDB

extension AppDatabase {
    public func contacts() async throws -> [Contact] {
        try await writer.read { db in
            try Contact.order(Contact.Columns.name.collating(.nocase), Contact.Columns.id)
                .fetchAll(db)
        }
    }

    public func contact(id: Int64) async throws -> Contact? {
        try await writer.read { db in try Contact.fetchOne(db, key: id) }
    }

    public func insert(_ contact: Contact) async throws -> Contact {
        try await writer.write { db in
            var inserted = contact
            inserted.id = nil
            inserted.version = 1
            try inserted.insert(db)
            return inserted
        }
    }

    public func updateContact(
        id: Int64, expectedVersion: Int, changes: ContactChanges, now: Date
    ) async throws -> Contact {
        try await writer.write { db in
            guard let stored = try Contact.fetchOne(db, key: id) else { throw StoreError.contactNotFound(id: id) }
            guard stored.version == expectedVersion else { throw StoreError.staleContact(current: stored) }
            var changed = changes.applied(to: stored)
            changed.version = stored.version + 1
            changed.updatedAt = now
            try changed.update(db)
            return changed
        }
    }

    public func deleteContact(id: Int64, expectedVersion: Int?) async throws {
        try await writer.write { db in
            guard let stored = try Contact.fetchOne(db, key: id) else { throw StoreError.contactNotFound(id: id) }
            if let expectedVersion, stored.version != expectedVersion {
                throw StoreError.staleContact(current: stored)
            }
            _ = try Contact.deleteOne(db, key: id)
        }
    }
}
