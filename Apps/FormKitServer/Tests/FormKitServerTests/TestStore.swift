import Foundation
import PostgresNIO
import Testing

@testable import FormKitServer

/// The store the router and store suites run on: SQLite in memory, or, when `FORMKIT_TEST_POSTGRES_URL`
/// names a throwaway cluster (`scripts/with-postgres` starts one), a fresh PostgreSQL database per test.
enum TestStore {
    /// The admin URL of the test cluster, or nil to test on SQLite.
    static let postgresURL = ProcessInfo.processInfo.environment["FORMKIT_TEST_POSTGRES_URL"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Runs `body` with the rules over a migrated store (seeded unless `seed` is false) of the kind this run tests.
    static func with(
        seed: Bool = true, now: Date = testNow, _ body: @Sendable (ContactService) async throws -> Void
    ) async throws {
        try await withStore(seed: seed, now: now) { store in try await body(ContactService(store)) }
    }

    /// Runs `body` with a migrated store (seeded unless `seed` is false) of the kind this run tests.
    static func withStore(
        seed: Bool = true, now: Date = testNow, _ body: @Sendable (any AppStore) async throws -> Void
    ) async throws {
        guard let postgresURL else {
            try await body(try SQLiteStore.inMemory(seed: seed, now: now))
            return
        }
        try await withPostgres(adminURL: postgresURL, seed: seed, now: now) { store in try await body(store) }
    }

    /// Runs `body` with a `PostgresStore` on a new database of the cluster at `adminURL`, dropped afterwards.
    static func withPostgres(
        adminURL: String, seed: Bool = true, now: Date = testNow, _ body: @Sendable (PostgresStore) async throws -> Void
    ) async throws {
        await TestDatabaseSlots.shared.acquire()
        do {
            try await withNewDatabase(adminURL: adminURL, seed: seed, now: now, body)
        } catch {
            await TestDatabaseSlots.shared.release()
            throw error
        }
        await TestDatabaseSlots.shared.release()
    }

    /// ``withPostgres(adminURL:seed:now:_:)`` once a slot is held.
    private static func withNewDatabase(
        adminURL: String, seed: Bool, now: Date, _ body: @Sendable (PostgresStore) async throws -> Void
    ) async throws {
        let admin = try PostgresLocation(url: adminURL)
        var location = admin
        location.database = "formkit_test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
        let adminStore = PostgresStore(admin, maximumConnections: 1)
        try await adminStore.running(listening: false) {
            // CREATE DATABASE takes no parameters; the name is made here, from a UUID, never from input.
            try await adminStore.client.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(location.database)"))
        }
        let store = PostgresStore(location, maximumConnections: 4)
        try await store.running {
            try await store.prepare(seed: seed, now: now)
            try await body(store)
        }
        let dropping = PostgresStore(admin, maximumConnections: 1)  // a client runs once
        try await dropping.running(listening: false) {
            try await dropping.client.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(location.database) WITH (FORCE)"))
        }
    }
}

/// At most ``limit`` test databases open at once. Each holds up to six connections (four pooled, the
/// listener's, the admin's) and the cluster takes 200 (`scripts/with-postgres`); every test starts at once,
/// and past 200 the refused ones wait while holding the rest: at 191 tests the suite stalled so.
actor TestDatabaseSlots {
    static let shared = TestDatabaseSlots(limit: 30)
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { free = limit }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
