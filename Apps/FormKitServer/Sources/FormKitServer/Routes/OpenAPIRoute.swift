import Foundation
import Hummingbird

/// The JSON API's OpenAPI 3.1 contract, `OpenAPI/openapi.json` in the bundle, read once at start.
///
/// Written by hand and kept beside the routes; `OpenAPIContractTests` checks that the router and the
/// document name the same operations, and CI's schemathesis run checks the answers against it.
public struct OpenAPIDocument: Sendable {
    /// The document as served.
    public let bytes: ByteBuffer

    public init(directory: URL) throws {
        bytes = ByteBuffer(bytes: try Data(contentsOf: directory.appendingPathComponent("openapi.json")))
    }
}

/// `GET /openapi.json`: the contract, for clients, fuzzers and people.
struct OpenAPIRoute {
    let document: OpenAPIDocument

    func register(on router: Router<AppRequestContext>) {
        let bytes = document.bytes
        router.get("openapi.json") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: bytes))
        }
    }
}
