import Foundation
import PostgresNIO

extension PostgresStore {
    public func page(_ order: ContactOrder, _ bounds: PageBounds, limit: Int) async throws -> [Contact] {
        let (sql, parameters) = order.pageStatement(bounds, limit: limit, placeholder: { "$\($0)" }, instant: Self.instant)
        var binds = PostgresBindings()
        for parameter in parameters {
            switch parameter {
            case .text(let text): binds.append(text)
            case .integer(let integer): binds.append(integer)
            }
        }
        return try await Self.contacts(in: client.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger))
    }

    /// A `timestamptz` from a placeholder of microseconds since 1970, exactly (no floating point).
    static func instant(_ placeholder: String) -> String {
        "(timestamptz 'epoch' + \(placeholder)::bigint * interval '1 microsecond')"
    }

    /// Bindings of `values`, in order ($1, $2, …).
    static func bindings(_ values: any PostgresDynamicTypeEncodable...) -> PostgresBindings {
        var bindings = PostgresBindings()
        for value in values { bindings.append(value) }
        return bindings
    }

    /// Names by `contact_on_sort_key`, phones by `contact_on_phone`, in one query.
    public func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        try await Self.contacts(in: client.query("""
            SELECT id, name, country, city, phone, phone_extension, version, updated_at FROM contact WHERE sort_key = ANY(\(sortKeys))
            UNION SELECT id, name, country, city, phone, phone_extension, version, updated_at FROM contact WHERE phone = ANY(\(phones))
            """, logger: logger))
    }

    public func count() async throws -> Int {
        try await Self.values(of: Int.self, in: client.query("SELECT count(*) FROM contact", logger: logger)).first ?? 0
    }

    public func contacts(ids: [Int64]) async throws -> [Contact] {
        guard !ids.isEmpty else { return [] }
        return try await Self.contacts(in: client.query("""
            SELECT id, name, country, city, phone, phone_extension, version, updated_at FROM contact WHERE id = ANY(\(ids))
            """, logger: logger))
    }

    public func contactIDs() async throws -> [Int64] {
        try await Self.values(of: Int64.self, in: client.query("SELECT id FROM contact ORDER BY id", logger: logger))
    }

    /// A skip scan of the column's index, one probe a value (PostgreSQL reads a recursive query only as far
    /// as the limit asks).
    public func distinct(_ column: DistinctColumn, from lower: String, below upper: String, limit: Int) async throws -> [String] {
        let (table, name) = (column.table, column.rawValue)
        return try await Self.values(of: String.self, in: client.query(PostgresQuery(unsafeSQL: """
            WITH RECURSIVE found (value) AS (
                (SELECT \(name) FROM \(table) WHERE \(name) >= $1 AND \(name) < $2 ORDER BY \(name) LIMIT 1)
                UNION ALL
                SELECT (SELECT \(name) FROM \(table) WHERE \(name) > found.value AND \(name) < $2 ORDER BY \(name) LIMIT 1)
                FROM found WHERE found.value IS NOT NULL
            )
            SELECT value FROM found WHERE value IS NOT NULL LIMIT $3
            """, binds: Self.bindings(lower, upper, limit)), logger: logger))
    }

    public func keys(withWords words: [String], after: ContactCursor, limit: Int) async throws -> [ContactCursor] {
        guard !words.isEmpty else { return [] }
        return try await Self.keys(in: client.query(
            PostgresQuery(unsafeSQL: Self.wordPagesSQL, binds: Self.bindings(words, after.sortKey, after.id, limit)), logger: logger))
    }

    /// For each word of $1, the first $4 contacts with it after the cursor ($2, $3): one range of `contact_word_on_word` each.
    static let wordPagesSQL = """
        SELECT hit.sort_key, hit.contact_id FROM unnest($1::text[]) AS w (word) CROSS JOIN LATERAL (
            SELECT sort_key, contact_id FROM contact_word
            WHERE contact_word.word = w.word AND (sort_key, contact_id) > ($2, $3)
            ORDER BY sort_key, contact_id LIMIT $4) AS hit
        """

    public func keys(withWordsFrom lower: String, below upper: String, after: ContactCursor, limit: Int) async throws -> [ContactCursor] {
        try await Self.keys(in: client.query("""
            SELECT DISTINCT sort_key, contact_id FROM contact_word
            WHERE word >= \(lower) AND word < \(upper) AND (sort_key, contact_id) > (\(after.sortKey), \(after.id))
            ORDER BY sort_key, contact_id LIMIT \(limit)
            """, logger: logger))
    }

    public func write(contacts ids: [Int64], _ plan: @escaping @Sendable ([Contact]) throws -> ContactWrite) async throws -> [Contact] {
        try await transaction { connection in
            let stored = ids.isEmpty ? [] : try await Self.contacts(in: connection.query("""
                SELECT id, name, country, city, phone, phone_extension, version, updated_at FROM contact WHERE id = ANY(\(ids)) ORDER BY id FOR UPDATE
                """, logger: logger))
            let write = try plan(stored)
            let deleted = write.rows.compactMap { if case .delete(let row) = $0 { row } else { nil } }
            if !deleted.isEmpty {
                try await Self.deleteWords(of: deleted, on: connection, logger: logger)
                try await connection.query("DELETE FROM contact WHERE id = ANY(\(deleted.map { $0.contact.id ?? 0 }))", logger: logger)
            }
            var inserted = try await Self.insert(write.rows.compactMap { if case .insert(let row) = $0 { row } else { nil } }, on: connection, logger: logger)[...]
            var written: [Contact] = []
            for change in write.rows {
                switch change {
                case .insert: written.append(inserted.removeFirst())
                case .update(let row, let old): written.append(try await Self.update(row, replacing: old, on: connection, logger: logger))
                case .delete(let old): written.append(old.contact)
                }
            }
            try await Self.announce(write.events(written), on: connection, logger: logger)
            return written
        }
    }

    static func update(_ row: IndexedContact, replacing old: IndexedContact, on connection: PostgresConnection, logger: Logger) async throws -> Contact {
        let changed = row.contact
        try await connection.query("""
            UPDATE contact SET name = \(changed.name), country = \(changed.country), city = \(changed.city), phone = \(changed.phone),
                phone_extension = \(changed.phoneExtension), version = \(changed.version), updated_at = \(changed.updatedAt), sort_key = \(row.sortKey)
            WHERE id = \(changed.id)
            """, logger: logger)
        if row.sortKey != old.sortKey {
            try await deleteWords(of: [old], on: connection, logger: logger)
            try await connection.query("""
                INSERT INTO contact_word (word, sort_key, contact_id) SELECT word, \(row.sortKey), \(changed.id) FROM unnest(\(row.laterWords)::text[]) AS word
                """, logger: logger)
        }
        return changed
    }

    /// Deletes the rows' word rows, found through `contact_word_on_word` by the words they were stored with,
    /// in one statement however many.
    static func deleteWords(of rows: [IndexedContact], on connection: PostgresConnection, logger: Logger) async throws {
        var words: [String] = [], keys: [String] = [], owners: [Int64] = []
        for row in rows {
            for word in row.laterWords {
                words.append(word)
                keys.append(row.sortKey)
                owners.append(row.contact.id ?? 0)
            }
        }
        guard !words.isEmpty else { return }
        try await connection.query("""
            DELETE FROM contact_word w USING unnest(\(words)::text[], \(keys)::text[], \(owners)::bigint[]) AS d (word, sort_key, contact_id)
            WHERE w.word = d.word AND w.sort_key = d.sort_key AND w.contact_id = d.contact_id
            """, logger: logger)
    }

    /// The sequence handed out fewer ids than asked for (it cannot, short of its maximum).
    struct PostgresIDShortage: Error, CustomStringConvertible {
        var asked: Int
        var got: Int
        var description: String { "the contact id sequence gave \(got) ids for \(asked) rows" }
    }

    /// Inserts the rows and their words with two `COPY … FROM STDIN` streams (text format, data never SQL);
    /// rows without an id take one from the sequence first, so that the words can name their contacts.
    static func insert(_ rows: [IndexedContact], on connection: PostgresConnection, logger: Logger) async throws -> [Contact] {
        guard !rows.isEmpty else { return [] }
        let missing = rows.filter { $0.contact.id == nil }.count
        // One row holding every id: a row per id costs the client more than the COPY itself.
        var ids = missing == 0 ? [] : try await values(of: [Int64].self, in: connection.query(
            "SELECT array_agg(nextval('contact_id_seq')) FROM generate_series(1, \(missing))", logger: logger)).first ?? []
        guard ids.count == missing else { throw PostgresIDShortage(asked: missing, got: ids.count) }
        ids.reverse()  // taken from the end, in the rows' order
        let inserted = rows.map { row in
            var contact = row.contact
            contact.id = contact.id ?? ids.removeLast()
            return contact
        }
        // Rows sent in their index's order: each insertion then lands beside the one before, on pages
        // already in hand, where random order costs a fresh descent into a cold part of the tree.
        var contactRows = PostgresCopyText(), wordRows = PostgresCopyText()
        var words: [(word: String, sortKey: String, id: Int64)] = []
        var lastDate: (date: Date, text: String)?
        for index in rows.indices.sorted(by: { rows[$0].sortKey < rows[$1].sortKey }) {
            let (contact, sortKey) = (inserted[index], rows[index].sortKey)
            if lastDate?.date != contact.updatedAt { lastDate = (contact.updatedAt, PostgresCopyText.field(contact.updatedAt)) }
            let id = contact.id ?? 0
            contactRows.append([
                String(id), contact.name, contact.country, contact.city, contact.phone, contact.phoneExtension,
                String(contact.version), lastDate?.text ?? "", sortKey,
            ])
            for word in rows[index].laterWords { words.append((word, sortKey, id)) }
        }
        for word in words.sorted(by: { ($0.word, $0.sortKey) < ($1.word, $1.sortKey) }) {
            wordRows.append([word.word, word.sortKey, String(word.id)])
        }
        try await connection.copyFrom(
            table: "contact", columns: ["id", "name", "country", "city", "phone", "phone_extension", "version", "updated_at", "sort_key"],
            logger: logger
        ) { writer in try await writer.write(contactRows.buffer) }
        if !words.isEmpty {
            try await connection.copyFrom(table: "contact_word", columns: ["word", "sort_key", "contact_id"], logger: logger) { writer in
                try await writer.write(wordRows.buffer)
            }
        }
        return inserted
    }

    /// Decodes rows of `id, name, country, city, phone, phone_extension, version, updated_at` (``ContactOrder/selectedColumns``).
    static func contacts(in rows: PostgresRowSequence) async throws -> [Contact] {
        var contacts: [Contact] = []
        for try await (id, name, country, city, phone, phoneExtension, version, updatedAt) in rows.decode(
            (Int64, String, String, String, String, String?, Int, Date).self)
        {
            contacts.append(Contact(
                id: id, name: name, country: country, city: city, phone: phone, phoneExtension: phoneExtension,
                version: version, updatedAt: updatedAt))
        }
        return contacts
    }

    /// Decodes rows of `sort_key, contact_id`.
    static func keys(in rows: PostgresRowSequence) async throws -> [ContactCursor] {
        var keys: [ContactCursor] = []
        for try await (sortKey, id) in rows.decode((String, Int64).self) { keys.append(ContactCursor(sortKey: sortKey, id: id)) }
        return keys
    }
}
