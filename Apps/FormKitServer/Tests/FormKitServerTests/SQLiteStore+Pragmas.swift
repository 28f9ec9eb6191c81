import GRDB

@testable import FormKitServer

extension SQLiteStore {
    /// The journal mode SQLite reports ("wal" for a file store).
    func journalMode() throws -> String {
        try writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }

    /// The synchronous mode SQLite reports on the connection that commits (the writer; a reader's says
    /// nothing of commits): 2 is `FULL`.
    func synchronousLevel() throws -> Int {
        try writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1 }
    }
}
