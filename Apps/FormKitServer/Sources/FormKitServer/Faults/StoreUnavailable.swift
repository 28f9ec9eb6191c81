import GRDB
import PostgresNIO

/// The store did not answer in time (``DeadlineStore``): the database is down or overloaded.
public struct StoreTimedOut: Error, Hashable, Sendable {}

/// Tells a database that cannot serve right now (answered 503, and served again when it recovers)
/// from a bug (answered 500).
enum StoreUnavailable {
    /// SQLite's answers for a file that cannot take a write now: read-only, full, locked, failing I/O.
    static let sqliteCodes: Set<Int32> = Set([
        ResultCode.SQLITE_READONLY, .SQLITE_FULL, .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_IOERR, .SQLITE_CANTOPEN,
        .SQLITE_PROTOCOL, .SQLITE_NOMEM,
    ].map(\.rawValue))
    /// PostgreSQL's SQLSTATE classes of an unusable server: connection exception (08), insufficient
    /// resources (53), operator intervention such as a shutdown (57), system error (58); and 25006,
    /// a write to a read-only transaction (a hot standby).
    static let postgresStatePrefixes = ["08", "53", "57", "58", "25006"]

    /// Whether `error` means the database cannot serve now, rather than that the request or the app is wrong.
    static func matches(_ error: any Error) -> Bool {
        switch error {
        case is StoreTimedOut:
            return true
        case let error as DatabaseError:
            return sqliteCodes.contains(error.resultCode.rawValue)
        case let error as PSQLError:
            // No server answer: the connection failed or closed.
            guard let state = error.serverInfo?[.sqlState] else { return true }
            return postgresStatePrefixes.contains { state.hasPrefix($0) }
        case let error as PostgresTransactionError:
            return [error.closureError, error.beginError, error.commitError, error.rollbackError]
                .contains { $0.map(matches) ?? false }
        default:
            // postgres-nio's pool gives up with a `ConnectionPoolError`, a type of an underscored module.
            return String(reflecting: type(of: error)).hasSuffix(".ConnectionPoolError")
        }
    }
}
