import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Pages")
struct PageRoutesTests {
    @Test(arguments: ["/", "/contacts", "/contacts/new", "/schedule"])
    func rendersEachPage(path: String) async throws {
        try await withTestApp { client, _ in
            let (status, html, type) = try await client.text(path)
            #expect(status == .ok)
            #expect(type == "text/html; charset=utf-8")
            #expect(html.hasPrefix("<!doctype html>"))
            #expect(html.contains("</html>"))
        }
    }

    @Test func escapesANameThatLooksLikeAScript() async throws {
        try await withTestApp { client, store in
            _ = try await store.insert(Contact(
                name: "<script>alert(1)</script>", country: "GB", city: "\"><img src=x>", phone: "+442079460001",
                updatedAt: testNow))
            let (_, html, _) = try await client.text("/")
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!html.contains("<script>alert(1)"))
            #expect(html.contains("&quot;&gt;&lt;img src=x&gt;"))
        }
    }

    @Test func theContactsPageShowsEachNumbersPlaceAndCarrier() async throws {
        try await withTestApp { client, store in
            _ = try await store.insert(Contact(
                name: "Mobile Zurich", country: "CH", city: "Zurich", phone: "+41791234567", updatedAt: testNow))
            let (_, html, _) = try await client.text("/")
            #expect(html.contains(#"<td class="place">London<span class="carrier"></span></td>"#))
            #expect(html.contains(#"<td class="place">Berlin<span class="carrier"></span></td>"#))
            #expect(html.contains(#"<td class="place">Switzerland<span class="carrier">Swisscom</span></td>"#))
            let (_, body) = try await client.send(.get, "/api/contacts")
            let contacts = body["contacts"] as? [[String: Any]] ?? []
            let mobile = contacts.first { $0["name"] as? String == "Mobile Zurich" }
            #expect(mobile?["phonePlace"] as? String == "Switzerland")
            #expect(mobile?["phoneCarrier"] as? String == "Swisscom")
        }
    }

    @Test func theContactsPageShowsRowsWithVersions() async throws {
        try await withTestApp { client, _ in
            let (_, html, _) = try await client.text("/")
            #expect(html.contains(#"<tr data-id="1" data-version="1">"#))
            #expect(html.contains("3 minutes ago"))
            #expect(html.contains("Call someone today"))
        }
    }

    @Test func theSchedulePageShowsTheSeedTimes() async throws {
        try await withTestApp { client, _ in
            let (_, html, _) = try await client.text("/schedule")
            for time in Seed.times { #expect(html.contains(">\(time)<")) }
        }
    }

    @Test(arguments: ["api.js", "editable-table.js", "contacts.js", "new-contact.js", "schedule.js", "app.css"])
    func servesTheAssets(name: String) async throws {
        try await withTestApp { client, _ in
            let (status, body, type) = try await client.text("/static/\(name)")
            #expect(status == .ok)
            #expect(!body.isEmpty)
            #expect(type?.hasPrefix(name.hasSuffix(".js") ? "text/javascript" : "text/css") == true)
        }
    }

    @Test func anUnknownAssetIs404() async throws {
        try await withTestApp { client, _ in
            let (status, _, _) = try await client.text("/static/nothing.js")
            #expect(status == .notFound)
        }
    }

    /// The pages link each script and the style sheet under a name hashed from its content, which a
    /// browser may keep for a year: a returning visitor's page asks for none of them again.
    @Test func thePagesLinkHashedAssetsKeptForAYear() async throws {
        try await withTestApp { client, _ in
            let (_, html, _) = try await client.text("/contacts/new")
            #expect(!html.contains("/static/"))
            let links = html.split(separator: "\"").filter { $0.hasPrefix("/assets/") }
            #expect(links.count == 4)  // app.css, api.js, formkit-local.js, new-contact.js
            for link in links {
                try await client.execute(uri: String(link), method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                }
            }
            let (status, _, _) = try await client.text("/assets/api.0000000000000000.js")
            #expect(status == .notFound)
        }
    }
}
