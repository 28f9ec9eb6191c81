import Foundation
import GRDB

extension AppDatabase: DuplicateFinding {
    /// Names by the sort-key index; phones by one scan of the table (the phone has no index), both in one read.
    public func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        guard !phones.isEmpty || !sortKeys.isEmpty else { return [] }
        let phoneList = String(decoding: try JSONEncoder().encode(phones), as: UTF8.self)
        let keyList = String(decoding: try JSONEncoder().encode(sortKeys), as: UTF8.self)
        return try await writer.read { db in
            try Contact.fetchAll(db, sql: """
                SELECT * FROM contact WHERE sortKey IN (SELECT value FROM json_each(?))
                UNION SELECT * FROM contact WHERE phone IN (SELECT value FROM json_each(?))
                """, arguments: [keyList, phoneList])
        }
    }
}
