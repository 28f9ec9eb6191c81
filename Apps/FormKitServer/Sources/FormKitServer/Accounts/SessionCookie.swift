import Foundation
import Hummingbird

/// The session cookie: `formkit_session`, `HttpOnly`, `SameSite=Lax`, `Path=/`, kept for the idle limit,
/// and `Secure` when the server is told it runs behind TLS.
enum SessionCookie {
    static let name = "formkit_session"

    /// The `Set-Cookie` value that carries `session`.
    static func setting(_ session: SessionID, secure: Bool) -> String {
        "\(name)=\(session.value); Path=/; Max-Age=\(Int(SignIn.idleLimit)); HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }

    /// The `Set-Cookie` value that makes the browser forget the cookie.
    static func clearing(secure: Bool) -> String {
        "\(name)=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }

    /// The session a request carries, or nil (none, or not the shape of one).
    static func session(of request: Request) -> SessionID? {
        request.cookies[name].flatMap { SessionID(cookie: $0.value) }
    }
}
