import Foundation
import Testing

@testable import FormKitServer

@Suite("Events")
struct EventHubTests {
    @Test func subscribersGetEveryChangeInOrder() async throws {
        let hub = EventHub()
        let subscription = await hub.subscribe(after: nil)
        await hub.publish(.contactDeleted(id: 3))
        await hub.publish(.refresh)
        var iterator = subscription.events.makeAsyncIterator()
        #expect(await iterator.next() == ChangeEvent(id: 1, change: .contactDeleted(id: 3)))
        #expect(await iterator.next() == ChangeEvent(id: 2, change: .refresh))
    }

    @Test func aReconnectGetsWhatItMissedOrARefreshWhenTheGapIsTooLarge() async throws {
        let hub = EventHub(capacity: 3)
        for id in 1...5 { await hub.publish(.contactDeleted(id: Int64(id))) }
        #expect(await hub.subscribe(after: 3).missed?.map(\.id) == [4, 5])
        #expect(await hub.subscribe(after: 5).missed == [])
        #expect(await hub.subscribe(after: 1).missed == nil)  // 2 is gone
        #expect(await hub.subscribe(after: nil).missed == [])
    }

    @Test(.timeLimit(.minutes(1))) func everyCommittedChangeIsAnnounced() async throws {
        try await TestStore.with { store in
            let subscription = await store.events.subscribe(after: nil)
            _ = try await store.updateContact(id: 1, expectedVersion: 1, changes: ContactChanges(city: "Bath"), now: testNow)
            await #expect(throws: StoreError.self) {
                _ = try await store.updateContact(id: 1, expectedVersion: 1, changes: ContactChanges(city: "York"), now: testNow)
            }
            try await store.deleteContact(id: 2, expectedVersion: nil)
            _ = try await store.updateSlot(id: 1, expectedVersion: 1, changes: ScheduleChanges(minutes: 60), now: testNow) { _ in }
            var changes: [ChangeEvent.Change] = []
            for await event in subscription.events {
                changes.append(event.change)
                if changes.count == 3 { break }
            }
            guard case .contact(let contact) = changes[0] else { Issue.record("\(changes)"); return }
            #expect(contact.city == "Bath" && contact.version == 2)
            #expect(changes[1] == .contactDeleted(id: 2))
            guard case .slot(let slot) = changes[2] else { Issue.record("\(changes)"); return }
            #expect(slot.minutes == 60)
        }
    }
}
