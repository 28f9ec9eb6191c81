import Foundation
import GRDB

/// Accounts, sessions and failed sign-ins in the app's SQLite file, in tables of their own
/// (``AccountSchema``), migrated by their own migrations beside the contacts'.
public struct SQLiteAccountStore: AccountStore {
    let writer: any DatabaseWriter

    /// Migrates the account tables of the database `writer` opens.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// Opens (creating when missing) the SQLite file at `path`, in WAL mode with `synchronous = FULL`,
    /// as the app does: for `formkit-server user`, beside running servers.
    public static func file(at path: String) throws -> SQLiteAccountStore {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let pool = try DatabasePool(path: path, configuration: configuration)
        // Set on the open writer: the pool sets it to NORMAL after `prepareDatabase` (SQLiteStore.file).
        try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        return try SQLiteAccountStore(pool)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("accounts v1: accounts, sessions and failed sign-ins") { db in
            for statement in AccountSchema.statements(timeType: "TEXT", textType: "TEXT") {
                try db.execute(sql: statement)
            }
        }
        return migrator
    }

    public func addAccount(name: String, passwordHash: String, now: Date) async throws {
        do {
            try await writer.write { db in
                try db.execute(
                    sql: "INSERT INTO account (name, password_hash, created_at) VALUES (?, ?, ?)",
                    arguments: [name, passwordHash, now])
            }
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
            throw AccountError.exists(name)
        }
    }

    public func removeAccount(name: String) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM account_session WHERE account_name = ?", arguments: [name])
            try db.execute(sql: "DELETE FROM account WHERE name = ?", arguments: [name])
            return db.changesCount > 0
        }
    }

    public func accountNames() async throws -> [String] {
        try await writer.read { db in try String.fetchAll(db, sql: "SELECT name FROM account ORDER BY name") }
    }

    public func hasAccounts() async throws -> Bool {
        try await writer.read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM account)") ?? false }
    }

    public func passwordHash(name: String) async throws -> String? {
        try await writer.read { db in
            try String.fetchOne(db, sql: "SELECT password_hash FROM account WHERE name = ?", arguments: [name])
        }
    }

    public func addSession(digest: String, name: String, now: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO account_session (digest, account_name, created_at, used_at) VALUES (?, ?, ?, ?)",
                arguments: [digest, name, now, now])
        }
    }

    public func session(digest: String) async throws -> (name: String, usedAt: Date)? {
        try await writer.read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT account_name, used_at FROM account_session WHERE digest = ?", arguments: [digest])
            return row.map { (name: $0[0] as String, usedAt: $0[1] as Date) }
        }
    }

    public func touchSession(digest: String, now: Date) async throws {
        try await writer.write { db in
            try db.execute(sql: "UPDATE account_session SET used_at = ? WHERE digest = ?", arguments: [now, digest])
        }
    }

    public func removeSession(digest: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM account_session WHERE digest = ?", arguments: [digest])
        }
    }

    public func addFailure(name: String, address: String, at time: Date) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM sign_in_failure WHERE failed_at <= ?", arguments: [time.addingTimeInterval(-SignInLimits.window)])
            try db.execute(
                sql: "INSERT INTO sign_in_failure (account_name, address, failed_at) VALUES (?, ?, ?)",
                arguments: [name, address, time])
        }
    }

    public func failures(name: String, address: String, since: Date) async throws -> (byName: [Date], byAddress: [Date]) {
        try await writer.read { db in
            let byName = try Date.fetchAll(
                db, sql: "SELECT failed_at FROM sign_in_failure WHERE account_name = ? AND failed_at > ? ORDER BY failed_at",
                arguments: [name, since])
            let byAddress = try Date.fetchAll(
                db, sql: "SELECT failed_at FROM sign_in_failure WHERE address = ? AND failed_at > ? ORDER BY failed_at",
                arguments: [address, since])
            return (byName, byAddress)
        }
    }
}
