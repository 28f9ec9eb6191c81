import Foundation
import Hummingbird
import HummingbirdTesting
import Mustache
import Testing

@testable import FormKitServer

@Suite("Error pages")
struct ErrorPagesTests {
    @Test(arguments: ["/no-such-page", "/contacts/new/extra", "/schedule/9"])
    func aMissingPageKeepsTheHeaderAndAWayBack(path: String) async throws {
        try await withTestApp { client, _ in
            let (status, html, type) = try await client.text(path)
            #expect(status == .notFound)
            #expect(type == "text/html; charset=utf-8")
            #expect(html.contains(#"<header class="top">"#))
            #expect(html.contains("<h1 id=\"error-title\">Page not found</h1>"))
            #expect(html.contains(#"<a href="/">Back to your contacts</a>"#))
            #expect(html.contains("/assets/error-page."))
        }
    }

    @Test(arguments: ["/api/nothing", "/static/nothing.js", "/assets/nothing.css"])
    func filesAndTheAPIKeepTheirOwn404(path: String) async throws {
        try await withTestApp { client, _ in
            let (status, body, _) = try await client.text(path)
            #expect(status == .notFound)
            #expect(!body.contains("<header"))
        }
    }

    @Test func aFaultOnAPageIsA500PageWithTheHeader() async throws {
        struct Fault: Error {}
        let resources = try #require(Bundle.module.resourceURL)
        let templates = try await MustacheLibrary(directory: resources.appendingPathComponent("Templates").path)
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ErrorPageMiddleware(templates: templates, assetURLs: [:]))
        router.add(middleware: JSONErrorMiddleware())
        router.get("broken") { _, _ -> String in throw Fault() }
        router.get("api/broken") { _, _ -> String in throw Fault() }
        try await Application(router: router).test(.router) { client in
            let (status, html, type) = try await client.text("/broken")
            #expect(status == .internalServerError)
            #expect(type == "text/html; charset=utf-8")
            #expect(html.contains(#"<header class="top">"#))
            #expect(html.contains("Something went wrong"))
            #expect(html.contains(#"<a href="/">Back to your contacts</a>"#))
            let (apiStatus, body) = try await client.send(.get, "/api/broken")
            #expect(apiStatus == .internalServerError)
            #expect(body["error"] as? String == "Something went wrong on the server.")
        }
    }
}
