import Foundation
import HummingbirdBcrypt
import NIOPosix

/// Passwords as bcrypt hashes (hummingbird-auth's `Bcrypt`), computed off the request threads.
public enum PasswordHashing {
    /// bcrypt's cost: 2^12 rounds, about a quarter of a second a hash on one core.
    public static let cost: UInt8 = 12
    /// The shortest password an account may have.
    public static let minimumLength = 12

    /// The hash to store for `password`; throws ``AccountError/shortPassword(minimum:)`` when it is too short.
    public static func hash(_ password: String) async throws -> String {
        guard password.count >= minimumLength else { throw AccountError.shortPassword(minimum: minimumLength) }
        return try await NIOThreadPool.singleton.runIfActive { blockingHash(password) }
    }

    /// The hash of `password` at ``cost``, on the calling thread (a quarter of a second or more).
    static func blockingHash(_ password: String) -> String {
        Bcrypt.hash(password, cost: cost)
    }

    /// Whether `password` matches `hash`; with no hash (no such account) it checks against
    /// ``decoy`` all the same, so that an unknown name takes as long as a wrong password.
    static func verify(_ password: String, hash: String?) async throws -> Bool {
        let target = hash ?? decoy
        let matches = try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: target) }
        return hash != nil && matches
    }

    /// A hash of no one's password at the same cost, made once per process.
    static let decoy = blockingHash(UUID().uuidString + UUID().uuidString)

    /// Makes ``decoy`` now, off the request threads, so that the first unknown name is not slower than
    /// a wrong password (the server calls this as it starts).
    public static func prepareDecoy() async throws {
        _ = try await NIOThreadPool.singleton.runIfActive { decoy }
    }
}
