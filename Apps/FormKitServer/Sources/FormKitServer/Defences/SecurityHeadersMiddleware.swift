import HTTPTypes
import Hummingbird

/// Adds the browser defences to every answer, pages, scripts, JSON and errors alike:
/// a Content-Security-Policy without inline scripts or styles that no other site may frame,
/// `X-Content-Type-Options: nosniff` and `Referrer-Policy: same-origin`.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Scripts, styles and calls from this origin only; no plugins, no `<base>`, forms post here, no framing.
    /// `'wasm-unsafe-eval'` lets pages compile FormKit's WebAssembly module; it allows no JavaScript `eval`.
    static var contentSecurityPolicy: String {
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
            + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        Self.addHeaders(to: &response.headers)
        return response
    }

    static func addHeaders(to headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        headers[.referrerPolicy] = "same-origin"
        headers[.xFrameOptions] = "DENY"  // frame-ancestors for browsers that predate CSP level 2
    }
}

extension HTTPField.Name {
    static let referrerPolicy = Self("Referrer-Policy")!  // a valid token: the force-unwrap cannot fail
    static let xFrameOptions = Self("X-Frame-Options")!
}
