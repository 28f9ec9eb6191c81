import Foundation

/// Signing in and out, and who a request's session belongs to: the rules over an ``AccountStore``.
public struct SignIn: Sendable {
    public let store: any AccountStore
    /// The clock; tests move it.
    public var now: @Sendable () -> Date
    /// Whether the cookie carries `Secure` (`--secure-cookies`, behind TLS).
    public var secureCookies = false
    /// How long a session may go unused before it ends: 14 days.
    public static let idleLimit: TimeInterval = 14 * 24 * 3_600
    /// A session's last use is written again only when older than this, so most requests only read.
    static let touchInterval: TimeInterval = 60
    /// Sessions seen live lately, trusted only while the database cannot answer.
    let recent = RecentSessions()

    public init(store: any AccountStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    /// What an attempt came to.
    enum Outcome: Equatable {
        case signedIn(SessionID)
        case refused
        case wait(seconds: Int)
    }

    /// Checks `password` for `name` from `address`; a new session on success (ending `previous`, so the id
    /// is renewed at every sign-in). Unknown names and wrong passwords take one bcrypt check alike.
    func attempt(name: String, password: String, address: String, previous: SessionID?) async throws -> Outcome {
        let time = now()
        let recent = try await store.failures(name: name, address: address, since: time.addingTimeInterval(-SignInLimits.window))
        if let seconds = SignInLimits.retryAfter(byName: recent.byName, byAddress: recent.byAddress, now: time) {
            return .wait(seconds: seconds)
        }
        let hash = try await store.passwordHash(name: name)
        guard try await PasswordHashing.verify(password, hash: hash) else {
            try await store.addFailure(name: name, address: address, at: time)
            return .refused
        }
        if let previous { try await store.removeSession(digest: previous.digest) }
        var generator = SystemRandomNumberGenerator()
        let session = SessionID.make(using: &generator)
        try await store.addSession(digest: session.digest, name: name, now: time)
        return .signedIn(session)
    }

    /// The account `session` is signed in as, and whether its last use was written now (its cookie is then
    /// sent again, so that it lasts as long); nil when there is no such session or it was idle for ``idleLimit``.
    /// While the database cannot answer, a session this instance saw live lately still passes (``RecentSessions``).
    func account(of session: SessionID) async throws -> (name: String, renewed: Bool)? {
        let time = now()
        let digest = session.digest
        let store = store
        let found: (name: String, usedAt: Date)?
        do {
            found = try await recent.limited { try await store.session(digest: digest) }
        } catch where StoreUnavailable.matches(error) {
            guard let name = recent.recent(digest: digest, at: time) else { throw error }
            return (name, false)
        }
        guard let found else {
            recent.forget(digest: digest)
            return nil
        }
        let idle = time.timeIntervalSince(found.usedAt)
        guard idle < Self.idleLimit else {
            recent.forget(digest: digest)
            try await store.removeSession(digest: digest)
            return nil
        }
        recent.remember(digest: digest, name: found.name, at: time)
        guard idle >= Self.touchInterval else { return (found.name, false) }
        // A database that takes no write now (read-only, full) still lets the session read.
        do {
            try await recent.limited { try await store.touchSession(digest: digest, now: time) }
        } catch where StoreUnavailable.matches(error) {
            return (found.name, false)
        }
        return (found.name, true)
    }

    /// Ends `session` for every instance.
    func signOut(_ session: SessionID) async throws {
        recent.forget(digest: session.digest)
        try await store.removeSession(digest: session.digest)
    }
}
