import Crypto
import Foundation

/// A session's secret: 32 random bytes in URL-safe base64, carried by the cookie and stored only as a digest.
struct SessionID: Hashable, Sendable {
    let value: String

    /// A new id from `generator` (the system's by default: unguessable).
    static func make<Generator: RandomNumberGenerator>(using generator: inout Generator) -> SessionID {
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return SessionID(value: text)
    }

    /// Reads a cookie's value: 43 URL-safe base64 characters, or nil.
    init?(cookie: String) {
        guard cookie.utf8.count == 43,
            cookie.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) && $0.isASCII || $0 == "-" || $0 == "_" })
        else { return nil }
        value = cookie
    }

    private init(value: String) { self.value = value }

    /// The SHA-256 of the id in hexadecimal: the key the store keeps.
    var digest: String {
        SHA256.hash(data: Data(value.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
