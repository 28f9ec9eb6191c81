import Foundation
import Testing

@testable import FormKitServer

@Suite("SQLite store")
struct StoreTests {
    func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("formkit-\(UUID().uuidString).sqlite").path
    }

    @Test func aFileStoreRunsInWALModeAndKeepsEditsAcrossReopening() async throws {
        let path = temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        do {
            let database = try SQLiteStore.file(at: path)
            let store = ContactService(database)
            #expect(try database.journalMode() == "wal")
            let slot = try #require(try await store.schedule().first)
            _ = try await store.updateSlot(
                id: try #require(slot.id), expectedVersion: 1, changes: ScheduleChanges(minutes: 450), now: testNow
            ) { _ in }
        }
        let reopened = ContactService(try SQLiteStore.file(at: path))
        let slots = try await reopened.schedule()
        #expect(slots.count == 12)  // seeded once, not again
        #expect(slots.first?.minutes == 450)
        #expect(slots.first?.version == 2)
        #expect(try await reopened.contacts().count == Seed.contacts.count)
    }

    @Test func anEmptyStoreStaysEmptyWithoutSeeding() async throws {
        let store = ContactService(try SQLiteStore.inMemory(seed: false))
        #expect(try await store.contacts().isEmpty)
        #expect(try await store.schedule().isEmpty)
    }

    @Test func aCheckCanRefuseAScheduleChange() async throws {
        let store = ContactService(try SQLiteStore.inMemory())
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            _ = try await store.updateSlot(id: 1, expectedVersion: 1, changes: ScheduleChanges(heating: 10), now: testNow) { _ in
                throw Refused()
            }
        }
        #expect(try await store.schedule().first?.heating == Seed.heating[0])
    }

    @Test func updatesAreConditionalOnTheVersion() async throws {
        let store = ContactService(try SQLiteStore.inMemory())
        _ = try await store.updateContact(id: 1, expectedVersion: 1, changes: ContactChanges(city: "Bath"), now: testNow)
        await #expect(throws: StoreError.self) {
            _ = try await store.updateContact(id: 1, expectedVersion: 1, changes: ContactChanges(city: "York"), now: testNow)
        }
        #expect(try await store.contact(id: 1)?.city == "Bath")
    }
}
