import PostgresNIO

/// A value the request carried that the database refuses to store or compare (PostgreSQL's SQLSTATE class 22,
/// data exception: a NUL in text, a number out of range): the request's fault, answered 400, not a server error.
///
/// The routes check their input first; this is the net under them.
enum StoreRefusedValue {
    static func matches(_ error: any Error) -> Bool {
        switch error {
        case let error as PSQLError:
            return error.serverInfo?[.sqlState]?.hasPrefix("22") ?? false
        case let error as PostgresTransactionError:
            return error.closureError.map(matches) ?? false
        default:
            return false
        }
    }
}
