import Foundation
import PostgresNIO

extension PostgresStore: SQLStore {
    static let dialect = SQLDialect(
        placeholderMark: "$",
        isIn: { column, list in "\(column) = ANY(\(list))" },
        // Exactly, with no floating point.
        instant: { placeholder in "(timestamptz 'epoch' + \(placeholder)::bigint * interval '1 microsecond')" }, joinsLaterally: true)

    func fetch<Value: SQLDecodable>(_ type: Value.Type, _ sql: String, _ values: [SQLValue]) async throws -> [Value] {
        try await client.withConnection { connection in try await PostgresTransaction(connection: connection, logger: logger).fetch(type, sql, values) }
    }

    /// The statement with its values bound ($1, $2, …).
    static func query(_ sql: String, _ values: [SQLValue]) -> PostgresQuery {
        var bindings = PostgresBindings()
        for value in values {
            switch value {
            case .text(let text): bindings.append(text)
            case .integer(let integer): bindings.append(integer)
            case .texts(let texts): bindings.append(texts)
            case .integers(let integers): bindings.append(integers)
            }
        }
        return PostgresQuery(unsafeSQL: sql, binds: bindings)
    }

    public func write(contacts ids: [Int64], _ plan: @escaping @Sendable ([Contact]) throws -> ContactWrite) async throws -> [Contact] {
        try await transaction { transaction in
            let write = try plan(try await transaction.fetch(Contact.self, Self.contactsByID + " FOR UPDATE", [.integers(ids)]))
            try await transaction.deleteWords(of: write.rowsLosingWords)
            if !write.deleted.isEmpty {
                try await transaction.connection.query("DELETE FROM contact WHERE id = ANY(\(write.deleted.map { $0.contact.id ?? 0 }))", logger: logger)
            }
            let inserted = try await transaction.insert(write.inserted)
            for row in write.updated { try await transaction.update(row) }
            try await transaction.copyWords(of: write.rowsGainingWords.map { ($0, $0.contact.id) })
            let written = write.written(inserting: inserted)
            try await transaction.announce(write.events(written))
            return written
        }
    }

    /// Its changes are `NOTIFY`s, delivered at the commit; a dropped index locks `contact` until then (README).
    public func load<Value: Sendable>(_ body: (any ContactLoad) async throws -> (Value, [ChangeEvent.Change])) async throws -> Value? {
        try await transaction { transaction in
            let (value, changes) = try await body(transaction)
            try await transaction.announce(changes)
            return value
        }
    }

    public var loadIndexes: [SchemaIndex] { SchemaIndex.contactOrders + [.contactWord] + SchemaIndex.contactWordInitials }
}

/// One transaction's connection, and the steps of a write, a load (``ContactLoad``) or a migration on it.
struct PostgresTransaction: ContactLoad {
    let connection: PostgresConnection, logger: Logger

    /// The rows of a read, decoded.
    func fetch<Value: SQLDecodable>(_ type: Value.Type, _ sql: String, _ values: [SQLValue] = []) async throws -> [Value] {
        try await connection.query(PostgresStore.query(sql, values), logger: logger).reduce(into: []) { $0.append(try Value(sqlRow: $1.makeRandomAccess())) }
    }

