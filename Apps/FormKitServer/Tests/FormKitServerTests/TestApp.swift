import Foundation
import Hummingbird
import HummingbirdTesting
import TestDoubles
import Testing

@testable import FormKitServer

/// A fixed "now" for every test: 2026-01-14 12:00:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_768_392_000)

/// Runs `body` against the app's router over a fresh, seeded store (``TestStore``: SQLite or PostgreSQL),
/// signed in (``TestAccount``): an account exists, so a request without the session would be refused.
/// With `blackHole`, the as-you-type endpoint is switched off (``FormatBlackHole``) and waits on that clock before it refuses;
/// with `wasm`, the app serves that WebAssembly build.
func withTestApp(
    blackHole: (@Sendable (Duration) async throws -> Void)? = nil,
    wasm: WasmAssets? = nil,
    _ body: @Sendable (any TestClientProtocol, ContactService) async throws -> Void
) async throws {
    try await TestStore.with { store in
        var services = AppServices(store: store, now: { testNow })
        services.wasm = wasm
        let (signIn, cookie) = try await TestAccount.signedIn()
        let app = Application(router: try await buildRouter(services, signIn: signIn) { router in
            if let blackHole { router.add(middleware: FormatBlackHole(sleep: blackHole)) }
        })
        try await app.test(.router) { client in try await body(SignedInClient(base: client, cookie: cookie), store) }
    }
}

extension TestClientProtocol {
    /// Sends `json` (a JSON text) and hands back the status and decoded body.
    @discardableResult
    func send(_ method: HTTPRequest.Method, _ uri: String, json: String? = nil) async throws -> (HTTPResponse.Status, [String: Any]) {
        var headers = HTTPFields()
        if json != nil { headers[.contentType] = "application/json" }
        return try await execute(
            uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) }
        ) { response in
            let data = Data(buffer: response.body)
            let object = data.isEmpty ? [:] : (try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:])
            return (response.status, object)
        }
    }

    func text(_ uri: String) async throws -> (HTTPResponse.Status, String, String?) {
        try await execute(uri: uri, method: .get) { response in
            (response.status, String(buffer: response.body), response.headers[.contentType])
        }
    }
}

/// Encodes a value as a JSON text for a request body.
func json(_ object: [String: Any]) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
}

/// Checks the status of an answer from `send` or `text`.
func expectStatus<Rest>(
    _ answer: @autoclosure () async throws -> (HTTPResponse.Status, Rest), _ status: HTTPResponse.Status,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let (got, _) = try await answer()
    #expect(got == status, sourceLocation: sourceLocation)
}
