import PostgresNIO

extension PostgresStore {
    /// Runs the client's pool and the event listener while `body` runs, then shuts it down: for commands and tests that are
    /// not an `Application` (which runs the client as a service). A client runs once: one call per store.
    public func running<Result: Sendable>(
        listening: Bool = true, _ body: () async throws -> Result
    ) async throws -> Result {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            if listening {
                group.addTask { try await PostgresEventListener(store: self).run() }
                await events.waitUntilListening()
            }
            defer { group.cancelAll() }
            return try await body()
        }
    }
}
