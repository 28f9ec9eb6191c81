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
}
