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
        if seed {
            try writer.write { db in try Seed.insertIfEmpty(db, now: now) }
        }
    }

    /// Opens (creating when missing) the SQLite file at `path`, in WAL mode, `synchronous = FULL`.
    ///
    /// `cacheMiB` sets each connection's page cache (SQLite's default is 2 MiB). A bulk import wants
    /// its indexes' pages in memory: with 2 MiB, each insertion into a large index reads its page back
    /// from the file.
    public static func file(at path: String, seed: Bool = true, cacheMiB: Int? = nil) throws -> SQLiteStore {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try makeDurable(db)
            if let cacheMiB { try db.execute(sql: "PRAGMA cache_size = \(-cacheMiB * 1024)") }
        }
        // A DatabasePool opens the file in WAL mode: readers never wait for the writer.
        let pool = try DatabasePool(path: path, configuration: configuration)
        return try SQLiteStore(pool, seed: seed)
    }

    /// A private in-memory database, for tests.
    public static func inMemory(seed: Bool = true, now: Date = Date()) throws -> SQLiteStore {
        try SQLiteStore(DatabaseQueue(), seed: seed, now: now)
    }

    /// The journal mode SQLite reports ("wal" for a file store).
    public func journalMode() throws -> String {
        try writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: contacts and schedule") { db in
            try db.create(table: "contact") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("country", .text).notNull()
                t.column("city", .text).notNull()
                t.column("phone", .text).notNull()
                t.column("version", .integer).notNull().defaults(to: 1)
                t.column("updatedAt", .datetime).notNull()
            }
            try db.create(index: "contact_on_name", on: "contact", columns: ["name"])
            try db.create(table: "scheduleSlot") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("section", .integer).notNull()
                t.column("period", .integer).notNull()
                t.column("minutes", .integer).notNull()
                t.column("heating", .double).notNull()
                t.column("cooling", .double).notNull()
                t.column("version", .integer).notNull().defaults(to: 1)
                t.column("updatedAt", .datetime).notNull()
                t.uniqueKey(["section", "period"])
            }
        }
        migrator.registerMigration("v2: contacts listed by folded name and found by word") { db in
            try db.alter(table: "contact") { t in t.add(column: "sortKey", .text).notNull().defaults(to: "") }
            try db.execute(sql: """
                CREATE TABLE contactWord (
                    word TEXT NOT NULL, sortKey TEXT NOT NULL,
                    contactId INTEGER NOT NULL REFERENCES contact(id) ON DELETE CASCADE);
                CREATE INDEX contactWord_on_word ON contactWord (word, sortKey, contactId);
                CREATE INDEX contactWord_on_contactId ON contactWord (contactId);
                CREATE INDEX contact_on_sortKey ON contact (sortKey, id);
                DROP INDEX contact_on_name;
                """)
            for row in try Row.fetchAll(db, sql: "SELECT id, name FROM contact") {
                let indexed = ContactService.searchKeys(Contact(name: row["name"], country: "", city: "", phone: "", updatedAt: Date()))
                try db.execute(sql: "UPDATE contact SET sortKey = ? WHERE id = ?", arguments: [indexed.sortKey, row["id"]])
                for word in indexed.laterWords {
                    try db.execute(sql: "INSERT INTO contactWord VALUES (?, ?, ?)", arguments: [word, indexed.sortKey, row["id"]])
                }
            }
        }
        migrator.registerMigration("v3: the words table holds the later words only") { db in
            // The first word needs no row: the sort key starts with it (``PrefixSearch``).
            try db.execute(sql: "DELETE FROM contactWord WHERE word = sortKey")
        }
        migrator.registerMigration("v4: typographic apostrophes folded in search keys") { db in
            try db.execute(sql: ApostropheFolding.sqliteStatements)
        }
        migrator.registerMigration("v5: PostgreSQL's names, and the words without a foreign key (``AppStore``)") { db in
            try db.execute(sql: """
                ALTER TABLE contact RENAME COLUMN updatedAt TO updated_at;
                ALTER TABLE contact RENAME COLUMN sortKey TO sort_key;
                ALTER TABLE scheduleSlot RENAME COLUMN updatedAt TO updated_at;
                ALTER TABLE scheduleSlot RENAME TO schedule_slot;
                DROP INDEX contact_on_sortKey;
                CREATE INDEX contact_on_sort_key ON contact (sort_key, id);
                CREATE TABLE contact_word (word TEXT NOT NULL, sort_key TEXT NOT NULL, contact_id INTEGER NOT NULL);
                INSERT INTO contact_word SELECT word, sortKey, contactId FROM contactWord ORDER BY word, sortKey, contactId;
                DROP TABLE contactWord;
                CREATE INDEX contact_word_on_word ON contact_word (word, sort_key, contact_id);
                """)
        }
        migrator.registerMigration("v6: an index for each sortable column (``ContactOrder``)") { db in
            try db.execute(sql: ContactOrder.indexStatements.joined(separator: ";\n"))
        }
        migrator.registerMigration("v7: a phone's extension, NULL when it has none") { db in
            try db.execute(sql: "ALTER TABLE contact ADD COLUMN phone_extension TEXT")
        }
        migrator.registerMigration("v8: an index for the updated order") { db in
            try db.execute(sql: ContactOrder.updatedIndexStatement)
        }
        return migrator
    }
}
