import GRDB

@testable import FormKitServer

extension SQLiteStore {
    /// The journal mode SQLite reports ("wal" for a file store).
    func journalMode() throws -> String {
        try writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }

    /// The synchronous mode SQLite reports: 2 is `FULL`.
    func synchronousLevel() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1 }
    }
}
