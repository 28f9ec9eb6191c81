import Foundation

/// Where accounts, sessions and failed sign-ins are kept: the app's own database, so that every
/// instance on it shares them (``SQLiteAccountStore``, ``PostgresAccountStore``).
///
/// Sessions are stored by the SHA-256 digest of their id (``SessionID/digest``): the database alone
/// does not hold a cookie that would let anyone in.
public protocol AccountStore: Sendable {
    /// Adds an account; throws ``AccountError/exists`` when the name is taken.
    func addAccount(name: String, passwordHash: String, now: Date) async throws
    /// Removes an account and its sessions; false when there was none.
    func removeAccount(name: String) async throws -> Bool
    /// Every account's name, in byte order.
    func accountNames() async throws -> [String]
    /// Whether at least one account exists.
    func hasAccounts() async throws -> Bool
    /// The stored bcrypt hash of an account's password, or nil when there is no such account.
    func passwordHash(name: String) async throws -> String?

    /// Starts a session for `name`, used last at `now`.
    func addSession(digest: String, name: String, now: Date) async throws
    /// The account of a session and when it was last used, or nil when there is no such session.
    func session(digest: String) async throws -> (name: String, usedAt: Date)?
    /// Marks a session used at `now`.
    func touchSession(digest: String, now: Date) async throws
    /// Ends a session, for every instance.
    func removeSession(digest: String) async throws

    /// Records a failed sign-in for `name` from `address`.
    func addFailure(name: String, address: String, at time: Date) async throws
    /// The times of failed sign-ins since `since` for `name` and from `address`, oldest first; older ones are forgotten.
    func failures(name: String, address: String, since: Date) async throws -> (byName: [Date], byAddress: [Date])
}

/// Why an account could not be added or named.
public enum AccountError: Error, Equatable, Sendable, CustomStringConvertible {
    case exists(String)
    case invalidName
    case shortPassword(minimum: Int)

    public var description: String {
        switch self {
        case .exists(let name): return "an account named \(name) exists already"
        case .invalidName:
            return "an account name is 1 to \(AccountName.maximumLength) letters, digits or . _ @ -, without spaces"
        case .shortPassword(let minimum): return "the password must be at least \(minimum) characters long"
        }
    }
}

/// The rules for an account's name: short, printable, no spaces, so that it reads the same in a log and a list.
public enum AccountName {
    public static let maximumLength = 64

    public static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= maximumLength else { return false }
        return name.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "._@-".unicodeScalars.contains($0)
        }
    }
}
