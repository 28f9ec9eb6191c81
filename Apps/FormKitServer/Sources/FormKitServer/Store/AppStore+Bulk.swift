import Foundation

/// The bulk operations for stores that wrap another (``DeadlineStore``, test doubles): one row at a time.
/// ``AppDatabase`` and ``PostgresStore`` do each in one transaction.
extension AppStore {
    public func deleteContacts(ids: [Int64]) async throws -> [Contact] {
        var deleted: [Contact] = []
        for id in ids {
            guard let stored = try await contact(id: id) else { continue }
            do {
                try await deleteContact(id: id, expectedVersion: stored.version)
                deleted.append(stored)
            } catch StoreError.contactNotFound {
                continue
            }
        }
        return deleted
    }

    public func restoreContacts(_ contacts: [Contact]) async throws -> [Contact] {
        var restored: [Contact] = []
        for contact in contacts {
            var fresh = contact
            fresh.id = nil
            restored.append(try await insert(fresh))
        }
        return restored
    }

    public func contactCount() async throws -> Int {
        try await contactIDs().count
    }
}
