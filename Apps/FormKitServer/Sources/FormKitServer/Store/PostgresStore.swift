import Foundation
import PostgresNIO

/// The PostgreSQL store: a pooled `PostgresClient`, bound statements only, migrations run on start.
///
/// Several app instances can share one database: every change is a transaction that locks the row
/// (`SELECT … FOR UPDATE`) and checks its version, so of two edits made from one version exactly one wins.
///
/// ```swift
/// let store = PostgresStore(location)          // then run `store.client.run()` as a service
/// try await store.prepare()                    // migrates, seeds an empty database
/// ```
public struct PostgresStore: AppStore {
    public let client: PostgresClient
    /// Every instance's committed changes, as `LISTEN` hears them (``PostgresEventListener`` feeds it).
    public let events = EventHub()
    let logger: Logger

    public init(_ location: PostgresLocation, maximumConnections: Int = 20) {
        var configuration = PostgresClient.Configuration(
            host: location.host, port: location.port, username: location.user,
            password: location.password, database: location.database, tls: .disable)
        configuration.options.maximumConnections = maximumConnections
        configuration.options.connectTimeout = .seconds(5)
        client = PostgresClient(configuration: configuration)
        var logger = Logger(label: "formkit.postgres")
        logger.logLevel = .critical
        self.logger = logger
    }

    /// Checks the server answers, runs the migrations not yet run, and seeds an empty database (`seed` = false keeps it empty).
    ///
    /// Migrations hold a transaction-scoped advisory lock, so instances starting together migrate once.
    public func prepare(seed: Bool = true, now: Date = Date()) async throws {
        try await transaction { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", logger: logger)
            try await connection.query("CREATE TABLE IF NOT EXISTS formkit_migration (name text PRIMARY KEY)", logger: logger)
            var done: Set<String> = []
            let names = try await connection.query("SELECT name FROM formkit_migration", logger: logger)
            for try await name in names.decode(String.self) { done.insert(name) }
            for migration in PostgresMigrations.all where !done.contains(migration.name) {
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query("INSERT INTO formkit_migration (name) VALUES (\(migration.name))", logger: logger)
            }
            if seed { try await Self.seedIfEmpty(connection, logger: logger, now: now) }
        }
    }

    /// The advisory lock key that serialises migrations ("FK" in ASCII).
    static let migrationLock: Int64 = 0x464B

    static func seedIfEmpty(_ connection: PostgresConnection, logger: Logger, now: Date) async throws {
        let rows = try await connection.query(
            "SELECT (SELECT count(*) FROM contact), (SELECT count(*) FROM schedule_slot)", logger: logger)
        var (contacts, slots): (Int64, Int64) = (0, 0)
        for try await counts in rows.decode((Int64, Int64).self) { (contacts, slots) = counts }
        if contacts == 0 {
            _ = try await insert(Seed.contacts.map { ContactService.searchKeys(Seed.seedContact($0, now: now)) }, on: connection, logger: logger)
        }
        guard slots == 0 else { return }
        for slot in Seed.slots(now: now) {
            try await connection.query("""
                INSERT INTO schedule_slot (section, period, minutes, heating, cooling, version, updated_at)
                VALUES (\(slot.section), \(slot.period), \(slot.minutes), \(slot.heating), \(slot.cooling), 1, \(slot.updatedAt))
                """, logger: logger)
        }
    }
}

extension PostgresStore {
    /// Runs `body` in a transaction on one pooled connection; an error of `body` (a ``StoreError``, a
    /// refused check) comes out as itself, not wrapped in postgres-nio's `PostgresTransactionError`.
    func transaction<Result: Sendable>(
        _ body: (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        do {
            return try await client.withTransaction(logger: logger) { connection in try await body(connection) }
        } catch let error as PostgresTransactionError {
            throw error.closureError ?? error
        }
    }
}

extension PostgresStore {
    /// The single column of every row, decoded.
    static func values<Value: PostgresDecodable>(of type: Value.Type, in rows: PostgresRowSequence) async throws -> [Value] {
        var values: [Value] = []
        for try await value in rows.decode(Value.self) { values.append(value) }
        return values
    }
}
