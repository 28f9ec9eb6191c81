import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Contacts API: pages")
struct ContactPageRoutesTests {
    @Test func pagesFollowTheirCursorsToANullNext() async throws {
        try await withTestApp { client, _ in
            var names: [String] = []
            var uri = "/api/contacts?limit=4"
            var pages = 0
            while true {
                let (status, body) = try await client.send(.get, uri)
                #expect(status == .ok)
                pages += 1
                names += (body["contacts"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                #expect(body.keys.contains("next"))
                guard let next = body["next"] as? String else { break }
                uri = "/api/contacts?limit=4&after=\(next)"
            }
            #expect(pages == 2)
            #expect(names == Seed.contacts.map(\.name).sorted { ContactSearchKeys.sortKey(of: $0) < ContactSearchKeys.sortKey(of: $1) })
        }
    }

    @Test func theDefaultPageHoldsFifty() async throws {
        try await withTestApp { client, store in
            try await store.insert(contentsOf: ContactPagesTests.contacts(60))
            let (_, body) = try await client.send(.get, "/api/contacts")
            #expect((body["contacts"] as? [Any])?.count == 50)
            #expect(body["next"] is String)
        }
    }

    @Test(arguments: ["limit=0", "limit=201", "limit=ten", "after=%21%21", "after=bm90LWEtY3Vyc29y"])
    func badPagesAreRefused(query: String) async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.get, "/api/contacts?\(query)")
            #expect(status == .badRequest)
            #expect(body["error"] is String)
        }
    }

    @Test func aPrefixPageIsPagedToo() async throws {
        try await withTestApp { client, store in
            try await store.insert(contentsOf: ContactPagesTests.contacts(70))  // ten "Bo Li", ten "bo li"
            let (_, first) = try await client.send(.get, "/api/contacts?prefix=li&limit=15")
            let next = try #require(first["next"] as? String)
            let (_, second) = try await client.send(.get, "/api/contacts?prefix=li&limit=15&after=\(next)")
            #expect((second["contacts"] as? [Any])?.count == 5)
            #expect(second["next"] is NSNull)
        }
    }
}