    func run(_ statements: [String]) async throws {
        for statement in statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger) }
    }

    func count() async throws -> Int { Int(try await fetch(Int64.self, "SELECT count(*) FROM contact").first ?? 0) }

    func update(_ row: IndexedContact) async throws {
        let changed = row.contact
        try await connection.query("""
            UPDATE contact SET name = \(changed.name), country = \(changed.country), city = \(changed.city), phone = \(changed.phone),
                phone_extension = \(changed.phoneExtension), version = \(changed.version), updated_at = \(changed.updatedAt), sort_key = \(row.sortKey)
            WHERE id = \(changed.id)
            """, logger: logger)
    }

    /// Deletes the rows' word rows, found through `contact_word_on_word` by the words they were stored with,
    /// in one statement however many.
    func deleteWords(of rows: [IndexedContact]) async throws {
        let words = rows.flatMap { row in row.laterWords.map { (word: $0, row: row) } }
        guard !words.isEmpty else { return }
        let (keys, owners) = (words.map(\.row.sortKey), words.map { $0.row.contact.id ?? 0 })
        try await connection.query("""
            DELETE FROM contact_word w USING unnest(\(words.map(\.word))::text[], \(keys)::text[], \(owners)::bigint[]) AS d (word, sort_key, contact_id)
            WHERE w.word = d.word AND w.sort_key = d.sort_key AND w.contact_id = d.contact_id
            """, logger: logger)
    }

    /// Inserts the rows and their words with two `COPY … FROM STDIN` streams (text format, data never SQL);
    /// rows without an id take one from the sequence first, so that the words can name their contacts
    /// (a row left without one is sent as NULL, which the table refuses).
    @discardableResult
    func insert(_ rows: [IndexedContact]) async throws -> [Contact] {
        guard !rows.isEmpty else { return [] }
        let missing = rows.count { $0.contact.id == nil }
        // One row holding every id (none: an empty array): a row per id costs the client more than the COPY itself.
        let sql: PostgresQuery = "SELECT coalesce(array_agg(nextval('contact_id_seq')), '{}') FROM generate_series(1, \(missing))"
        var ids: [Int64] = []
        for try await all in try await connection.query(sql, logger: logger).decode([Int64].self) { ids = all }
        var unused = ids.makeIterator()
        let inserted = rows.map { var contact = $0.contact; contact.id = contact.id ?? unused.next(); return contact }
        // Rows sent in their index's order: each insertion then lands beside the one before, on pages
        // already in hand, where random order costs a fresh descent into a cold part of the tree.
        var lastDate: (date: Date, text: String)?
        let order = rows.indices.sorted { rows[$0].sortKey < rows[$1].sortKey }
        let columns = ["id", "name", "country", "city", "phone", "phone_extension", "version", "updated_at", "sort_key"]
        try await copy(order, into: "contact", columns) { index, text in
            let contact = inserted[index]
            if lastDate?.date != contact.updatedAt { lastDate = (contact.updatedAt, PostgresCopyText.field(contact.updatedAt)) }
            text.append([
                contact.id.map(String.init), contact.name, contact.country, contact.city, contact.phone, contact.phoneExtension,
                String(contact.version), lastDate?.text ?? "", rows[index].sortKey,
            ])
        }
        try await copyWords(of: order.map { (rows[$0], inserted[$0].id) })
        return inserted
    }

    /// Copies the rows' later words, each row with its contact's id. The rows come in page order, and so
    /// does each word's run: a stable sort by the word alone puts them in `contact_word_on_word`'s order.
    func copyWords(of rows: [(row: IndexedContact, id: Int64?)]) async throws {
        let words = rows.indices.flatMap { index in rows[index].row.laterWords.map { (word: $0, index: index) } }
        try await copy(words.sorted { $0.word < $1.word }, into: "contact_word", ["word", "sort_key", "contact_id"]) { word, text in
            text.append([word.word, rows[word.index].row.sortKey, rows[word.index].id.map(String.init)])
        }
    }

    /// Streams the rows through `COPY table (columns) FROM STDIN` a megabyte at a time: the server stores
    /// each while the client writes the next, where one whole buffer kept it waiting for the client.
    func copy<Row>(_ rows: [Row], into table: String, _ columns: [String], _ write: (Row, inout PostgresCopyText) -> Void) async throws {
        guard !rows.isEmpty else { return }
        try await connection.copyFrom(table: table, columns: columns, logger: logger) { writer in
            var text = PostgresCopyText()
            for row in rows {
                write(row, &text)
                if text.buffer.readableBytes >= 1 << 20 { try await writer.write(text.buffer); text = PostgresCopyText() }
            }
            try await writer.write(text.buffer)
        }
    }
}

extension PostgresRandomAccessRow: SQLRow {
    func text(_ column: Int) throws -> String { try self[column].decode(String.self) }
    func optionalText(_ column: Int) throws -> String? { try self[column].decode(String?.self) }
    func integer(_ column: Int) throws -> Int64 { try self[column].decode(Int64.self) }
    func double(_ column: Int) throws -> Double { try self[column].decode(Double.self) }
    func date(_ column: Int) throws -> Date { try self[column].decode(Date.self) }
}
