import Foundation
import Hummingbird

/// A form refused on several fields at once (422): `{"error", "field", "offset"}` of the first, as
/// ``APIError`` gives one, and `"errors": [{"field", "message", "offset", "suggestions"}]` for each.
struct FieldRefusals: Error, HTTPResponseError, Sendable {
    var refusals: [FieldError]

    init(_ refusals: [FieldError]) {
        self.refusals = refusals
    }

    var status: HTTPResponse.Status { .unprocessableContent }

    struct Item: Encodable {
        var field: String
        var message: String
        var offset: Int?
        var suggestions: [Country]?
    }

    struct Body: Encodable {
        var error: String
        var field: String?
        var offset: Int?
        var suggestions: [Country]?
        var errors: [Item]
    }

    var body: Body {
        let first = refusals.first
        return Body(
            error: first?.message ?? "The contact was refused.", field: first?.field, offset: first?.offset,
            suggestions: first?.suggestions,
            errors: refusals.map { Item(field: $0.field, message: $0.message, offset: $0.offset, suggestions: $0.suggestions) })
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(body))))
    }
}
