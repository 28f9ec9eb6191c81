import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Search of several words")
struct ContactSearchTests {
    @Test(arguments: [
        ("zelie quarles", "Zélie Marchetti Quarles", true),
        ("QUARLES  zel", "Zélie Marchetti Quarles", true),
        ("zelie smith", "Zélie Marchetti Quarles", false),
        ("arles", "Zélie Marchetti Quarles", false),
        ("o'brien", "Conor O’Brien", true),
        ("o’brien con", "Conor O'Brien", true),
        ("king jr.", "Martin Luther King Jr.", true),
    ])
    func eachWordStartsAWordOfTheName(query: String, name: String, matches: Bool) {
        #expect(ContactSearch(query).matches(name: name) == matches)
    }

    @Test func theLongestWordIsLookedUp() {
        #expect(ContactSearch("ana de la cruz").probe == "cruz")
        #expect(ContactSearch("  ").probe == nil)
        #expect(!ContactSearch("hana").hasSeveralWords)
    }

    @Test(arguments: [
        ("q=jos%C3%A9+garc%C3%ADa", "josé garcía"), ("q=a%2Bb", "a+b"), ("q=sukru+sahin&limit=5", "sukru sahin"),
        ("limit=5", nil), ("q=%E0%A4%A", "%E0%A4%A"),
    ])
    func formQueriesReadPlusAsASpace(query: String, expected: String?) {
        #expect(FormQuery(query)["q"] == expected)
    }

    @Test func typographicApostrophesFoldToOne() {
        #expect(ContactSearchKeys.sortKey(of: "Conor O’Brien") == "conor o'brien")
        #expect(ContactSearchKeys.sortKey(of: "Conor O‘Brien") == "conor o'brien")
    }

    @Test(arguments: ["q=zelie+quarles", "q=zelie%20quarles", "q=quarles+zelie", "prefix=zelie+quarles"])
    func aSearchOfSeveralWordsFindsTheContactWhicheverWayTheSpaceIsWritten(query: String) async throws {
        try await withTestApp { client, store in
            _ = try await store.insert(Contact(
                name: "Zélie Marchetti Quarles", country: "FR", city: "Nice", phone: "+33472101099", updatedAt: testNow))
            _ = try await store.insert(Contact(
                name: "Zélie Martin", country: "FR", city: "Nice", phone: "+33472101098", updatedAt: testNow))
            let (status, body) = try await client.send(.get, "/api/contacts?\(query)")
            #expect(status == .ok)
            #expect((body["contacts"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Zélie Marchetti Quarles"])
        }
    }

    @Test func aSearchPagesThroughItsMatches() async throws {
        try await withTestApp { client, store in
            try await store.insert(contentsOf: (0..<7).map { index in
                Contact(name: "Paged Person", country: "GB", city: "Leeds", phone: String(format: "+44207946%04d", index), updatedAt: testNow)
            } + (0..<5).map { index in
                Contact(name: "Paged Other", country: "GB", city: "Leeds", phone: String(format: "+44207947%04d", index), updatedAt: testNow)
            })
            var ids: [Int] = []
            var after = ""
            for _ in 0..<10 {
                let (_, page) = try await client.send(.get, "/api/contacts?q=person+paged&limit=3\(after.isEmpty ? "" : "&after=\(after)")")
                ids += (page["contacts"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
                guard let next = page["next"] as? String else { break }
                after = next
            }
            #expect(ids.count == 7 && Set(ids).count == 7)
        }
    }

    @Test func theContactsPageKeepsItsSearch() async throws {
        try await withTestApp { client, _ in
            let (status, html, _) = try await client.text("/?q=sato+hana")
            #expect(status == .ok)
            #expect(html.contains(#"value="sato hana""#))
            #expect(html.contains("1 contact matches “sato hana”"))
            #expect(html.contains(#"<tr data-id="3" data-version="1">"#))
            #expect(!html.contains(#"<tr data-id="1" "#))
            let (_, empty, _) = try await client.text("/?q=zz+top")
            #expect(empty.contains("No contacts match “zz top”."))
            #expect(empty.contains(#"<button id="more" type="button" hidden>"#))
        }
    }
}
