import Foundation
import Hummingbird

/// Refuses, with 403, a request whose `Origin` header names another origin than the one it was sent to.
///
/// Browsers send `Origin` with every cross-origin call and every POST, PATCH or DELETE, so a page on another
/// site (or a sandboxed frame: `Origin: null`) that reaches `127.0.0.1` is turned away before any handler
/// runs. Clients that send no `Origin` (curl, the import command, the tests) are not browsers and pass.
struct SameOriginMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let origin = request.headers[.origin], !Self.isSameOrigin(origin, host: request.head.authority) {
            throw APIError(.forbidden, "Requests from another site are refused.")
        }
        return try await next(request, context)
    }

    /// Whether `origin` (`http://127.0.0.1:8080`) is this server as the client addressed it (`Host: 127.0.0.1:8080`).
    static func isSameOrigin(_ origin: String, host: String?) -> Bool {
        guard let host, let url = URLComponents(string: origin), url.scheme == "http",
            let originHost = url.host, !originHost.isEmpty, url.path.isEmpty
        else { return false }
        let name = originHost.contains(":") && !originHost.hasPrefix("[") ? "[\(originHost)]" : originHost  // IPv6
        let originAuthority = "\(name):\(url.port ?? 80)"
        let hostAuthority = host.contains(":") && !host.hasSuffix("]") ? host : "\(host):80"
        return originAuthority.lowercased() == hostAuthority.lowercased()
    }
}
