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
        let words = try await Self.values(of: String.self, in: client.query(
            PostgresQuery(unsafeSQL: Self.distinctWordsSQL, binds: Self.bindings(range.lower, range.upper, PrefixSearch.maximumWords + 1)),
            logger: logger))
        let start = PrefixSearch.nameRangeStart(lower: range.lower, after: after)
        var bindings = Self.bindings(range.upper, after.sortKey, after.id, query.limit, start.sortKey, start.id)
        let sql: String
        if words.count <= PrefixSearch.maximumWords {
            bindings.append(words)
            sql = Self.prefixPageSQL
        } else {
            bindings.append(range.lower)
            sql = Self.prefixRangePageSQL
        }
        return try await Self.contacts(in: client.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger))
    }

    /// The distinct words in [$1, $2), at most $3, in order: a skip scan of `contact_word_on_word`,
    /// one index probe per word (PostgreSQL reads a recursive query only as far as the limit asks).
    static let distinctWordsSQL = """
        WITH RECURSIVE found (word) AS (
            (SELECT word FROM contact_word WHERE word >= $1 AND word < $2 ORDER BY word LIMIT 1)
            UNION ALL
            SELECT (SELECT word FROM contact_word WHERE word > found.word AND word < $2 ORDER BY word LIMIT 1)
            FROM found WHERE found.word IS NOT NULL
        )
        SELECT word FROM found WHERE word IS NOT NULL LIMIT $3
        """

    /// One page of a prefix search (``PrefixSearch``): the sort keys from ($5, $6) below $1 and the
    /// contacts with each word of $7 after the cursor ($2, $3), each read in order and cut at $4 rows,
    /// merged, cut at $4. The name range starts from one row value: beside a second lower bound,
    /// PostgreSQL would start the index scan at the cursor and read every key before the prefix.
    static let prefixPageSQL = """
        WITH hits (sort_key, id) AS (
            (SELECT sort_key, id FROM contact
             WHERE (sort_key, id) > ($5, $6) AND sort_key < $1 ORDER BY sort_key, id LIMIT $4)
            UNION
            SELECT hit.sort_key, hit.contact_id FROM unnest($7::text[]) AS w (word) CROSS JOIN LATERAL (
                SELECT sort_key, contact_id FROM contact_word
                WHERE contact_word.word = w.word AND (sort_key, contact_id) > ($2, $3)
                ORDER BY sort_key, contact_id LIMIT $4) AS hit
        )
        SELECT c.id, c.name, c.country, c.city, c.phone, c.version, c.updated_at
        FROM (SELECT sort_key, id FROM hits ORDER BY sort_key, id LIMIT $4) AS page JOIN contact c ON c.id = page.id
        ORDER BY page.sort_key, page.id
        """

    /// As ``prefixPageSQL`` when too many distinct words start with the prefix: the words in [$7, $1)
    /// are read whole and sorted.
    static let prefixRangePageSQL = """
        WITH hits (sort_key, id) AS (
            (SELECT sort_key, id FROM contact
             WHERE (sort_key, id) > ($5, $6) AND sort_key < $1 ORDER BY sort_key, id LIMIT $4)
            UNION
            (SELECT sort_key, contact_id FROM contact_word
             WHERE word >= $7 AND word < $1 AND (sort_key, contact_id) > ($2, $3) ORDER BY sort_key, contact_id LIMIT $4)
        )
        SELECT c.id, c.name, c.country, c.city, c.phone, c.version, c.updated_at
        FROM (SELECT sort_key, id FROM hits ORDER BY sort_key, id LIMIT $4) AS page JOIN contact c ON c.id = page.id
        ORDER BY page.sort_key, page.id
        """

    public func nameWords() async throws -> [String] {
        let first = try await Self.values(of: String.self, in: client.query(PostgresQuery(unsafeSQL: Self.firstWordsSQL), logger: logger))
        let later = try await Self.values(of: String.self, in: client.query(
            PostgresQuery(unsafeSQL: Self.distinctWordsSQL, binds: Self.bindings("", "\u{10FFFF}", Int64.max)), logger: logger))
        return first + later
    }

    /// The distinct first words of the sort keys: one probe of `contact_on_sort_key` per word,
    /// skipping past "word " (a space sorts before "!").
    static let firstWordsSQL = """
        WITH RECURSIVE found (word) AS (
            (SELECT split_part(sort_key, ' ', 1) FROM contact ORDER BY sort_key LIMIT 1)
            UNION ALL
            SELECT (SELECT split_part(sort_key, ' ', 1) FROM contact WHERE sort_key >= found.word || '!' ORDER BY sort_key LIMIT 1)
            FROM found WHERE found.word IS NOT NULL
        )
        SELECT word FROM found WHERE word IS NOT NULL AND word <> ''
        """

    /// Bindings of `values`, in order ($1, $2, …).
    static func bindings(_ values: any PostgresDynamicTypeEncodable...) -> PostgresBindings {
        var bindings = PostgresBindings()
        for value in values { bindings.append(value) }
        return bindings
    }

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

    /// The sequence handed out fewer ids than asked for (it cannot, short of its maximum).
    struct PostgresIDShortage: Error, CustomStringConvertible {
        var asked: Int
        var got: Int
        var description: String { "the contact id sequence gave \(got) ids for \(asked) rows" }
    }

    /// Inserts the rows and their search keys with two `COPY … FROM STDIN` streams (text format, data
    /// never SQL), ids taken first from the sequence so that the words can name their contacts.
    @discardableResult
    static func insert(_ contacts: [Contact], on connection: PostgresConnection, logger: Logger) async throws -> [Contact] {
        // One row holding every id: a row per id costs the client more than the COPY itself.
        let ids = try await values(of: [Int64].self, in: connection.query(
            "SELECT array_agg(nextval('contact_id_seq')) FROM generate_series(1, \(contacts.count))", logger: logger)).first ?? []
        guard ids.count == contacts.count else { throw PostgresIDShortage(asked: contacts.count, got: ids.count) }
        var inserted = contacts
        var sortKeys: [String] = []
        var words: [(word: String, sortKey: String, id: Int64)] = []
        for index in inserted.indices {
            inserted[index].id = ids[index]
            inserted[index].version = 1
            let sortKey = ContactSearchKeys.sortKey(of: contacts[index].name)
            sortKeys.append(sortKey)
            for word in ContactSearchKeys.laterWords(ofSortKey: sortKey) { words.append((word, sortKey, ids[index])) }
        }
        // Rows sent in their index's order: each insertion then lands beside the one before, on pages
        // already in hand, where random order costs a fresh descent into a cold part of the tree.
        var contactRows = PostgresCopyText(), wordRows = PostgresCopyText()
        var lastDate: (date: Date, text: String)?
        for index in inserted.indices.sorted(by: { sortKeys[$0] < sortKeys[$1] }) {
            let contact = contacts[index]
            if lastDate?.date != contact.updatedAt { lastDate = (contact.updatedAt, PostgresCopyText.field(contact.updatedAt)) }
            contactRows.append([
                String(ids[index]), contact.name, contact.country, contact.city, contact.phone, "1", lastDate?.text ?? "", sortKeys[index],
            ])
        }
        for word in words.sorted(by: { ($0.word, $0.sortKey) < ($1.word, $1.sortKey) }) {
            wordRows.append([word.word, word.sortKey, String(word.id)])
        }
        try await connection.copyFrom(
            table: "contact", columns: ["id", "name", "country", "city", "phone", "version", "updated_at", "sort_key"],
            logger: logger
        ) { writer in try await writer.write(contactRows.buffer) }
        if wordRows.buffer.readableBytes > 0 {
            try await connection.copyFrom(table: "contact_word", columns: ["word", "sort_key", "contact_id"], logger: logger) { writer in
                try await writer.write(wordRows.buffer)
            }
        }
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
            if changed.name != stored.name { try await Self.deleteWords(ofContact: id, on: connection, logger: logger) }
            try await connection.query("""
                UPDATE contact SET name = \(changed.name), country = \(changed.country), city = \(changed.city),
                    phone = \(changed.phone), version = \(changed.version), updated_at = \(now), sort_key = \(sortKey)
                WHERE id = \(id)
                """, logger: logger)
            if changed.name != stored.name {
                let words = ContactSearchKeys.laterWords(ofSortKey: sortKey)
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
            try await Self.deleteWords(ofContact: id, on: connection, logger: logger)
            try await connection.query("DELETE FROM contact WHERE id = \(id)", logger: logger)
            try await Self.announce(.contactDeleted(id: id), on: connection, logger: logger)
        }
    }

    /// Deletes the contact's word rows, found through `contact_word_on_word` from its stored sort key
    /// (the words are that key's later words): the words table has no index by contact, which would
    /// cost every import one more insertion per row.
    static func deleteWords(ofContact id: Int64, on connection: PostgresConnection, logger: Logger) async throws {
        let keys = try await values(of: String.self, in: connection.query("SELECT sort_key FROM contact WHERE id = \(id)", logger: logger))
        guard let sortKey = keys.first else { return }
        let words = ContactSearchKeys.laterWords(ofSortKey: sortKey)
        guard !words.isEmpty else { return }
        try await connection.query("""
            DELETE FROM contact_word WHERE word = ANY(\(words)::text[]) AND sort_key = \(sortKey) AND contact_id = \(id)
            """, logger: logger)
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
