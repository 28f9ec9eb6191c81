import Foundation
import Hummingbird
import Mustache

/// Answers a page request that fails (no such page, a server fault, a database that cannot serve) with a
/// page in the app's own layout, its header and a way back, instead of the browser's bare error.
///
/// API calls, scripts, style sheets and WebAssembly files keep their own answers (JSON, or an empty 404).
struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
    let templates: MustacheLibrary
    /// The hashed URLs the header links (`{{assets.app_css}}`).
    let assetURLs: [String: String]

    /// Paths whose errors are not pages.
    static var nonPagePrefixes: [String] { ["/api/", "/static/", "/assets/", "/wasm/", "/wasm-time/", "/openapi.json"] }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPResponseError {
            guard Self.isPage(request) else { throw error }
            switch error.status.code {
            case 404: return try page(.notFound, template: "not-found", title: "Page not found", request: request)
            case 500...599: return try page(error.status, template: "server-error", title: "Something went wrong", request: request)
            default: throw error
            }
        } catch let error as CancellationError {
            throw error
        } catch {
            guard Self.isPage(request) else { throw error }
            context.logger.error("unexpected error on a page: \(String(reflecting: type(of: error)))")
            return try page(.internalServerError, template: "server-error", title: "Something went wrong", request: request)
        }
    }

    /// A GET or HEAD for a page: not an API call or a static file.
    static func isPage(_ request: Request) -> Bool {
        guard request.method == .get || request.method == .head else { return false }
        let path = request.uri.path
        return !nonPagePrefixes.contains { path.hasPrefix($0) }
    }

    private func page(_ status: HTTPResponse.Status, template: String, title: String, request: Request) throws -> Response {
        let values: [String: Any] = [
            "title": title, "assets": assetURLs, "status": status.code,
            "unavailable": status == .serviceUnavailable,
            "skipTarget": "main", "skipText": "Skip to the content",
        ]
        guard let body = templates.render(values, withTemplate: template) else { throw HTTPError(status) }
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
