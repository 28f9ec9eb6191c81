import Foundation
import GRDB
import PostgresNIO
import Testing

@testable import FormKitServer

/// A first import into an empty table (``ContactService/importing(_:)``): one transaction, the indexes
/// created after the rows. On both stores: SQLite in stage 50, PostgreSQL in stage 52 (``TestStore``).
@Suite("Store loads")
struct StoreLoadTests {
    /// 300 rows, names of one to three words (many shared), so that the words' index has repeats.
    static let file: String = {
        let first = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"]
        let last = ["Sato", "Li", "O'Neill", "Brown", "Ito", "Moreau", "Smith", "Becker", "Roy", "Okafor", "Saul"]
        let cities = ["Leeds", "Bath", "York", "Ely"]
        let rows = (0..<300).map { n in
            let name = n % 5 == 0 ? first[n % 7] : "\(first[n % 7]) \(n % 3 == 0 ? "van " : "")\(last[n % 11])"
            return "\(name),GB,\(cities[n % 4]),020 7000 \(String(1_000 + n))"
        }
        return (["name,country,city,phone"] + rows).joined(separator: "\n") + "\n"
    }()

    /// Imports `text` with small batches (10, 20, 40, 40, ...) through `service`.
    static func run(_ text: String, into service: ContactService) async throws -> ImportSummary {
        var importer = ContactImporter(store: service, now: testNow) { _ in }
        importer.batchSize = 10
        importer.largestBatchSize = 40
        try await importer.read(Array(text.utf8))
        return try await importer.finish()
    }

