import Foundation
import Testing

@testable import FormKitServer

@Suite("Import batches")
struct ImportBatchTests {
    /// `count` valid rows under the app's header, each its own phone number.
    static func file(rows count: Int) -> String {
        let rows = (0..<count).map { "Ada Lovelace,GB,London,020 7000 \(String(1_000 + $0))" }
        return (["name,country,city,phone"] + rows).joined(separator: "\n") + "\n"
    }

    @Test func eachBatchHoldsTwiceTheOneBeforeUpToTheLargestAndCommitsInTheFilesOrder() async throws {
        let store = BatchRecordingStore(base: try SQLiteStore.inMemory(seed: false))
        var importer = ContactImporter(store: ContactService(store), now: testNow) { _ in }
        importer.batchSize = 3
        importer.largestBatchSize = 10
        try await importer.read(Array(Self.file(rows: 40).utf8))
        let summary = try await importer.finish()
        #expect(summary.description == "imported 40, rejected 0")
        let sizes = await store.batches.sizes
        #expect(sizes == [3, 6, 10, 10, 10, 1])
        // Each batch's rows took the ids after the batch before: the phones by id, cut at the batches' sizes,
        // are the file's rows cut the same way (in any order within a batch).
        let phones = try await ContactService(store).contacts().sorted { ($0.id ?? 0) < ($1.id ?? 0) }.map(\.phone)
        let filePhones = (0..<40).map { "+44207000\(1_000 + $0)" }
        #expect(phones.count == 40)
        var start = 0
        for size in sizes where start + size <= phones.count {
            #expect(Set(phones[start..<start + size]) == Set(filePhones[start..<start + size]), "batch from row \(start)")
            start += size
        }
    }

    @Test func aLargestBatchBelowTheFirstLeavesEveryBatchTheFirstsSize() async throws {
        let store = BatchRecordingStore(base: try SQLiteStore.inMemory(seed: false))
        var importer = ContactImporter(store: ContactService(store), now: testNow) { _ in }
        importer.batchSize = 4
        importer.largestBatchSize = 1
        try await importer.read(Array(Self.file(rows: 10).utf8))
        _ = try await importer.finish()
        #expect(await store.batches.sizes == [4, 4, 2])
    }
}

/// The sizes of the batches inserted, in order.
actor BatchSizes {
    private(set) var sizes: [Int] = []
    /// Records a batch; returns how many came before it.
    func add(_ size: Int) -> Int {
        sizes.append(size)
        return sizes.count - 1
    }
}

/// A SQLite store that records the size of each batch an import inserts, and holds the first one back a
/// moment: a later batch that did not wait for it would be written first, and take the lower ids.
struct BatchRecordingStore: AppStore {
    let base: SQLiteStore
    let batches = BatchSizes()
    var events: EventHub { base.events }
    func insert(_ rows: [IndexedContact], events: @escaping @Sendable ([Contact]) -> [ChangeEvent.Change]) async throws -> [Contact] {
        if await batches.add(rows.count) == 0 { try await Task.sleep(for: .milliseconds(200)) }
        return try await base.insert(rows, events: events)
    }
    func page(_ order: ContactOrder, _ bounds: PageBounds, limit: Int) async throws -> [Contact] {
        try await base.page(order, bounds, limit: limit)
    }
    func contacts(ids: [Int64]) async throws -> [Contact] { try await base.contacts(ids: ids) }
    func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        try await base.contacts(phones: phones, sortKeys: sortKeys)
    }
    func count() async throws -> Int { try await base.count() }
    func contactIDs() async throws -> [Int64] { try await base.contactIDs() }
    func distinct(_ column: DistinctColumn, from lower: String, below upper: String, limit: Int) async throws -> [String] {
        try await base.distinct(column, from: lower, below: upper, limit: limit)
    }
    func contacts(withWords words: [String], after: ContactCursor, limit: Int) async throws -> [Contact] {
        try await base.contacts(withWords: words, after: after, limit: limit)
    }
    func contacts(withWordsStarting prefix: String, after: ContactCursor, limit: Int) async throws -> [Contact] {
        try await base.contacts(withWordsStarting: prefix, after: after, limit: limit)
    }
    func contacts(withWordsStarting prefix: String, amongFirst rows: Int, after: ContactCursor, limit: Int) async throws -> [Contact] {
        try await base.contacts(withWordsStarting: prefix, amongFirst: rows, after: after, limit: limit)
    }
    func write(contacts ids: [Int64], _ plan: @escaping @Sendable ([Contact]) throws -> ContactWrite) async throws -> [Contact] {
        try await base.write(contacts: ids, plan)
    }
    func schedule() async throws -> [ScheduleSlot] { try await base.schedule() }
    func write(slot id: Int64, _ plan: @escaping @Sendable (ScheduleSlot?) throws -> ScheduleSlot) async throws -> ScheduleSlot {
        try await base.write(slot: id, plan)
    }
}
