import Foundation

/// What `--database` names: a PostgreSQL server by URL, or else a SQLite file.
///
/// ```swift
/// DatabaseLocation("postgres://app:secret@127.0.0.1:5432/formkit")
/// // .postgres(PostgresLocation(host: "127.0.0.1", port: 5432, user: "app", password: "secret", database: "formkit"))
/// DatabaseLocation("formkit.sqlite")   // .sqlite(path: "formkit.sqlite")
/// ```
public enum DatabaseLocation: Hashable, Sendable {
    case sqlite(path: String)
    case postgres(PostgresLocation)

    /// Reads `text`: `postgres://` or `postgresql://` URLs name a server, anything else a file.
    /// Throws ``PostgresLocation/Invalid`` for a PostgreSQL URL without user, host, port or database.
    public init(_ text: String) throws {
        let isURL = text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
        self = isURL ? .postgres(try PostgresLocation(url: text)) : .sqlite(path: text)
    }
}

/// A PostgreSQL server and database: `postgres://USER[:PASSWORD]@HOST:PORT/DB`.
public struct PostgresLocation: Hashable, Sendable, CustomStringConvertible {
    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String

    /// Why a PostgreSQL URL cannot be used; the message never repeats the password.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String

        init(_ problem: String) {
            description = "the database URL \(problem); expected postgres://USER[:PASSWORD]@HOST:PORT/DB"
        }
    }

    public init(url text: String) throws {
        guard let url = URLComponents(string: text) else { throw Invalid("is not a URL") }
        host = try Self.named(url.host, "host")
        port = url.port ?? 5432
        user = try Self.named(url.percentEncodedUser.flatMap { $0.removingPercentEncoding }, "user")
        password = url.percentEncodedPassword.flatMap { $0.removingPercentEncoding }
        database = try Self.named(String(url.path.drop(while: { $0 == "/" })), "database")
    }

    /// The URL's part, when it is there and not empty.
    private static func named(_ part: String?, _ name: String) throws -> String {
        guard let part, !part.isEmpty else { throw Invalid("names no \(name)") }
        return part
    }

    /// The URL without its password.
    public var description: String { "postgres://\(user)@\(host):\(port)/\(database)" }
}