    /// The store's indexes as its catalogue lists them: name and definition.
    static func catalogue(_ store: any AppStore) async throws -> [String] {
        if let store = store as? SQLiteStore {
            return try await store.writer.read { db in
                try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name")
                    .map { "\($0["name"] as String): \(($0["sql"] as String?) ?? "(implicit)")" }
            }
        }
        let store = try #require(store as? PostgresStore)
        var indexes: [String] = []
        let rows = try await store.client.query(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname")
        for try await (name, definition) in rows.decode((String, String).self) { indexes.append("\(name): \(definition)") }
        return indexes
    }

    /// What a search reads: the contacts in name order, every name's words, and each contact found by the
    /// initial of each of its words (every later word's row, whichever statement wrote it).
    static func contents(_ service: ContactService) async throws -> [String] {
        let contacts = try await service.contacts().map { "\($0.id ?? 0) \($0.name) \($0.city) \($0.phone) v\($0.version)" }
        let words = try await service.nameWords()
        var found: [String] = []
        for initial in ["a", "b", "c", "d", "e", "f", "g", "i", "l", "m", "o", "r", "s", "v"] {
            let page = try await service.contacts(ContactQuery(prefix: initial, limit: 400)).map { "\($0.id ?? 0)" }
            found.append("\(initial): \(page.joined(separator: " "))")
        }
        return contacts + ["words: \(words)"] + found
    }

    @Test func aFirstImportLoadsWhatBatchesWouldAndLeavesTheMigratedIndexes() async throws {
        let expected = Expected()
        try await TestStore.withStore(seed: false) { store in
            let migrated = try await Self.catalogue(store)
            #expect(migrated.contains { $0.hasPrefix("contact_on_city:") })
            #expect(try await Self.run(Self.file, into: ContactService(store)).imported == 300)
            await expected.set(try await Self.contents(ContactService(store)), migrated)
        }
        try await TestStore.withStore(seed: false) { store in
            let events = await EventLog(store.events)
            let summary = try await ContactService(store).importing { service in try await Self.run(Self.file, into: service) }
            #expect(summary.imported == 300)
            let (contents, indexes) = await expected.values
            #expect(try await Self.contents(ContactService(store)) == contents)
            #expect(try await Self.catalogue(store) == indexes)
            // One refresh for the whole load, once committed.
            #expect(await events.changes(atLeast: 1) == [.refresh])
        }
    }

    /// Rows repeating earlier ones are found in the file alone: a read of the stored contacts would wait for
    /// the load's lock on PostgreSQL.
    @Test func aFirstImportSkipsTheFilesDuplicates() async throws {
        try await TestStore.withStore(seed: false) { store in
            let summary = try await ContactService(store).importing { service in
                var importer = ContactImporter(store: service, now: testNow, options: .init(findDuplicates: true, skipDuplicates: true)) { _ in }
                importer.batchSize = 10
                try await importer.read(Array((Self.file + Self.file.split(separator: "\n").dropFirst().joined(separator: "\n")).utf8))
                return try await importer.finish()
            }
            #expect(summary.rows == 600)
            #expect(summary.skipped >= 300)  // the second copy, and rows of the first with an earlier one's name and city
            #expect(try await store.count() == 600 - summary.skipped)
            #expect(Set(try await ContactService(store).contacts().map(\.phone)).count == 600 - summary.skipped)
        }
    }

    @Test func aLoadThatFailsLeavesTheTableEmptyWithItsIndexes() async throws {
        struct Unreadable: Error {}
        try await TestStore.withStore(seed: false) { store in
            let migrated = try await Self.catalogue(store)
            do {
                _ = try await ContactService(store).importing { service -> Int in
                    var importer = ContactImporter(store: service, now: testNow) { _ in }
                    importer.batchSize = 10
                    // 35 rows: two batches started (10 and 20), none awaited, and five rows pending.
                    try await importer.read(Array(Self.file.split(separator: "\n").prefix(36).joined(separator: "\n").utf8))
                    // And one batch written for certain before the failure.
                    try await service.insert(contentsOf: [Contact(name: "Ann Sato", country: "GB", city: "Leeds", phone: "+442079460958", updatedAt: testNow)])
                    throw Unreadable()
                }
                Issue.record("the load did not fail")
            } catch is Unreadable {}
            #expect(try await store.count() == 0)
            #expect(try await store.words(from: "", below: "\u{10FFFF}", limit: 10).isEmpty)
            #expect(try await Self.catalogue(store) == migrated)
            // The store takes writes again, batch by batch and loaded alike.
            #expect(try await Self.run(Self.file, into: ContactService(store)).imported == 300)
        }
    }

    @Test func anImportIntoATableWithContactsCommitsBatchByBatch() async throws {
        try await TestStore.withStore(seed: true) { store in
            let seeded = try await store.count()
            let events = await EventLog(store.events)
            let before = try await Self.catalogue(store)
            let summary = try await ContactService(store).importing { service in try await Self.run(Self.file, into: service) }
            #expect(summary.imported == 300)
            #expect(try await store.count() == seeded + 300)
            #expect(try await Self.catalogue(store) == before)
            // A refresh a batch, as each commits: 10, 20, 40 rows, then 40 at a time.
            #expect(await events.changes(atLeast: 9) == Array(repeating: .refresh, count: 9))
        }
    }
}

/// The changes a store's hub delivers from now on.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [ChangeEvent.Change] = []

    init(_ hub: EventHub) async {
        await hub.observe { [self] event in lock.withLock { received.append(event.change) } }
    }

    /// The changes so far, once there are `count` of them or 5 s have passed (PostgreSQL's arrive by `LISTEN`).
    func changes(atLeast count: Int) async -> [ChangeEvent.Change] {
        for _ in 0..<100 where lock.withLock({ received.count }) < count { try? await Task.sleep(for: .milliseconds(50)) }
        try? await Task.sleep(for: .milliseconds(100))  // and any that would follow
        return lock.withLock { received }
    }
}

/// What the batch-by-batch import left, for the loaded one to be compared with.
actor Expected {
    private(set) var values: (contents: [String], indexes: [String]) = ([], [])
    func set(_ contents: [String], _ indexes: [String]) { values = (contents, indexes) }
}
