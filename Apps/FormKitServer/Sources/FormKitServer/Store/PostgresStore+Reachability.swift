import Foundation
import PostgresNIO

/// Why the app could not open its database at start, in one line without the password.
public struct DatabaseUnreachable: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

extension PostgresStore {
    /// Opens one connection and closes it, so that a wrong URL fails at once with a one-line reason
    /// (the pool would keep retrying).
    public static func checkReachable(_ location: PostgresLocation) async throws {
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.user,
            password: location.password, database: location.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(5)
        var logger = Logger(label: "formkit.postgres")
        logger.logLevel = .critical
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            try await connection.close()
        } catch let error as PSQLError {
            throw DatabaseUnreachable(description: "cannot open the database \(location): \(reason(error))")
        } catch {
            throw DatabaseUnreachable(description: "cannot open the database \(location): \(error)")
        }
    }

    /// The server's message, or the network error, of a failed connection.
    static func reason(_ error: PSQLError) -> String {
        if let message = error.serverInfo?[.message] { return message }
        if let underlying = error.underlying { return String(describing: underlying) }
        return String(describing: error.code)
    }
}
