import Foundation
import GRDB

/// The SQLite store: one `DatabaseWriter`, its migrations registered in one place (GRDB demo's `AppDatabase`).
///
/// ```swift
/// let store = try SQLiteStore.file(at: "formkit.sqlite")   // WAL mode, migrated, seeded
/// let store = try SQLiteStore.inMemory()                   // for tests, migrated, seeded
/// ```
public struct SQLiteStore: AppStore {
    /// The database, for tools and test doubles that set its connection (``SQLiteStore/file(at:seed:cacheMiB:)`` opens it).
    public let writer: any DatabaseWriter
    /// Changes are announced here after they commit (one process: an in-process broadcast).
    public let events = EventHub()

    /// Migrates the schema and seeds an empty database (`seed` = false keeps it empty).
    public init(_ writer: any DatabaseWriter, seed: Bool = true, now: Date = Date()) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
        if seed { try writer.write { db in try Seed.insertIfEmpty(db, now: now) } }
    }

    /// Opens (creating when missing) the SQLite file at `path`, in WAL mode, `synchronous = FULL`: unlike
    /// `NORMAL`, a write the API acknowledged survives a power cut too, for one `fsync` per commit (README).
    /// `cacheMiB` sets each connection's page cache (SQLite's default, 2 MiB, would read an import's index pages back).
    public static func file(at path: String, seed: Bool = true, cacheMiB: Int? = nil) throws -> SQLiteStore {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.allowsUnsafeTransactions = true  // a load's transaction spans several writes (``load(_:)``)
        configuration.prepareDatabase { db in
            // The pages each batch changes go into the file once per cache-full of WAL, not per batch.
            if let cacheMiB { try db.execute(sql: "PRAGMA cache_size = \(-cacheMiB * 1024); PRAGMA wal_autocheckpoint = \(cacheMiB * 256)") }
        }
        // A DatabasePool opens the file in WAL mode (readers never wait for the writer) and then sets its writer's
        // `synchronous` to NORMAL, after `prepareDatabase` ran: FULL is set on the open writer.
        let pool = try DatabasePool(path: path, configuration: configuration)
        try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        return try SQLiteStore(pool, seed: seed)
    }

    /// A private in-memory database, for tests.
    public static func inMemory(seed: Bool = true, now: Date = Date()) throws -> SQLiteStore {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        return try SQLiteStore(DatabaseQueue(configuration: configuration), seed: seed, now: now)
    }

    /// The schema, one migration after another, each run once and recorded by its name (the names stay as
    /// shipped). Version 2 fills the search keys with ``searchKeyFunctions``.
    static let migrations = [
        Migration(name: "v1: contacts and schedule", statements: [
            """
            CREATE TABLE contact (
                id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, country TEXT NOT NULL, city TEXT NOT NULL,
                phone TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1, updatedAt DATETIME NOT NULL)
            """,
            "CREATE INDEX contact_on_name ON contact (name)",
            """
            CREATE TABLE scheduleSlot (
                id INTEGER PRIMARY KEY AUTOINCREMENT, section INTEGER NOT NULL, period INTEGER NOT NULL, minutes INTEGER NOT NULL,
                heating DOUBLE NOT NULL, cooling DOUBLE NOT NULL, version INTEGER NOT NULL DEFAULT 1, updatedAt DATETIME NOT NULL,
                UNIQUE (section, period))
            """,
        ]),
        Migration(name: "v2: contacts listed by folded name and found by word", statements: [
            "ALTER TABLE contact ADD COLUMN sortKey TEXT NOT NULL DEFAULT ''",
            """
            CREATE TABLE contactWord (
                word TEXT NOT NULL, sortKey TEXT NOT NULL, contactId INTEGER NOT NULL REFERENCES contact(id) ON DELETE CASCADE)
            """,
            "CREATE INDEX contactWord_on_word ON contactWord (word, sortKey, contactId)",
            "CREATE INDEX contactWord_on_contactId ON contactWord (contactId)",
            "CREATE INDEX contact_on_sortKey ON contact (sortKey, id)",
            "DROP INDEX contact_on_name",
            "UPDATE contact SET sortKey = formkit_sort_key(name)",
            """
            INSERT INTO contactWord SELECT word.value, contact.sortKey, contact.id
            FROM contact, json_each(formkit_later_words(contact.sortKey)) AS word
            """,
        ]),
        // The first word needs no row: the sort key starts with it (``PrefixSearch``).
        Migration(name: "v3: the words table holds the later words only", statements: ["DELETE FROM contactWord WHERE word = sortKey"]),
        Migration(name: "v4: typographic apostrophes folded in search keys", statements: [ApostropheFolding.sqliteStatements]),
        Migration(name: "v5: PostgreSQL's names, and the words without a foreign key (``AppStore``)", statements: ["""
            ALTER TABLE contact RENAME COLUMN updatedAt TO updated_at;
            ALTER TABLE contact RENAME COLUMN sortKey TO sort_key;
            ALTER TABLE scheduleSlot RENAME COLUMN updatedAt TO updated_at;
            ALTER TABLE scheduleSlot RENAME TO schedule_slot;
            DROP INDEX contact_on_sortKey;
            \(ContactOrder.name.index.create);
            CREATE TABLE contact_word (word TEXT NOT NULL, sort_key TEXT NOT NULL, contact_id INTEGER NOT NULL);
            INSERT INTO contact_word SELECT word, sortKey, contactId FROM contactWord ORDER BY word, sortKey, contactId;
            DROP TABLE contactWord;
            \(SchemaIndex.contactWord.create);
            """]),
        Migration(name: "v6: an index for each sortable column (``ContactOrder``)", statements: ContactOrder.indexStatements),
        Migration(name: "v7: a phone's extension, NULL when it has none", statements: ["ALTER TABLE contact ADD COLUMN phone_extension TEXT"]),
        Migration(name: "v8: an index for the updated order", statements: [ContactOrder.updatedIndexStatement]),
        // One B-tree, not a table and an index: an import writes one tree a word (``AppStore``).
        Migration(name: "v9: the words table keyed by its index, without a rowid", statements: ["""
            CREATE TABLE contact_word_keyed (word TEXT NOT NULL, sort_key TEXT NOT NULL, contact_id INTEGER NOT NULL,
                CONSTRAINT contact_word_on_word PRIMARY KEY (word, sort_key, contact_id)) WITHOUT ROWID;
            INSERT INTO contact_word_keyed SELECT DISTINCT word, sort_key, contact_id FROM contact_word ORDER BY 1, 2, 3;
            DROP TABLE contact_word;
            ALTER TABLE contact_word_keyed RENAME TO contact_word;
            """]),
        Migration(name: "v10: the later words by their first letter and first two", statements: SchemaIndex.contactWordInitials.map(\.create)),
    ]

    /// `formkit_sort_key(name)`, and `formkit_later_words(sort_key)` as a JSON array: ``ContactService/searchKeys``.
    static var searchKeyFunctions: [DatabaseFunction] {
        [
            DatabaseFunction("formkit_sort_key", argumentCount: 1, pure: true) { values in
                ContactSearchKeys.sortKey(of: String.fromDatabaseValue(values[0]) ?? "")
            },
            DatabaseFunction("formkit_later_words", argumentCount: 1, pure: true) { values in
                let words = ContactSearchKeys.laterWords(ofSortKey: String.fromDatabaseValue(values[0]) ?? "")
                return String(decoding: try JSONEncoder().encode(words), as: UTF8.self)
            },
        ]
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.name) { db in
                for function in searchKeyFunctions { db.add(function: function) }
                for statement in migration.statements { try db.execute(sql: statement) }
            }
        }
        return migrator
    }
}
