import Hummingbird

/// Refuses, with 415, a mutating request (POST, PUT, PATCH, DELETE) whose body is not declared JSON.
///
/// An HTML form on another site can post `text/plain`, `application/x-www-form-urlencoded` or
/// `multipart/form-data` to `127.0.0.1` without asking; it cannot send `application/json` without a
/// CORS preflight, which this server never grants. So insisting on JSON stops form-post CSRF.
/// A DELETE carries no body and may leave the header out; if it names one, that must be JSON too.
/// The CSV upload (`POST /api/contacts/import`) takes `text/csv`, which a form cannot send either.
struct JSONBodyMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Paths whose body is a file of another type, and that type.
    static var uploads: [String: String] { ["/api/contacts/import": "text/csv"] }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.isMutating(request.method) else { return try await next(request, context) }
        let expected = Self.uploads[request.uri.path] ?? "application/json"
        let declared = request.headers[.contentType].map(Self.mediaType)
        if declared == nil && request.method == .delete { return try await next(request, context) }
        guard declared == expected else {
            throw APIError(.unsupportedMediaType, "Send the body as \(expected) (Content-Type: \(expected)).")
        }
        return try await next(request, context)
    }

    static func isMutating(_ method: HTTPRequest.Method) -> Bool {
        [.post, .put, .patch, .delete].contains(method)
    }

    /// `application/json` of `Application/JSON; charset=utf-8`.
    static func mediaType(_ header: String) -> String {
        let type = header.split(separator: ";", maxSplits: 1).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
