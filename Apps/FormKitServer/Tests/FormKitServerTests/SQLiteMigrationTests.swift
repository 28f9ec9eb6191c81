import Foundation
import GRDB
import Testing

@testable import FormKitServer

/// The SQLite migrations still upgrade the oldest databases: version 2 fills the search keys of the names
/// already stored (``SQLiteStore/searchKeyFunctions``), and the later versions carry them to today's schema.
@Suite("SQLite migrations")
struct SQLiteMigrationTests {
    @Test func aVersionOneDatabaseGetsEachNamesSearchKeys() async throws {
        let names = ["Siobhán O’Neill", "Jean-Luc de la Moreau", "Ada"]
        let queue = try DatabaseQueue()
        try SQLiteStore.migrator.migrate(queue, upTo: "v1: contacts and schedule")
        try await queue.write { db in
            for name in names {
                try db.execute(sql: """
                    INSERT INTO contact (name, country, city, phone, updatedAt)
                    VALUES (?, 'IE', 'Dublin', '+35312345678', '2026-01-14 12:00:00.000')
                    """, arguments: [name])
            }
        }
        let store = try SQLiteStore(queue, seed: false)
        for (index, name) in names.enumerated() {
            let expected = ContactService.searchKeys(Contact(name: name, country: "", city: "", phone: "", updatedAt: testNow))
            let id = Int64(index + 1)
            let (sortKey, words) = try await queue.read { db in
                (try String.fetchOne(db, sql: "SELECT sort_key FROM contact WHERE id = ?", arguments: [id]),
                 try String.fetchAll(db, sql: "SELECT word FROM contact_word WHERE contact_id = ? ORDER BY word", arguments: [id]))
            }
            #expect(sortKey == expected.sortKey, "\(name)")
            #expect(words == expected.laterWords.sorted(), "\(name)")
        }
        // Not vacuous: two of the names have later words.
        #expect(try await queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM contact_word") ?? 0 } >= 3)
        #expect(try await store.count() == names.count)
    }

    @Test func versionNineKeepsEachWordRowInTheWordsKey() async throws {
        let queue = try DatabaseQueue()
        try SQLiteStore.migrator.migrate(queue, upTo: "v8: an index for the updated order")
        let rows = [["brown", "ada brown", "1"], ["li", "mei li", "2"], ["mei", "li mei", "3"]]
        try await queue.write { db in
            for row in rows {
                try db.execute(
                    sql: "INSERT INTO contact_word (word, sort_key, contact_id) VALUES (?, ?, ?)",
                    arguments: [row[0], row[1], Int64(row[2])])
            }
        }
        _ = try SQLiteStore(queue, seed: false)
        let (kept, table) = try await queue.read { db in
            (try Row.fetchAll(db, sql: "SELECT word, sort_key, contact_id FROM contact_word ORDER BY contact_id").map { row in
                [row[0] as String, row[1] as String, String(row[2] as Int64)]
             },
             try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'contact_word'") ?? "")
        }
        #expect(kept == rows)
        #expect(table.hasSuffix("WITHOUT ROWID"), "\(table)")
        // The key refuses a second copy of a row, which the old table and index allowed.
        await #expect(throws: DatabaseError.self) {
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO contact_word (word, sort_key, contact_id) VALUES ('li', 'mei li', 2)")
            }
        }
    }

    /// A database from before version 10 gains the initials' indexes over the words it holds, and a short
    /// prefix is then read from them (the plan names the index, with no sort).
    @Test func versionTenIndexesTheWordsInitials() async throws {
        let queue = try DatabaseQueue()
        try SQLiteStore.migrator.migrate(queue, upTo: "v9: the words table keyed by its index, without a rowid")
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO contact (id, name, country, city, phone, version, updated_at, sort_key) VALUES
                    (1, 'Ann Sato', 'JP', 'Tokyo', '+81312345678', 1, '2026-01-14 12:00:00.000', 'ann sato'),
                    (2, 'Bo Ørsted', 'DK', 'Aarhus', '+4532123456', 1, '2026-01-14 12:00:00.000', 'bo ørsted');
                INSERT INTO contact_word (word, sort_key, contact_id) VALUES ('sato', 'ann sato', 1), ('ørsted', 'bo ørsted', 2)
                """)
        }
        let store = try SQLiteStore(queue, seed: false)
        let indexes = try await queue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'contact_word' ORDER BY name")
        }
        #expect(indexes == SchemaIndex.contactWordInitials.map(\.name))
        #expect(try await store.contacts(withWordsStarting: "ø", after: .start, limit: 5).map(\.id) == [2])
        #expect(try await store.contacts(withWordsStarting: "sa", after: .start, limit: 5).map(\.id) == [1])
        for letters in PrefixSearch.initialLengths {
            let plan = try await queue.read { db in
                try Row.fetchAll(db, sql: """
                    EXPLAIN QUERY PLAN SELECT DISTINCT sort_key, contact_id FROM contact_word
                    WHERE \(SchemaIndex.initial(letters)) = 'sa' AND (sort_key, contact_id) > ('', 0) ORDER BY sort_key, contact_id LIMIT 5
                    """).map { $0["detail"] as String }.joined(separator: "; ")
            }
            #expect(plan.contains("contact_word_on_initial_\(letters)") && !plan.contains("TEMP B-TREE"), "\(plan)")
        }
    }
}
