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
            let (status, _) = try await client.send(.post, "/api/contacts", json: json([
                "name": "Quilla Quenby", "country": "GB", "city": "York", "phone": "020 7946 0958",
            ]))
            #expect(status == .created)
            // PostgreSQL: the change comes back through LISTEN, within moments.
            #expect(try await Self.eventually { try await Self.words(client, "prefix=qu") == ["quenby", "quilla"] })
            let saved = try #require(try await store.contacts(ContactQuery(prefix: "quilla")).first)
            _ = try await store.updateContact(
                id: saved.id ?? 0, expectedVersion: saved.version, changes: ContactChanges(name: "Quilla Quorn"), now: testNow)
            #expect(try await Self.eventually { try await Self.words(client, "prefix=quo") == ["quorn"] })
        }
    }

    /// Whether `condition` holds within two seconds.
    static func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        for _ in 0..<200 {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    @Test(arguments: ["limit=0", "limit=51", "limit=x"])
    func badLimitsAreRefused(query: String) async throws {
        try await withTestApp { client, _ in
            let (status, _) = try await client.send(.get, "/api/contacts/words?prefix=a&\(query)")
            #expect(status == .badRequest)
        }
    }
}
