import Foundation

/// Opens the account tables of the database `--database` names, for `formkit-server user`, which runs
/// beside the servers (or before the first one): migrated, nothing else touched.
public enum AccountStoreOpening {
    public static func with<Result: Sendable>(
        _ database: String, _ body: (any AccountStore) async throws -> Result
    ) async throws -> Result {
        switch try DatabaseLocation(database) {
        case .sqlite(let path):
            return try await body(try SQLiteAccountStore.file(at: path))
        case .postgres(let location):
            try await PostgresStore.checkReachable(location)
            let postgres = PostgresStore(location, maximumConnections: 2)
            return try await postgres.running(listening: false) {
                let accounts = PostgresAccountStore(client: postgres.client)
                try await accounts.prepare()
                return try await body(accounts)
            }
        }
    }
}
