import Foundation
import HTTPTypes
import HummingbirdCore
import Hummingbird

/// Lets a request through only with a live session, once at least one account exists: the JSON API
/// (and the contract, `/openapi.json`) answers 401 with the JSON error, pages redirect to `/sign-in`.
///
/// Public: the sign-in page and `/api/session`, the hashed assets (`/assets/`), the WebAssembly module files
/// (`/wasm/`, `/wasm-time/`) and `/healthz`. With no account (allowed on loopback only), every request passes.
struct RequireSessionMiddleware: RouterMiddleware {
    let signIn: SignIn

    static let publicPaths: Set<String> = ["/sign-in", "/api/session", "/healthz"]
    static let publicFolders = ["/assets/", "/wasm/", "/wasm-time/"]

    static func isPublic(_ path: String) -> Bool {
        publicPaths.contains(path) || publicFolders.contains { path.hasPrefix($0) }
    }

    func handle(
        _ request: Request, context: AppRequestContext, next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        if Self.isPublic(path) { return try await next(request, context) }
        if let session = SessionCookie.session(of: request), let account = try await signIn.account(of: session) {
            var response = try await next(request, context)
            if account.renewed {
                response.headers.append(HTTPField(name: .setCookie, value: SessionCookie.setting(session, secure: signIn.secureCookies)))
            }
            return response
        }
        let store = signIn.store
        guard try await signIn.recent.limited({ try await store.hasAccounts() }) else { return try await next(request, context) }
        if path.hasPrefix("/api/") || path == "/openapi.json" || request.method != .get {
            throw APIError(.unauthorized, "Sign in first: POST /api/session with your name and password.")
        }
        return Response(status: .seeOther, headers: [.location: Self.signInLocation(returningTo: request.uri)])
    }

    /// `/sign-in?next=/schedule`: the page to come back to, a path on this server only.
    static func signInLocation(returningTo uri: URI) -> String {
        let target = uri.description
        guard target != "/", target.hasPrefix("/"), !target.hasPrefix("//"),
            let encoded = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "/-._~")))
        else { return "/sign-in" }
        return "/sign-in?next=\(encoded)"
    }
}
