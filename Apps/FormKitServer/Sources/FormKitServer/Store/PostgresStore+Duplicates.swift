import Foundation
import PostgresNIO

extension PostgresStore: DuplicateFinding {
    /// Names by the sort-key index, phones by a scan, in one query.
    public func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        guard !phones.isEmpty || !sortKeys.isEmpty else { return [] }
        return try await Self.contacts(in: client.query("""
            SELECT id, name, country, city, phone, version, updated_at FROM contact WHERE sort_key = ANY(\(sortKeys))
            UNION SELECT id, name, country, city, phone, version, updated_at FROM contact WHERE phone = ANY(\(phones))
            """, logger: logger))
    }
}
