import Foundation
import Hummingbird

/// An API failure, answered as JSON: `{"error": "message", ...details}` with a 4xx status.
///
/// Library and store errors become these in the routes only; the message never echoes a phone number.
public struct APIError: Error, HTTPResponseError, Sendable {
    public var status: HTTPResponse.Status
    public var body: Body

    public struct Body: Codable, Hashable, Sendable {
        public var error: String
        public var field: String?
        public var offset: Int?
        public var suggestions: [Country]?
        /// The stored contact, for a stale or refused edit, so the page can show the fresh value.
        public var contact: ContactView?
        /// The stored schedule row, for a stale or refused edit.
        public var slot: SlotView?
    }

    public init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        body = Body(error: message)
    }

    /// A refused field (422).
    public init(_ error: FieldError) {
        status = .unprocessableContent
        body = Body(error: error.message, field: error.field, offset: error.offset, suggestions: error.suggestions)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601  // as in every other answer: the stored `contact`'s updatedAt
        let data = try encoder.encode(body)
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// Turns every error under `/api/` into a JSON ``APIError``: bad JSON (400), unknown routes (404),
/// bodies over the limit (413), a database that cannot serve now (503, pages too), and anything unexpected
/// (500, without internals).
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as CancellationError {
            throw error  // the client went away
        } catch let error as HTTPResponseError {
            guard request.uri.path.hasPrefix("/api/") else { throw error }
            throw APIError(error.status, Self.message(for: error))
        } catch where StoreRefusedValue.matches(error) {
            guard request.uri.path.hasPrefix("/api/") else { throw HTTPError(.badRequest) }
            throw APIError(.badRequest, "The request holds a value that cannot be stored or searched for.")
        } catch where StoreUnavailable.matches(error) {
            let message = Self.unavailableMessage(request.method)
            guard request.uri.path.hasPrefix("/api/") else { throw HTTPError(.serviceUnavailable, message: message) }
            throw APIError(.serviceUnavailable, message)
        } catch {
            context.logger.error("unexpected error: \(String(reflecting: type(of: error)))")
            guard request.uri.path.hasPrefix("/api/") else { throw HTTPError(.internalServerError) }
            throw APIError(.internalServerError, "Something went wrong on the server.")
        }
    }

    /// The 503's message: a write says it was not saved.
    static func unavailableMessage(_ method: HTTPRequest.Method) -> String {
        method == .get || method == .head
            ? "The database is unavailable; try again in a moment."
            : "The database is unavailable; nothing was saved. Try again in a moment."
    }

    private static func message(for error: HTTPResponseError) -> String {
        switch error.status {
        case .contentTooLarge: return "The request body is larger than \(AppRequestContext.bodyLimit) bytes."
        case .notFound: return "There is no such API endpoint."
        case .methodNotAllowed: return "This endpoint does not take that method."
        default:
            if let http = error as? HTTPError, let body = http.body { return body }
            return error.status.reasonPhrase
        }
    }
}
