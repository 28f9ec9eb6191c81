import Foundation
import PostgresNIO
import ServiceLifecycle

extension PostgresTransaction {
    /// The channel every instance's `LISTEN`s on.
    static let eventChannel = "formkit_events"

    /// Numbers the changes from the database's sequence and sends them with `NOTIFY` inside the transaction,
    /// two statements however many: PostgreSQL delivers them to every listening instance when, and only if,
    /// the transaction commits.
    func announce(_ changes: [ChangeEvent.Change]) async throws {
        guard !changes.isEmpty else { return }
        let ids = try await fetch(Int64.self, "SELECT nextval('change_event_id') FROM generate_series(1, \(changes.count))")
        let payloads = try zip(ids, changes).map { [encoder = JSONEncoder()] in String(decoding: try encoder.encode(ChangeEvent(id: $0, change: $1)), as: UTF8.self) }
        try await connection.query(
            "SELECT pg_notify(\(Self.eventChannel), payload) FROM unnest(\(payloads)::text[]) AS payload", logger: logger)
    }
}

/// Listens for every instance's changes on one pooled connection and hands them to the store's ``EventHub``;
/// reconnects after a lost connection. Runs as a service beside the server.
public struct PostgresEventListener: Service {
    let store: PostgresStore

    public init(store: PostgresStore) {
        self.store = store
    }

    public func run() async throws {
        try await cancelWhenGracefulShutdown {
            let decoder = JSONDecoder()
            while !Task.isCancelled {
                do {
                    try await store.client.withConnection { connection in
                        let notifications = try await connection.listen(PostgresTransaction.eventChannel)
                        await store.events.setListening(true)
                        defer { Task { await store.events.setListening(false) } }
                        for try await notification in notifications {
                            if let event = try? decoder.decode(ChangeEvent.self, from: Data(notification.payload.utf8)) {
                                await store.events.deliver(event)
                            }
                        }
                    }
                } catch is CancellationError {
                    return
                } catch {
                    // Pages that reconnect see the gap by their Last-Event-ID and reload.
                    try? await Task.sleep(for: .seconds(1))
                }
            }
        }
    }
}
