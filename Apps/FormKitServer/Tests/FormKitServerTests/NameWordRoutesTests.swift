import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Contacts API: name words")
struct NameWordRoutesTests {
    static func words(_ client: any TestClientProtocol, _ query: String) async throws -> [String] {
        let (status, body) = try await client.send(.get, "/api/contacts/words?\(query)")
        #expect(status == .ok)
        return body["words"] as? [String] ?? []
    }

    @Test func wordsCompleteAPrefixFoldedFromEveryWordOfTheNames() async throws {
        try await withTestApp { client, _ in
            let found = [
                try await Self.words(client, "prefix=SIO"), try await Self.words(client, "prefix=o%27"),
                try await Self.words(client, "prefix="), try await Self.words(client, "prefix=zz"),
            ]
            #expect(found == [["siobhan"], ["o'neill"], [], []])
        }
    }

    @Test func aSavedContactsWordsAreCompletedWithoutAReload() async throws {
        try await withTestApp { client, store in
            let before = try await Self.words(client, "prefix=qu")  // loads the tree
            #expect(before.isEmpty)
            // PostgreSQL: the change comes back through LISTEN. The hub has the word tree take in an event
            // before it hands it to a subscriber, so the event arriving here means the tree has it.
            let events = await store.events.subscribe(after: nil).events
            let (status, _) = try await client.send(.post, "/api/contacts", json: json([
                "name": "Quilla Quenby", "country": "GB", "city": "York", "phone": "020 7946 0958",
            ]))
            #expect(status == .created)
            #expect(try await Self.arrives(in: events, contactNamed: "Quilla Quenby"))
            #expect(try await Self.words(client, "prefix=qu") == ["quenby", "quilla"])
            let saved = try #require(try await store.contacts(ContactQuery(prefix: "quilla")).first)
            _ = try await store.updateContact(
                id: saved.id ?? 0, expectedVersion: saved.version, changes: ContactChanges(name: "Quilla Quorn"), now: testNow)
            #expect(try await Self.arrives(in: events, contactNamed: "Quilla Quorn"))
            #expect(try await Self.words(client, "prefix=quo") == ["quorn"])
        }
    }

    /// Whether an event saving a contact named `name` arrives in `events`.
    static func arrives(in events: AsyncStream<ChangeEvent>, contactNamed name: String) async throws -> Bool {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await event in events {
                    if case .contact(let contact) = event.change, contact.name == name { return true }
                }
                return false
            }
            // A hang guard, not a time limit: the event comes in moments or not at all.
            group.addTask { try await Task.sleep(for: .seconds(60)); return false }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
    }

    @Test(arguments: ["limit=0", "limit=51", "limit=x"])
    func badLimitsAreRefused(query: String) async throws {
        try await withTestApp { client, _ in
            let (status, _) = try await client.send(.get, "/api/contacts/words?prefix=a&\(query)")
            #expect(status == .badRequest)
        }
    }
}
