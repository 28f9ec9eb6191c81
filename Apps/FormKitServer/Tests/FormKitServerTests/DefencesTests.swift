import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

/// Every mutating endpoint with a body it would accept, so that only the defence under test refuses it.
let mutatingEndpoints: [(HTTPRequest.Method, String, String)] = [
    (.post, "/api/contacts", #"{"name":"Ann Lee","country":"GB","city":"Leeds","phone":"020 7946 0000"}"#),
    (.patch, "/api/contacts/1", #"{"version":1,"city":"Bath"}"#),
    (.delete, "/api/contacts/1?version=1", ""),
    (.patch, "/api/schedule/1", #"{"version":1,"time":"6:00 AM"}"#),
    (.post, "/api/phone/as-you-type", #"{"region":"US","state":{"text":"650","selectionStart":3,"selectionEnd":3},"change":{"start":3,"end":3,"replacement":"2"}}"#),
    (.post, "/api/validate", #"{"field":"city","value":"Leeds"}"#),
    (.post, "/api/contacts/import", "name,country,city,phone\n"),
]

extension TestClientProtocol {
    /// Sends `body` with exactly `headers` and hands back the status, the headers and the body as text.
    func raw(
        _ method: HTTPRequest.Method, _ uri: String, headers: HTTPFields, body: String = ""
    ) async throws -> (HTTPResponse.Status, HTTPFields, String) {
        try await execute(uri: uri, method: method, headers: headers, body: body.isEmpty ? nil : ByteBuffer(string: body)) {
            ($0.status, $0.headers, String(buffer: $0.body))
        }
    }
}

@Suite("Web defences")
struct DefencesTests {
    @Test(arguments: ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])
    func formContentTypesAreRefusedOnEveryMutatingEndpoint(contentType: String) async throws {
        try await withTestApp { client, store in
            let before = try await store.contacts().count
            for (method, uri, body) in mutatingEndpoints {
                let (status, headers, text) = try await client.raw(method, uri, headers: [.contentType: contentType], body: body)
                #expect(status == .unsupportedMediaType, "\(method) \(uri)")
                #expect(headers[.contentType]?.hasPrefix("application/json") == true)
                #expect(text.contains(#""error""#))
            }
            #expect(try await store.contacts().count == before)
        }
    }

    @Test func aMissingContentTypeIsRefusedWhereABodyIsExpected() async throws {
        try await withTestApp { client, _ in
            let (status, _, _) = try await client.raw(.post, "/api/contacts", headers: [:], body: mutatingEndpoints[0].2)
            #expect(status == .unsupportedMediaType)
            // A DELETE has no body: no Content-Type is fine.
            let (deleted, _, _) = try await client.raw(.delete, "/api/contacts/2", headers: [:])
            #expect(deleted == .noContent)
        }
    }

    /// The router tests address the app as `localhost` (port 80).
    @Test(arguments: ["http://evil.example", "http://localhost:9999", "https://localhost", "http://127.0.0.1", "null"])
    func crossOriginRequestsAreRefusedOnEveryMutatingEndpoint(origin: String) async throws {
        try await withTestApp { client, store in
            let before = try await store.contacts()
            for (method, uri, body) in mutatingEndpoints {
                let type = uri.hasSuffix("import") ? "text/csv" : "application/json"
                let headers: HTTPFields = [.contentType: type, .origin: origin]
                let (status, _, text) = try await client.raw(method, uri, headers: headers, body: body)
                #expect(status == .forbidden, "\(method) \(uri) from \(origin)")
                #expect(text.contains(#""error""#))
            }
            #expect(try await store.contacts() == before)
        }
    }

    @Test func sameOriginRequestsPass() async throws {
        try await withTestApp { client, _ in
            let headers: HTTPFields = [.contentType: "application/json", .origin: "http://localhost"]
            let (status, _, _) = try await client.raw(.post, "/api/contacts", headers: headers, body: mutatingEndpoints[0].2)
            #expect(status == .created)
        }
    }

    @Test(arguments: ["/", "/contacts", "/contacts/new", "/schedule", "/api/contacts", "/static/api.js", "/api/nothing"])
    func everyAnswerCarriesTheSecurityHeaders(path: String) async throws {
        try await withTestApp { client, _ in
            let (_, headers, _) = try await client.raw(.get, path, headers: [:])
            let policy = try #require(headers[.contentSecurityPolicy])
            #expect(policy.contains("script-src 'self'"))
            #expect(policy.contains("frame-ancestors 'none'"))
            #expect(!policy.contains("unsafe-inline"))
            #expect(headers[.xContentTypeOptions] == "nosniff")
            #expect(headers[.referrerPolicy] == "same-origin")
        }
    }

    @Test func pagesHaveNoInlineScriptsOrHandlers() async throws {
        try await withTestApp { client, _ in
            for path in ["/", "/contacts/new", "/schedule"] {
                let (_, page, _) = try await client.text(path)
                #expect(page.ranges(of: "<script").count == page.ranges(of: "<script src=").count, "\(path)")
                #expect(page.firstMatch(of: /\son[a-z]+\s*=/) == nil, "\(path)")
                #expect(page.firstMatch(of: /\sstyle\s*=/) == nil, "\(path)")
            }
        }
    }

    @Test(arguments: [("http://127.0.0.1:8080", "127.0.0.1:8080", true), ("http://localhost", "localhost", true),
        ("http://[::1]:8080", "[::1]:8080", true), ("http://127.0.0.1:8081", "127.0.0.1:8080", false),
        ("http://127.0.0.1:8080/path", "127.0.0.1:8080", false), ("null", "127.0.0.1:8080", false)])
    func sameOriginComparesSchemeHostAndPort(origin: String, host: String, same: Bool) {
        #expect(SameOriginMiddleware<AppRequestContext>.isSameOrigin(origin, host: host) == same)
    }
}
