import Foundation
import PostgresNIO

extension PostgresStore {
    public func contacts() async throws -> [Contact] {
        try await Self.contacts(in: client.query(
            "SELECT id, name, country, city, phone, version, updated_at FROM contact ORDER BY sort_key, id", logger: logger))
    }

    public func contacts(_ query: ContactQuery) async throws -> [Contact] {
        let after = query.after ?? ContactCursor(sortKey: "", id: -1)
        guard let range = ContactSearchKeys.range(ofPrefix: query.prefix) else {
            return try await Self.contacts(in: client.query("""
                SELECT id, name, country, city, phone, version, updated_at FROM contact
                WHERE (sort_key, id) > (\(after.sortKey), \(after.id)) ORDER BY sort_key, id LIMIT \(query.limit)
                """, logger: logger))
        }
        var bindings = PostgresBindings()
        bindings.append(range.lower)
        bindings.append(range.upper)
        bindings.append(after.sortKey)
        bindings.append(after.id)
        bindings.append(query.limit)
        return try await Self.contacts(in: client.query(PostgresQuery(unsafeSQL: Self.prefixPageSQL, binds: bindings), logger: logger))
    }

    /// A page of the contacts with a word in the prefix's range, read through `contact_word_on_word`:
    /// $1 ..< $2 the words, ($3, $4) the cursor, $5 the limit.
    static let prefixPageSQL = """
        SELECT c.id, c.name, c.country, c.city, c.phone, c.version, c.updated_at FROM contact c JOIN (
            SELECT DISTINCT sort_key, contact_id FROM contact_word
            WHERE word >= $1 AND word < $2 AND (sort_key, contact_id) > ($3, $4)
            ORDER BY sort_key, contact_id LIMIT $5
        ) AS found ON c.id = found.contact_id
        ORDER BY found.sort_key, found.contact_id
        """

    public func contactIDs() async throws -> [Int64] {
        try await Self.values(of: Int64.self, in: client.query("SELECT id FROM contact ORDER BY id", logger: logger))
    }

    public func contact(id: Int64) async throws -> Contact? {
        try await Self.contacts(in: client.query("""
            SELECT id, name, country, city, phone, version, updated_at FROM contact WHERE id = \(id)
            """, logger: logger)).first
    }

    public func insert(_ contact: Contact) async throws -> Contact {
        try await transaction { connection in
            let inserted = try await Self.insert([contact], on: connection, logger: logger)[0]
            try await Self.announce(.contact(inserted), on: connection, logger: logger)
            return inserted
        }
    }

    public func insert(contentsOf contacts: [Contact]) async throws {
        guard !contacts.isEmpty else { return }
        try await transaction { connection in
            _ = try await Self.insert(contacts, on: connection, logger: logger)
            try await Self.announce(.refresh, on: connection, logger: logger)
        }
    }

    /// Inserts the rows and their search keys with two statements over arrays (`unnest`), ids taken first
    /// from the sequence so that the words can name their contacts.
    @discardableResult
    static func insert(_ contacts: [Contact], on connection: PostgresConnection, logger: Logger) async throws -> [Contact] {
        let ids = try await values(of: Int64.self, in: connection.query(
            "SELECT nextval('contact_id_seq') FROM generate_series(1, \(contacts.count))", logger: logger))
        var inserted = contacts
        var words: [String] = [], wordSortKeys: [String] = [], wordContactIDs: [Int64] = []
        var sortKeys: [String] = []
        for index in inserted.indices {
            inserted[index].id = ids[index]
            inserted[index].version = 1
            let sortKey = ContactSearchKeys.sortKey(of: contacts[index].name)
            sortKeys.append(sortKey)
            for word in ContactSearchKeys.words(of: contacts[index].name) {
                words.append(word)
                wordSortKeys.append(sortKey)
                wordContactIDs.append(ids[index])
            }
        }
        try await connection.query("""
            INSERT INTO contact (id, name, country, city, phone, version, updated_at, sort_key)
            SELECT id, name, country, city, phone, 1, updated_at, sort_key FROM unnest(
                \(ids)::bigint[], \(contacts.map(\.name))::text[], \(contacts.map(\.country))::text[],
                \(contacts.map(\.city))::text[], \(contacts.map(\.phone))::text[],
                \(contacts.map(\.updatedAt))::timestamptz[], \(sortKeys)::text[]
            ) AS row (id, name, country, city, phone, updated_at, sort_key)
            """, logger: logger)
        try await connection.query("""
            INSERT INTO contact_word (word, sort_key, contact_id)
            SELECT * FROM unnest(\(words)::text[], \(wordSortKeys)::text[], \(wordContactIDs)::bigint[])
            """, logger: logger)
        return inserted
    }

    public func updateContact(
        id: Int64, expectedVersion: Int, changes: ContactChanges, now: Date
    ) async throws -> Contact {
        try await transaction { connection in
            let stored = try await Self.lockedContact(id: id, on: connection, logger: logger)
            guard stored.version == expectedVersion else { throw StoreError.staleContact(current: stored) }
            var changed = changes.applied(to: stored)
            changed.version = stored.version + 1
            changed.updatedAt = now
            let sortKey = ContactSearchKeys.sortKey(of: changed.name)
            try await connection.query("""
                UPDATE contact SET name = \(changed.name), country = \(changed.country), city = \(changed.city),
                    phone = \(changed.phone), version = \(changed.version), updated_at = \(now), sort_key = \(sortKey)
                WHERE id = \(id)
                """, logger: logger)
            if changed.name != stored.name {
                let words = ContactSearchKeys.words(of: changed.name)
                try await connection.query("DELETE FROM contact_word WHERE contact_id = \(id)", logger: logger)
                try await connection.query("""
                    INSERT INTO contact_word (word, sort_key, contact_id) SELECT word, \(sortKey), \(id) FROM unnest(\(words)::text[]) AS word
                    """, logger: logger)
            }
            try await Self.announce(.contact(changed), on: connection, logger: logger)
            return changed
        }
    }

    public func deleteContact(id: Int64, expectedVersion: Int?) async throws {
        try await transaction { connection in
            let stored = try await Self.lockedContact(id: id, on: connection, logger: logger)
            if let expectedVersion, stored.version != expectedVersion {
                throw StoreError.staleContact(current: stored)
            }
            try await connection.query("DELETE FROM contact WHERE id = \(id)", logger: logger)
            try await Self.announce(.contactDeleted(id: id), on: connection, logger: logger)
        }
    }

    /// The stored row, locked until the transaction ends; throws when there is none.
    static func lockedContact(id: Int64, on connection: PostgresConnection, logger: Logger) async throws -> Contact {
        let rows = try await connection.query("""
            SELECT id, name, country, city, phone, version, updated_at FROM contact WHERE id = \(id) FOR UPDATE
            """, logger: logger)
        guard let stored = try await contacts(in: rows).first else { throw StoreError.contactNotFound(id: id) }
        return stored
    }

    /// Decodes rows of `id, name, country, city, phone, version, updated_at`.
    static func contacts(in rows: PostgresRowSequence) async throws -> [Contact] {
        var contacts: [Contact] = []
        for try await (id, name, country, city, phone, version, updatedAt) in rows.decode(
            (Int64, String, String, String, String, Int, Date).self)
        {
            contacts.append(Contact(
                id: id, name: name, country: country, city: city, phone: phone, version: version, updatedAt: updatedAt))
        }
        return contacts
    }
}
