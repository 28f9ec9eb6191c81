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
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: quietLogger)
            try await connection.close()
        } catch {
            throw DatabaseUnreachable(description: "cannot open the database \(location): \(reason(error))")
        }
    }

    /// The store's logger: critical messages only (errors reach the caller as they are).
    static var quietLogger: Logger { var logger = Logger(label: "formkit.postgres"); logger.logLevel = .critical; return logger }

    /// The server's message, or the network error, of a failed connection.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return String(describing: error) }
        if let message = error.serverInfo?[.message] { return message }
        if let underlying = error.underlying { return String(describing: underlying) }
        return String(describing: error.code)
    }

    /// Runs the migrations not yet run and seeds an empty database (`seed` = false keeps it empty), under a
    /// transaction-scoped advisory lock, so instances starting together migrate once.
    public func prepare(seed: Bool = true, now: Date = Date()) async throws {
        try await transaction { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", logger: logger)
            try await connection.query("CREATE TABLE IF NOT EXISTS formkit_migration (name text PRIMARY KEY)", logger: logger)
            let done = Set(try await Self.decode(String.self, connection.query("SELECT name FROM formkit_migration", logger: logger)))
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
        if try await decode(Int64.self, connection.query("SELECT count(*) FROM contact", logger: logger)) == [0] {
            _ = try await insert(Seed.contacts.map { ContactService.searchKeys(Seed.seedContact($0, now: now)) }, on: connection, logger: logger)
        }
        guard try await decode(Int64.self, connection.query("SELECT count(*) FROM schedule_slot", logger: logger)) == [0] else { return }
        for slot in Seed.slots(now: now) {
            try await connection.query("""
                INSERT INTO schedule_slot (section, period, minutes, heating, cooling, version, updated_at)
                VALUES (\(slot.section), \(slot.period), \(slot.minutes), \(slot.heating), \(slot.cooling), 1, \(slot.updatedAt))
                """, logger: logger)
        }
    }

    public func write(slot id: Int64, _ plan: @escaping @Sendable (ScheduleSlot?) throws -> ScheduleSlot) async throws -> ScheduleSlot {
        try await transaction { connection in
            let slotByID = "SELECT \(Self.slotColumns) FROM schedule_slot WHERE id = $1 FOR UPDATE"
            let changed = try plan(try await Self.decode(ScheduleSlot.self, connection.query(
                Self.query(slotByID, [.integer(id)]), logger: logger)).first)
            try await connection.query("""
                UPDATE schedule_slot SET minutes = \(changed.minutes), heating = \(changed.heating),
                    cooling = \(changed.cooling), version = \(changed.version), updated_at = \(changed.updatedAt)
                WHERE id = \(id)
                """, logger: logger)
            try await Self.announce([.slot(changed)], on: connection, logger: logger)
            return changed
        }
    }

    /// Runs `body` in a transaction on one pooled connection; an error of `body` (a ``StoreError``, a
    /// refused check) comes out as itself, not wrapped in postgres-nio's `PostgresTransactionError`.
    func transaction<Result: Sendable>(_ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        do {
            return try await client.withTransaction(logger: logger) { connection in try await body(connection) }
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

/// Why the app could not open its database at start, in one line without the password.
public struct DatabaseUnreachable: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}
