import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting

@testable import FormKitServer

/// A client that sends a session cookie with every request, as a signed-in browser does.
struct SignedInClient: TestClientProtocol {
    let base: any TestClientProtocol
    let cookie: String

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> TestResponse {
        var headers = headers
        if headers[.cookie] == nil { headers[.cookie] = cookie }
        return try await base.executeRequest(uri: uri, method: method, headers: headers, body: body)
    }

    var port: Int? { base.port }
}

/// The account the app suite signs in as.
enum TestAccount {
    static let name = "tester"
    static let password = "correct horse battery staple"
    /// Its bcrypt hash at the app's cost, made once per test run.
    static let hash = PasswordHashing.blockingHash(password)

    /// An in-memory account store that holds the test account.
    static func store() async throws -> SQLiteAccountStore {
        let store = try SQLiteAccountStore(DatabaseQueue())
        try await store.addAccount(name: name, passwordHash: hash, now: testNow)
        return store
    }

    /// Sign-in over ``store()`` at `testNow`, and the cookie of a live session, made in the store
    /// (no bcrypt check: the suite's many tests need not pay for one each).
    static func signedIn() async throws -> (SignIn, cookie: String) {
        let store = try await store()
        var generator = SystemRandomNumberGenerator()
        let session = SessionID.make(using: &generator)
        try await store.addSession(digest: session.digest, name: name, now: testNow)
        return (SignIn(store: store, now: { testNow }), "\(SessionCookie.name)=\(session.value)")
    }
}
