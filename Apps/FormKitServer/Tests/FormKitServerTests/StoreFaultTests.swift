import Foundation
import Hummingbird
import HummingbirdTesting
import TestDoubles
import Testing

@testable import FormKitServer

/// A database that cannot serve: writes answer 503 with the JSON error, reads that can be served are, and
/// service comes back by itself when the fault clears.
@Suite("Store faults")
struct StoreFaultTests {
    /// Runs `body` against the app over a fresh SQLite file (the faults are the file's, not an in-memory database's).
    static func withFileApp(
        _ body: @Sendable (any TestClientProtocol, SQLiteStore) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-fault-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SQLiteStore.file(at: directory.appendingPathComponent("app.sqlite").path)
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

    /// The deadlines pass on the test's clock (``Outage``), which records them: nothing waits for them.
    @Test func aStoreThatDoesNotAnswerIs503AfterTheDeadline() async throws {
        let outage = Outage()
        let slow = DeadlineStore(
            StalledStore(base: try SQLiteStore.inMemory(), outage: outage), deadline: .seconds(5),
            sleep: { try await outage.waitOut($0) })
        let app = Application(router: try await buildRouter(AppServices(store: slow, now: { testNow })))
        try await app.test(.router) { client in
            try await expectStatus(await client.send(.post, "/api/contacts", json: Self.newContact), .serviceUnavailable)
            try await expectStatus(await client.send(.get, "/api/contacts"), .serviceUnavailable)
            try await expectStatus(await client.send(.get, "/api/capabilities"), .ok)
        }
        #expect(await outage.deadlines == [.seconds(5), .milliseconds(500)])
    }

    /// The deadlines pass on the test's clock (``Outage``), which records them: nothing waits for them.
    @Test func afterATimeoutTheNextCallsAreRefusedQuicklyUntilOneSucceeds() async throws {
        let outage = Outage()
        let store = DeadlineStore(
            StalledStore(base: try SQLiteStore.inMemory(), outage: outage), deadline: .seconds(1), probeDeadline: .milliseconds(50),
            sleep: { try await outage.waitOut($0) })
        await #expect(throws: StoreTimedOut.self) { try await store.schedule() }
        await #expect(throws: StoreTimedOut.self) { try await store.schedule() }
        #expect(await outage.deadlines == [.seconds(1), .milliseconds(50)])
        // A store that answers ends the outage: the call that succeeds had the probe's deadline, the next the full one.
        await outage.end()
        #expect(try await store.schedule().count == 12)
        #expect(try await store.schedule().count == 12)
        #expect(await outage.deadlines == [.seconds(1), .milliseconds(50), .milliseconds(50), .seconds(1)])
    }

    @Test func theFileStoresSyncEveryCommit() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SQLiteStore.file(at: directory.appendingPathComponent("app.sqlite").path)
        #expect(try store.journalMode() == "wal")
        #expect(try store.synchronousLevel() == 2)  // FULL
        let accounts = try SQLiteAccountStore.file(at: directory.appendingPathComponent("app.sqlite").path)
        #expect(try await accounts.writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2)
    }

    @Test func unavailableErrorsAreToldFromBugs() {
        #expect(StoreUnavailable.matches(StoreTimedOut()))
        #expect(!StoreUnavailable.matches(CancellationError()))
        #expect(!StoreUnavailable.matches(StoreError.contactNotFound(id: 1)))
    }
}

/// A database outage a test ends, with the clock of the store's deadlines: while it lasts, ``StalledStore``
/// does not answer and every deadline passes as soon as it is set; once it has ended, the store answers and
/// no deadline passes. It keeps the deadlines it was asked to wait out.
actor Outage {
    private(set) var isOn = true
    private(set) var deadlines: [Duration] = []

    func end() { isOn = false }

    /// A ``DeadlineStore``'s wait for `deadline`.
    func waitOut(_ deadline: Duration) async throws {
        deadlines.append(deadline)
        // After the outage, a deadline that does not pass: the answered call cancels this wait.
        if !isOn { try await Task.sleep(for: .seconds(3_600)) }
    }
}

/// A store that, during `outage`, waits far longer than any deadline before it answers (like a stopped
/// database server's pool), and answers from `base` at once when there is no outage.
struct StalledStore: AppStore {
    let base: SQLiteStore
    let outage: Outage
    var events: EventHub { base.events }
    // Longer than any deadline in these tests: if the deadline did not end the call, it would be answered late and wrongly.
    func stall() async throws { if await outage.isOn { try await Task.sleep(for: .seconds(30)) } }
    func page(_ order: ContactOrder, _ bounds: PageBounds, limit: Int) async throws -> [Contact] {
        try await stall()
        return try await base.page(order, bounds, limit: limit)
    }
    func contacts(ids: [Int64]) async throws -> [Contact] { try await stall(); return try await base.contacts(ids: ids) }
    func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        try await stall()
        return try await base.contacts(phones: phones, sortKeys: sortKeys)
    }
    func count() async throws -> Int { try await stall(); return try await base.count() }
    func contactIDs() async throws -> [Int64] { try await stall(); return try await base.contactIDs() }
    func distinct(_ column: DistinctColumn, from lower: String, below upper: String, limit: Int) async throws -> [String] {
        try await stall()
        return try await base.distinct(column, from: lower, below: upper, limit: limit)
    }
    func contacts(withWords words: [String], after: ContactCursor, limit: Int) async throws -> [Contact] {
        try await stall()
        return try await base.contacts(withWords: words, after: after, limit: limit)
    }
    func contacts(withWordsStarting prefix: String, after: ContactCursor, limit: Int) async throws -> [Contact] {
        try await stall()
        return try await base.contacts(withWordsStarting: prefix, after: after, limit: limit)
    }
    func contacts(withWordsStarting prefix: String, amongFirst rows: Int, after: ContactCursor, limit: Int) async throws -> [Contact] {
        try await stall()
        return try await base.contacts(withWordsStarting: prefix, amongFirst: rows, after: after, limit: limit)
    }
    func write(contacts ids: [Int64], _ plan: @escaping @Sendable ([Contact]) throws -> ContactWrite) async throws -> [Contact] {
        try await stall()
        return try await base.write(contacts: ids, plan)
    }
    func schedule() async throws -> [ScheduleSlot] { try await stall(); return try await base.schedule() }
    func write(slot id: Int64, _ plan: @escaping @Sendable (ScheduleSlot?) throws -> ScheduleSlot) async throws -> ScheduleSlot {
        try await stall()
        return try await base.write(slot: id, plan)
    }
}
