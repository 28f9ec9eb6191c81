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

    /// Every contact once, in the asked order, following `next` in pages of `limit`.
    static func allPages(_ client: some TestClientProtocol, _ query: String, limit: Int) async throws -> [[String: Any]] {
        var rows: [[String: Any]] = []
        var uri = "/api/contacts?\(query)&limit=\(limit)"
        while true {
            let (status, body) = try await client.send(.get, uri)
            #expect(status == .ok)
            rows += body["contacts"] as? [[String: Any]] ?? []
            guard let next = body["next"] as? String else { return rows }
            uri = "/api/contacts?\(query)&limit=\(limit)&after=\(next)"
        }
    }

    /// The server orders the whole list (or a search) by any column, either way, page after page: the
    /// order is not that of the rows one page happened to load.
    @Test(arguments: ["", "q=sortme&"], ["city", "phone", "country", "name", "updated"])
    func anyColumnSortsTheWholeListAcrossPages(search: String, column: String) async throws {
        try await withTestApp { client, store in
            let countries = ["FR", "DE", "GB", "JP", "BR"]
            try await store.insert(contentsOf: (0..<23).map { n in
                Contact(
                    name: "Sortme \(Character(UnicodeScalar(65 + (n * 7) % 23)!))", country: countries[n % 5],
                    city: "City \((n * 11) % 23)", phone: "+4420794\(60_900 + (n * 5) % 23)",
                    // Seven times, so that pages end inside ties; finer than a millisecond, as PostgreSQL keeps them.
                    updatedAt: testNow.addingTimeInterval(Double((n * 3) % 7) * 0.0123457))
            })
            for direction in ["asc", "desc"] {
                let rows = try await Self.allPages(client, "\(search)sort=\(column)&direction=\(direction)", limit: 4)
                let stored = try await store.contacts().filter { search.isEmpty || $0.name.hasPrefix("Sortme") }
                let order = try #require(ContactOrder(sort: column, direction: direction))
                // A country by its name, then its code: "France" (FR) before "Germany" (DE).
                func key(_ contact: Contact) -> String {
                    column == "country" ? ContactSearchKeys.sortKey(of: ContactService.countryName(contact.country)) + "\u{0}" + contact.country
                        : order.value(of: contact)
                }
                let expected = stored.sorted {
                    let (left, right) = (key($0), key($1))
                    return left != right ? (left < right) != order.descending : (($0.id ?? 0) < ($1.id ?? 0)) != order.descending
                }
                #expect(rows.compactMap { $0["id"] as? Int64 } == expected.compactMap(\.id), "\(search)\(column) \(direction)")
            }
        }
    }

    @Test(arguments: [
        "sort=place", "sort=city&direction=up", "direction=sideways",
        "sort=updated&after=\(ContactCursor(sortKey: "yesterday", id: 1).text)",
    ])
    func anUnknownOrderIsRefused(query: String) async throws {
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

@Suite("Contact page JSON")
struct ContactPageJSONTests {
    /// The app's encoder, as `AppRequestContext` makes it.
    static func encoded(_ page: ContactPage) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(page), as: UTF8.self)
    }

    @Test(arguments: [0.0, 0.999, 1_768_392_000.5, -0.5, -86_400.25, 4_102_444_799.9])
    func theHandWrittenJSONIsTheEncodersByteForByte(seconds: Double) throws {
        let date = Date(timeIntervalSince1970: seconds)
        let odd = Contact(id: 9, name: "Siobhán \"Shiv\" O'Neill", country: "IE", city: "A/B \\ C\t\u{1}\u{7F}é😀",
                          phone: "+35312345678", version: 3, updatedAt: date)
        let plain = Contact(id: 10, name: "Ada Whitfield", country: "GB", city: "London", phone: "+442079460958", updatedAt: date)
        let pages = [
            ContactPage(contacts: [ContactView(odd, now: testNow), ContactView(plain, now: testNow)], next: "MTA6YWRh"),
            ContactPage(contacts: [], next: nil),
        ]
        for page in pages {
            #expect(String(buffer: page.json) == (try Self.encoded(page)))
        }
    }
}
