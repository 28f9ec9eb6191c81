import Foundation

/// Opens the store `--database` names, for commands that run beside no server (the import).
public enum StoreOpening {
    /// The SQLite page cache of a command's connections (the import's indexes stay in memory).
    static let bulkCacheMiB = 256

    /// Runs `body` with the store, migrated but not seeded; a PostgreSQL pool runs while it does.
    public static func with<Result: Sendable>(
        _ database: String, _ body: (ContactService) async throws -> Result
    ) async throws -> Result {
        switch try DatabaseLocation(database) {
        case .sqlite(let path):
            return try await body(ContactService(try SQLiteStore.file(at: path, seed: false, cacheMiB: bulkCacheMiB)))
        case .postgres(let location):
            try await PostgresStore.checkReachable(location)
            let store = PostgresStore(location)
            return try await store.running {
                try await store.prepare(seed: false)
                return try await body(ContactService(store))
            }
        }
    }
}

/// Why the app could not open its database at start, in one line without the password.
public struct DatabaseUnreachable: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}
