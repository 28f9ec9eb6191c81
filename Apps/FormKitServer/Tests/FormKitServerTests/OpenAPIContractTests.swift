import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

/// The hand-written OpenAPI document and the router cannot drift: each names every operation of the other.
@Suite("OpenAPI contract")
struct OpenAPIContractTests {
    /// The router's operations as `METHOD /path/{param}` (Hummingbird writes parameters `:param`).
    static func routerOperations() async throws -> Set<String> {
        let router = try await buildRouter(AppServices(store: try SQLiteStore.inMemory(), now: { testNow }))
        return Set(router.routes.map { route in
            let path = route.path.description.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                segment.hasPrefix(":") ? "{\(segment.dropFirst())}" : String(segment)
            }.joined(separator: "/")
            return "\(route.method.rawValue) \(path.isEmpty ? "/" : path)"
        })
    }

    /// The document's operations, read through `GET /openapi.json`.
    static func documentOperations(_ document: [String: Any]) -> Set<String> {
        let paths = document["paths"] as? [String: [String: Any]] ?? [:]
        let methods = ["get", "put", "post", "delete", "patch", "head", "options"]
        return Set(paths.flatMap { path, item in
            item.keys.filter(methods.contains).map { "\($0.uppercased()) \(path)" }
        })
    }

    /// Runs `body` with the document as `GET /openapi.json` serves it.
    static func withDocument(_ body: @Sendable ([String: Any]) async throws -> Void) async throws {
        try await withTestApp { client, _ in
            let (status, document) = try await client.send(.get, "/openapi.json")
            #expect(status == .ok)
            try await body(document)
        }
    }

    /// Signing in is described as the contract's security scheme, and every operation needs it but the public ones.
    @Test func theSessionIsTheSecurityScheme() async throws {
        try await Self.withDocument { document in
            let schemes = (document["components"] as? [String: Any])?["securitySchemes"] as? [String: Any]
            let session = schemes?["session"] as? [String: Any]
            #expect(session?["type"] as? String == "apiKey")
            #expect(session?["in"] as? String == "cookie")
            #expect(session?["name"] as? String == SessionCookie.name)
            #expect((document["security"] as? [[String: Any]])?.first?["session"] != nil)
            let paths = document["paths"] as? [String: [String: Any]] ?? [:]
            for (path, item) in paths {
                for (method, operation) in item where method != "parameters" {
                    let open = ((operation as? [String: Any])?["security"] as? [Any])?.isEmpty == true
                    #expect(open == RequireSessionMiddleware.isPublic(path.replacingOccurrences(of: "{", with: "")), "\(method) \(path)")
                }
            }
        }
    }

    @Test func isOpenAPI31() async throws {
        try await Self.withDocument { document in
            #expect(document["openapi"] as? String == "3.1.0")
            #expect(!Self.documentOperations(document).isEmpty)
        }
    }

    @Test func everyRegisteredRouteIsDocumented() async throws {
        let registered = try await Self.routerOperations()
        try await Self.withDocument { document in
            let missing = registered.subtracting(Self.documentOperations(document))
            #expect(missing.isEmpty, "not in openapi.json: \(missing.sorted())")
        }
    }

    @Test func everyDocumentedOperationIsServed() async throws {
        let registered = try await Self.routerOperations()
        try await Self.withDocument { document in
            let unserved = Self.documentOperations(document).subtracting(registered)
            #expect(unserved.isEmpty, "not served: \(unserved.sorted())")
        }
    }

    @Test func everyOperationDocumentsItsSuccessAndItsRefusals() async throws {
        try await Self.withDocument { document in
            let paths = document["paths"] as? [String: [String: Any]] ?? [:]
            for (path, item) in paths where path.hasPrefix("/api/") {
                for (method, operation) in item where method != "parameters" {
                    let responses = (operation as? [String: Any])?["responses"] as? [String: Any] ?? [:]
                    #expect(responses.keys.contains { $0.hasPrefix("2") }, "\(method) \(path)")
                    #expect(responses["403"] != nil, "\(method) \(path)")
                    if method != "get" { #expect(responses["415"] != nil, "\(method) \(path)") }
                    if path != "/api/session" { #expect(responses["401"] != nil, "\(method) \(path)") }
                }
            }
            let errorResponses = (document["components"] as? [String: Any])?["responses"] as? [String: Any] ?? [:]
            #expect(errorResponses.count == 11)
        }
    }

    /// Found by schemathesis: a 409's stored contact had its date as a number, not the contract's date-time.
    @Test func aStaleEditCarriesTheStoredContactWithAnISODate() async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.patch, "/api/contacts/1", json: #"{"version":99,"city":"Bath"}"#)
            #expect(status == .conflict)
            let contact = try #require(body["contact"] as? [String: Any])
            #expect((contact["updatedAt"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) } != nil)
        }
    }
}
