import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

/// A database that cannot serve: writes answer 503 with the JSON error, reads that can be served are, and
/// service comes back by itself when the fault clears.
@Suite("Store faults")
struct StoreFaultTests {
    /// Runs `body` against the app over a fresh SQLite file (the faults are the file's, not an in-memory database's).
    static func withFileApp(
        _ body: @Sendable (any TestClientProtocol, AppDatabase) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-fault-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try AppDatabase.file(at: directory.appendingPathComponent("app.sqlite").path)
        let app = Application(router: try await buildRouter(AppServices(store: store, now: { testNow })))
        try await app.test(.router) { client in try await body(client, store) }
    }

    static let newContact = json(["name": "Ann Lee", "country": "GB", "city": "Leeds", "phone": "020 7946 0000"])

    @Test func aReadOnlyFileAnswersWrites503AndStillServesReads() async throws {
        try await Self.withFileApp { client, store in
            let faults = SQLiteFaultSwitch(store: store, controlFile: "/nonexistent")
            try await faults.apply(.readOnly)
            let (status, body) = try await client.send(.post, "/api/contacts", json: Self.newContact)
            #expect(status == .serviceUnavailable)
            #expect((body["error"] as? String)?.contains("nothing was saved") == true)
            #expect(!(body["error"] as? String ?? "").contains("7946"))
            try await expectStatus(await client.send(.patch, "/api/schedule/1", json: #"{"version":1,"time":"6:00 AM"}"#), .serviceUnavailable)
            try await expectStatus(await client.send(.get, "/api/contacts"), .ok)
            let (page, _, _) = try await client.text("/schedule")
            #expect(page == .ok)
            try await faults.apply(.none)
            try await expectStatus(await client.send(.post, "/api/contacts", json: Self.newContact), .created)
        }
    }

    @Test func aFullDiskAnswersWrites503UntilThereIsRoom() async throws {
        try await Self.withFileApp { client, store in
            let faults = SQLiteFaultSwitch(store: store, controlFile: "/nonexistent")
            try await faults.apply(.full)
            var statuses: [HTTPResponse.Status] = []
            for index in 0..<200 {
                let body = json(["name": "Ann Lee \(String(repeating: "x", count: index % 40))", "country": "GB", "city": String(repeating: "Leeds", count: 10), "phone": "020 7946 0000"])
                let (status, _) = try await client.send(.post, "/api/contacts", json: body)
                statuses.append(status)
                if status == .serviceUnavailable { break }
            }
            #expect(statuses.last == .serviceUnavailable)
            #expect(statuses.allSatisfy { $0 == .created || $0 == .serviceUnavailable })
            try await expectStatus(await client.send(.get, "/api/contacts?limit=5"), .ok)
            try await faults.apply(.none)
            try await expectStatus(await client.send(.post, "/api/contacts", json: Self.newContact), .created)
        }
    }

    @Test func aStoreThatDoesNotAnswerIs503AfterTheDeadline() async throws {
        let slow = DeadlineStore(StalledStore(base: try AppDatabase.inMemory()), deadline: .milliseconds(200))
        let app = Application(router: try await buildRouter(AppServices(store: slow, now: { testNow })))
        try await app.test(.router) { client in
            let started = ContinuousClock.now
            try await expectStatus(await client.send(.post, "/api/contacts", json: Self.newContact), .serviceUnavailable)
            try await expectStatus(await client.send(.get, "/api/contacts"), .serviceUnavailable)
            #expect(ContinuousClock.now - started < .seconds(3))
            try await expectStatus(await client.send(.get, "/api/capabilities"), .ok)
        }
    }

    @Test func afterATimeoutTheNextCallsAreRefusedQuicklyUntilOneSucceeds() async throws {
        let store = DeadlineStore(StalledStore(base: try AppDatabase.inMemory()), deadline: .seconds(1), probeDeadline: .milliseconds(50))
        let clock = ContinuousClock()
        let first = try await clock.measure { await #expect(throws: StoreTimedOut.self) { try await store.schedule() } }
        #expect(first >= .seconds(1))
        let next = try await clock.measure { await #expect(throws: StoreTimedOut.self) { try await store.schedule() } }
        #expect(next < .milliseconds(900))
        // A store that answers ends the outage: its calls get the full deadline again.
        let healthy = DeadlineStore(try AppDatabase.inMemory(), deadline: .seconds(5), probeDeadline: .milliseconds(1))
        #expect(try await healthy.schedule().count == 12)
    }

    @Test func theFileStoreSyncsEveryCommit() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try AppDatabase.file(at: directory.appendingPathComponent("app.sqlite").path)
        #expect(try store.journalMode() == "wal")
        #expect(try store.synchronousLevel() == 2)  // FULL
    }

    @Test func unavailableErrorsAreToldFromBugs() {
        #expect(StoreUnavailable.matches(StoreTimedOut()))
        #expect(!StoreUnavailable.matches(CancellationError()))
        #expect(!StoreUnavailable.matches(StoreError.contactNotFound(id: 1)))
    }
}

/// A store whose every call waits far longer than any deadline, like a stopped database server's pool.
struct StalledStore: AppStore {
    let base: AppDatabase
    var events: EventHub { base.events }
    func stall() async throws { try await Task.sleep(for: .seconds(30)) }
    func contacts() async throws -> [Contact] { try await stall(); return [] }
    func contacts(_ query: ContactQuery) async throws -> [Contact] { try await stall(); return [] }
    func nameWords() async throws -> [String] { try await stall(); return [] }
    func contactIDs() async throws -> [Int64] { try await stall(); return [] }
    func contact(id: Int64) async throws -> Contact? { try await stall(); return nil }
    func insert(_ contact: Contact) async throws -> Contact { try await stall(); return contact }
    func insert(contentsOf contacts: [Contact]) async throws { try await stall() }
    func updateContact(id: Int64, expectedVersion: Int, changes: ContactChanges, now: Date) async throws -> Contact {
        try await stall()
        throw StoreError.contactNotFound(id: id)
    }
    func deleteContact(id: Int64, expectedVersion: Int?) async throws { try await stall() }
    func schedule() async throws -> [ScheduleSlot] { try await stall(); return [] }
    func updateSlot(
        id: Int64, expectedVersion: Int, changes: ScheduleChanges, now: Date, check: @Sendable (ScheduleSlot) throws -> Void
    ) async throws -> ScheduleSlot {
        try await stall()
        throw StoreError.slotNotFound(id: id)
    }
}
