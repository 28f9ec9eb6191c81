import Foundation
import Hummingbird
import Mustache

/// `POST /api/session` signs in, `DELETE /api/session` signs out, `GET /sign-in` is the page, and
/// `GET /healthz` says the server is up (for load balancers, without a session).
struct SessionRoutes {
    let signIn: SignIn
    let templates: MustacheLibrary
    let assets: StaticAssets

    /// The body of `POST /api/session`.
    struct Credentials: Decodable {
        var name: String
        var password: String
    }

    /// The one answer to a wrong name or a wrong password, byte for byte.
    static let refusal = "The name or password is wrong."

    func register(on router: Router<AppRequestContext>) {
        router.post("api/session") { request, context in
            let credentials = try await request.decode(as: Credentials.self, context: context)
            let outcome = try await signIn.attempt(
                name: credentials.name, password: credentials.password,
                address: context.remoteAddress?.ipAddress ?? "unknown", previous: SessionCookie.session(of: request))
            switch outcome {
            case .signedIn(let session):
                context.logger.info("signed in", metadata: ["account": .string(credentials.name)])
                return Response(status: .noContent, headers: [
                    .setCookie: SessionCookie.setting(session, secure: signIn.secureCookies), .cacheControl: "no-store",
                ])
            case .refused:
                context.logger.info("sign-in refused")
                throw APIError(.unauthorized, Self.refusal)
            case .wait(let seconds):
                context.logger.info("sign-in refused: too many failures")
                var response = try APIError(.tooManyRequests, "Too many failed sign-ins; try again in \(Self.minutes(seconds)).")
                    .response(from: request, context: context)
                response.headers[.retryAfter] = String(seconds)
                return response
            }
        }
        router.delete("api/session") { request, _ in
            if let session = SessionCookie.session(of: request) { try await signIn.signOut(session) }
            return Response(status: .noContent, headers: [.setCookie: SessionCookie.clearing(secure: signIn.secureCookies)])
        }
        router.get("sign-in") { request, _ in
            let next = request.uri.queryParameters["next"].map(String.init) ?? "/"
            let values: [String: Any] = [
                "title": "Sign in", "assets": assets.templateURLs,
                "next": next.hasPrefix("/") && !next.hasPrefix("//") ? next : "/",
            ]
            guard let body = templates.render(values, withTemplate: "sign-in") else {
                throw HTTPError(.internalServerError, message: "missing template sign-in")
            }
            return HTML(body: body)
        }
        router.get("healthz") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "ok\n")))
        }
    }

    /// "1 minute", "12 minutes": the wait, rounded up to whole minutes.
    static func minutes(_ seconds: Int) -> String {
        let minutes = max(1, (seconds + 59) / 60)
        return minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }
}
