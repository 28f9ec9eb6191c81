import Foundation
import PostgresNIO

/// Deleting and restoring many contacts at once (the page's bulk delete and its Undo): a few statements
/// over arrays in one transaction, whatever the number of rows, and one `NOTIFY` per row, sent together.
extension PostgresStore {
    public func deleteContacts(ids: [Int64]) async throws -> [Contact] {
        guard !ids.isEmpty else { return [] }
        return try await transaction { connection in
            let rows = try await connection.query("""
                DELETE FROM contact WHERE id = ANY(\(ids)::bigint[])
                RETURNING id, name, country, city, phone, version, updated_at
                """, logger: logger)
            let deleted = try await Self.contacts(in: rows).sorted { ($0.id ?? 0) < ($1.id ?? 0) }
            let (words, keys, owners) = Self.wordRows(of: deleted.map { ($0, ContactSearchKeys.sortKey(of: $0.name)) })
            if !words.isEmpty {
                try await connection.query("""
                    DELETE FROM contact_word w USING unnest(\(words)::text[], \(keys)::text[], \(owners)::bigint[]) AS d(word, sort_key, contact_id)
                    WHERE w.word = d.word AND w.sort_key = d.sort_key AND w.contact_id = d.contact_id
                    """, logger: logger)
            }
            try await Self.announce(deleted.map { .contactDeleted(id: $0.id ?? 0) }, on: connection, logger: logger)
            return deleted
        }
    }

    public func restoreContacts(_ contacts: [Contact]) async throws -> [Contact] {
        let contacts = contacts.filter { $0.id != nil }
        guard !contacts.isEmpty else { return [] }
        return try await transaction { connection in
            let sortKeys = contacts.map { ContactSearchKeys.sortKey(of: $0.name) }
            let rows = try await connection.query("""
                INSERT INTO contact (id, name, country, city, phone, version, updated_at, sort_key)
                SELECT * FROM unnest(\(contacts.map { $0.id ?? 0 })::bigint[], \(contacts.map(\.name))::text[],
                    \(contacts.map(\.country))::text[], \(contacts.map(\.city))::text[], \(contacts.map(\.phone))::text[],
                    \(contacts.map(\.version))::integer[], \(contacts.map(\.updatedAt))::timestamptz[], \(sortKeys)::text[])
                ON CONFLICT (id) DO NOTHING RETURNING id
                """, logger: logger)
            let inserted = Set(try await Self.values(of: Int64.self, in: rows))
            let kept = zip(contacts, sortKeys).filter { inserted.contains($0.0.id ?? 0) }
            let restored = kept.map(\.0)
            let (words, keys, owners) = Self.wordRows(of: kept)
            if !words.isEmpty {
                try await connection.query("""
                    INSERT INTO contact_word (word, sort_key, contact_id)
                    SELECT * FROM unnest(\(words)::text[], \(keys)::text[], \(owners)::bigint[])
                    """, logger: logger)
            }
            if !restored.isEmpty { try await Self.announce(.refresh, on: connection, logger: logger) }  // as AppDatabase
            return restored
        }
    }

    /// The `contact_word` rows of contacts (each with its sort key), as the three arrays `unnest` reads.
    private static func wordRows(of contacts: [(Contact, String)]) -> (words: [String], keys: [String], owners: [Int64]) {
        var words: [String] = [], keys: [String] = [], owners: [Int64] = []
        for (contact, sortKey) in contacts {
            for word in ContactSearchKeys.laterWords(ofSortKey: sortKey) {
                words.append(word)
                keys.append(sortKey)
                owners.append(contact.id ?? 0)
            }
        }
        return (words, keys, owners)
    }

    public func contactCount() async throws -> Int {
        try await Self.values(of: Int.self, in: client.query("SELECT count(*) FROM contact", logger: logger)).first ?? 0
    }

    /// Announces many changes with two statements: their ids from the sequence, then every `NOTIFY`.
    static func announce(_ changes: [ChangeEvent.Change], on connection: PostgresConnection, logger: Logger) async throws {
        guard !changes.isEmpty else { return }
        let ids = try await values(of: Int64.self, in: connection.query(
            "SELECT nextval('change_event_id') FROM generate_series(1, \(changes.count))", logger: logger))
        let encoder = JSONEncoder()
        let payloads = try zip(ids, changes).map { id, change in
            String(decoding: try encoder.encode(ChangeEvent(id: id, change: change)), as: UTF8.self)
        }
        try await connection.query(
            "SELECT pg_notify(\(eventChannel), payload) FROM unnest(\(payloads)::text[]) AS payload", logger: logger)
    }
}
