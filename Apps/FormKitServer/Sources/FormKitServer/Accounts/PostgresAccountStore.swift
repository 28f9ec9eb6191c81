import Foundation
import PostgresNIO

/// Accounts, sessions and failed sign-ins in the app's PostgreSQL database, in tables of their own
/// (``AccountSchema``), migrated once by whichever instance starts first.
public struct PostgresAccountStore: AccountStore {
    let client: PostgresClient
    let logger: Logger

    /// Uses `client`, which the caller runs (the app's store's client, as a service).
    public init(client: PostgresClient) {
        self.client = client
        var logger = Logger(label: "formkit.accounts")
        logger.logLevel = .critical
        self.logger = logger
    }

    /// The advisory lock key that serialises the account migrations ("FA" in ASCII).
    static let migrationLock: Int64 = 0x4641

    static let migrations: [(name: String, statements: [String])] = [
        ("accounts v1: accounts, sessions and failed sign-ins",
         AccountSchema.statements(timeType: "timestamptz", textType: "text COLLATE \"C\"")),
    ]

    /// Runs the account migrations not yet run (recorded in `formkit_migration`, as the contacts' are).
    public func prepare() async throws {
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", logger: logger)
            try await connection.query("CREATE TABLE IF NOT EXISTS formkit_migration (name text PRIMARY KEY)", logger: logger)
            var done: Set<String> = []
            for try await name in try await connection.query("SELECT name FROM formkit_migration", logger: logger).decode(String.self) {
                done.insert(name)
            }
            for migration in Self.migrations where !done.contains(migration.name) {
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query("INSERT INTO formkit_migration (name) VALUES (\(migration.name))", logger: logger)
            }
        }
    }

    public func addAccount(name: String, passwordHash: String, now: Date) async throws {
        let rows = try await client.query("""
            INSERT INTO account (name, password_hash, created_at) VALUES (\(name), \(passwordHash), \(now))
            ON CONFLICT (name) DO NOTHING RETURNING name
            """, logger: logger)
        var added = false
        for try await _ in rows.decode(String.self) { added = true }
        if !added { throw AccountError.exists(name) }
    }

    public func removeAccount(name: String) async throws -> Bool {
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("DELETE FROM account_session WHERE account_name = \(name)", logger: logger)
            var removed = false
            let rows = try await connection.query("DELETE FROM account WHERE name = \(name) RETURNING name", logger: logger)
            for try await _ in rows.decode(String.self) { removed = true }
            return removed
        }
    }

    public func accountNames() async throws -> [String] {
        try await strings(client.query("SELECT name FROM account ORDER BY name", logger: logger))
    }

    public func hasAccounts() async throws -> Bool {
        var exists = false
        for try await value in try await client.query("SELECT EXISTS (SELECT 1 FROM account)", logger: logger).decode(Bool.self) {
            exists = value
        }
        return exists
    }

    public func passwordHash(name: String) async throws -> String? {
        try await strings(client.query("SELECT password_hash FROM account WHERE name = \(name)", logger: logger)).first
    }

    public func addSession(digest: String, name: String, now: Date) async throws {
        try await client.query("""
            INSERT INTO account_session (digest, account_name, created_at, used_at) VALUES (\(digest), \(name), \(now), \(now))
            """, logger: logger)
    }

    public func session(digest: String) async throws -> (name: String, usedAt: Date)? {
        let rows = try await client.query(
            "SELECT account_name, used_at FROM account_session WHERE digest = \(digest)", logger: logger)
        var found: (name: String, usedAt: Date)?
        for try await (name, usedAt) in rows.decode((String, Date).self) { found = (name, usedAt) }
        return found
    }

    public func touchSession(digest: String, now: Date) async throws {
        try await client.query("UPDATE account_session SET used_at = \(now) WHERE digest = \(digest)", logger: logger)
    }

    public func removeSession(digest: String) async throws {
        try await client.query("DELETE FROM account_session WHERE digest = \(digest)", logger: logger)
    }

    public func addFailure(name: String, address: String, at time: Date) async throws {
        let forgotten = time.addingTimeInterval(-SignInLimits.window)
        try await client.query("DELETE FROM sign_in_failure WHERE failed_at <= \(forgotten)", logger: logger)
        try await client.query(
            "INSERT INTO sign_in_failure (account_name, address, failed_at) VALUES (\(name), \(address), \(time))", logger: logger)
    }

    public func failures(name: String, address: String, since: Date) async throws -> (byName: [Date], byAddress: [Date]) {
        let byName = try await dates(client.query(
            "SELECT failed_at FROM sign_in_failure WHERE account_name = \(name) AND failed_at > \(since) ORDER BY failed_at",
            logger: logger))
        let byAddress = try await dates(client.query(
            "SELECT failed_at FROM sign_in_failure WHERE address = \(address) AND failed_at > \(since) ORDER BY failed_at",
            logger: logger))
        return (byName, byAddress)
    }

    private func strings(_ rows: PostgresRowSequence) async throws -> [String] {
        var values: [String] = []
        for try await value in rows.decode(String.self) { values.append(value) }
        return values
    }

    private func dates(_ rows: PostgresRowSequence) async throws -> [Date] {
        var values: [Date] = []
        for try await value in rows.decode(Date.self) { values.append(value) }
        return values
    }
}
