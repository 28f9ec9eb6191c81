import GRDB

extension SQLiteStore {
    /// SQLite's `synchronous` setting for the app's file: `FULL` (2).
    ///
    /// In WAL mode SQLite's default, `NORMAL`, already keeps every committed transaction through a crash of
    /// the process (the WAL is in the operating system's cache), but may lose the last ones to a power cut.
    /// `FULL` syncs the WAL at every commit, so a write the API acknowledged survives both; it costs one
    /// `fsync` per commit, which the app's single-row edits and the import's 5,000-row batches can afford.
    static let synchronousMode = "FULL"

    /// Sets ``synchronousMode`` on a new connection.
    static func makeDurable(_ db: Database) throws {
        try db.execute(sql: "PRAGMA synchronous = \(synchronousMode)")
    }

    /// The synchronous mode SQLite reports: 2 is `FULL`.
    public func synchronousLevel() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1 }
    }
}
