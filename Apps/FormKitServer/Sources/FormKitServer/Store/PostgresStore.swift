import Foundation
import PostgresNIO

/// The PostgreSQL store: a pooled `PostgresClient` (run as a service, or by ``running(listening:_:)``), bound
/// statements only, migrated and seeded by ``prepare(seed:now:)`` on start.
///
/// Several app instances can share one database: every change is a transaction that locks the row
/// (`SELECT … FOR UPDATE`) and checks its version, so of two edits made from one version exactly one wins.
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
        logger = Self.quietLogger
    }

    /// Opens one connection and closes it, so that a wrong URL fails at once with a one-line reason
    /// (the pool would keep retrying).
    public static func checkReachable(_ location: PostgresLocation) async throws {
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.user,
            password: location.password, database: location.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(5)
        do {
            try await PostgresConnection.connect(configuration: configuration, id: 0, logger: quietLogger).close()
        } catch {
            throw DatabaseUnreachable(description: "cannot open the database \(location): \(reason(error))")
        }
    }

    /// The store's logger: critical messages only (errors reach the caller as they are).
    static var quietLogger: Logger { var logger = Logger(label: "formkit.postgres"); logger.logLevel = .critical; return logger }

    /// The server's message, or the network error, of a failed connection.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return String(describing: error) }
        return error.serverInfo?[.message] ?? error.underlying.map { String(describing: $0) } ?? String(describing: error.code)
    }

    /// Runs the migrations not yet run and seeds an empty database (`seed` = false keeps it empty), under a
    /// transaction-scoped advisory lock, so instances starting together migrate once.
    public func prepare(seed: Bool = true, now: Date = Date()) async throws {
        try await transaction { transaction in
            try await transaction.run(["SELECT pg_advisory_xact_lock(\(Self.migrationLock))", "CREATE TABLE IF NOT EXISTS formkit_migration (name text PRIMARY KEY)"])
            let done = Set(try await transaction.fetch(String.self, "SELECT name FROM formkit_migration"))
            for migration in PostgresMigrations.all where !done.contains(migration.name) {
                try await transaction.run(migration.statements)
                try await transaction.connection.query("INSERT INTO formkit_migration (name) VALUES (\(migration.name))", logger: logger)
            }
            if seed { try await Self.seedIfEmpty(transaction, now: now) }
        }
    }

    /// The advisory lock key that serialises migrations ("FK" in ASCII).
    static let migrationLock: Int64 = 0x464B

    static func seedIfEmpty(_ transaction: PostgresTransaction, now: Date) async throws {
        if try await transaction.count() == 0 { try await transaction.insert(Seed.contacts.map { ContactService.searchKeys(Seed.seedContact($0, now: now)) }) }
        guard try await transaction.fetch(Int64.self, "SELECT count(*) FROM schedule_slot") == [0] else { return }
        for slot in Seed.slots(now: now) {
            try await transaction.connection.query("""
                INSERT INTO schedule_slot (section, period, minutes, heating, cooling, version, updated_at)
                VALUES (\(slot.section), \(slot.period), \(slot.minutes), \(slot.heating), \(slot.cooling), 1, \(slot.updatedAt))
                """, logger: transaction.logger)
        }
    }

    public func write(slot id: Int64, _ plan: @escaping @Sendable (ScheduleSlot?) throws -> ScheduleSlot) async throws -> ScheduleSlot {
        try await transaction { transaction in
            let changed = try plan(try await transaction.fetch(ScheduleSlot.self, "SELECT \(Self.slotColumns) FROM schedule_slot WHERE id = $1 FOR UPDATE", [.integer(id)]).first)
            try await transaction.connection.query("""
                UPDATE schedule_slot SET minutes = \(changed.minutes), heating = \(changed.heating),
                    cooling = \(changed.cooling), version = \(changed.version), updated_at = \(changed.updatedAt)
                WHERE id = \(id)
                """, logger: logger)
            try await transaction.announce([.slot(changed)])
            return changed
        }
    }

    /// Runs `body` in a transaction on one pooled connection; an error of `body` (a ``StoreError``, a
    /// refused check) comes out as itself, not wrapped in postgres-nio's `PostgresTransactionError`.
    func transaction<Result: Sendable>(_ body: (PostgresTransaction) async throws -> Result) async throws -> Result {
        do {
            return try await client.withTransaction(logger: logger) { connection in
                try await body(PostgresTransaction(connection: connection, logger: logger))
            }
        } catch let error as PostgresTransactionError {
            throw error.closureError ?? error
        }
    }

    /// Runs the client's pool and the event listener while `body` runs, then shuts it down: for commands and tests that are
    /// not an `Application` (which runs the client as a service). A client runs once: one call per store.
    public func running<Result: Sendable>(listening: Bool = true, _ body: () async throws -> Result) async throws -> Result {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            if listening {
                group.addTask { try await PostgresEventListener(store: self).run() }
                await events.waitUntilListening()
            }
            defer { group.cancelAll() }
            return try await body()
        }
    }
}
