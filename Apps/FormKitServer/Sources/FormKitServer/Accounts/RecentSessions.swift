import Foundation
import Synchronization

/// The sessions this instance found live lately, for when the database cannot answer: during an outage a
/// page that needs no database (the scripts, the add-contact form, the contract) is still served to whoever
/// was signed in a moment ago, and the database's own refusal (503) answers the rest.
///
/// Only a fallback: while the database answers, it alone decides, so a sign-out on any instance ends the
/// session everywhere at once.
final class RecentSessions: Sendable {
    /// How long a session seen live may be trusted without the database.
    static let trust: TimeInterval = 15 * 60
    private let seen = Mutex<[String: (name: String, at: Date)]>([:])
    /// Whether the last call to the database failed: the next one then gets the short deadline.
    private let failing = Mutex(false)

    func remember(digest: String, name: String, at time: Date) {
        seen.withLock { sessions in
            sessions[digest] = (name, time)
            if sessions.count > 10_000 { sessions = sessions.filter { time.timeIntervalSince($0.value.at) < Self.trust } }
        }
    }

    func forget(digest: String) { _ = seen.withLock { $0.removeValue(forKey: digest) } }

    /// The account of a session seen live within ``trust`` of `time`, or nil.
    func recent(digest: String, at time: Date) -> String? {
        seen.withLock { sessions in
            sessions[digest].flatMap { time.timeIntervalSince($0.at) < Self.trust ? $0.name : nil }
        }
    }

    /// Runs `body` within 5 seconds, or half a second while the database is failing; ``StoreTimedOut`` past it.
    func limited<Result: Sendable>(_ body: @escaping @Sendable () async throws -> Result) async throws -> Result {
        let deadline: Duration = failing.withLock { $0 } ? .milliseconds(500) : .seconds(5)
        do {
            let result = try await withThrowingTaskGroup(of: Result?.self) { group in
                group.addTask { try await body() }
                group.addTask {
                    try await Task.sleep(for: deadline)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let result = first else { throw StoreTimedOut() }
                return result
            }
            failing.withLock { $0 = false }
            return result
        } catch {
            if StoreUnavailable.matches(error) { failing.withLock { $0 = true } }
            throw error
        }
    }
}
