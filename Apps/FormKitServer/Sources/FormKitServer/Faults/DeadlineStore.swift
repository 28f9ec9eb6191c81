import Foundation

/// A store whose every call ends within `deadline`: a database that does not answer (a stopped
/// PostgreSQL server, whose pool would queue the call for a minute) ends in ``StoreTimedOut``, which the
/// API answers 503, instead of holding the request.
///
/// Once a call has timed out, the next ones get `probeDeadline` until one succeeds: during an outage a
/// request is answered 503 in half a second, not five, and the first call that succeeds ends the outage.
///
/// The call is cancelled at the deadline; a write the database committed just before it is kept, like any
/// write whose answer the client did not get.
public struct DeadlineStore: AppStore {
    public let base: any AppStore
    public let deadline: Duration
    public let probeDeadline: Duration
    /// Waits out a deadline: `Task.sleep`, or a test's clock that decides when the deadline passes.
    let sleep: @Sendable (Duration) async throws -> Void
    private let health = StoreHealth()

    public init(
        _ base: any AppStore, deadline: Duration = .seconds(5), probeDeadline: Duration = .milliseconds(500),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.base = base
        self.deadline = deadline
        self.probeDeadline = min(probeDeadline, deadline)
        self.sleep = sleep
    }

    public var events: EventHub { base.events }

    public func page(_ order: ContactOrder, _ bounds: PageBounds, limit: Int) async throws -> [Contact] {
        try await limited { try await base.page(order, bounds, limit: limit) }
    }
    public func contacts(ids: [Int64]) async throws -> [Contact] { try await limited { try await base.contacts(ids: ids) } }
    public func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact] {
        try await limited { try await base.contacts(phones: phones, sortKeys: sortKeys) }
    }
    public func count() async throws -> Int { try await limited { try await base.count() } }
    public func contactIDs() async throws -> [Int64] { try await limited { try await base.contactIDs() } }
    public func distinct(_ column: DistinctColumn, from lower: String, below upper: String, limit: Int) async throws -> [String] {
        try await limited { try await base.distinct(column, from: lower, below: upper, limit: limit) }
    }
    public func contacts(withWords words: [String], after: ContactCursor, limit: Int) async throws -> [Contact] {
        try await limited { try await base.contacts(withWords: words, after: after, limit: limit) }
    }
    public func contacts(withWordsStarting prefix: String, after: ContactCursor, limit: Int) async throws -> [Contact] {
        try await limited { try await base.contacts(withWordsStarting: prefix, after: after, limit: limit) }
    }
    public func contacts(withWordsStarting prefix: String, amongFirst rows: Int, after: ContactCursor, limit: Int) async throws -> [Contact] {
        try await limited { try await base.contacts(withWordsStarting: prefix, amongFirst: rows, after: after, limit: limit) }
    }
    /// An import's batch (5,000 rows in one transaction) has a minute, whatever the last call did.
    public func insert(_ rows: [IndexedContact], events: @escaping @Sendable ([Contact]) -> [ChangeEvent.Change]) async throws -> [Contact] {
        try await limited(deadline: rows.count > 1 ? .seconds(60) : nil) { try await base.insert(rows, events: events) }
    }
    public func write(contacts ids: [Int64], _ plan: @escaping @Sendable ([Contact]) throws -> ContactWrite) async throws -> [Contact] {
        try await limited { try await base.write(contacts: ids, plan) }
    }
    public func schedule() async throws -> [ScheduleSlot] { try await limited { try await base.schedule() } }
    public func write(slot id: Int64, _ plan: @escaping @Sendable (ScheduleSlot?) throws -> ScheduleSlot) async throws -> ScheduleSlot {
        try await limited { try await base.write(slot: id, plan) }
    }

    /// `operation`'s result, or ``StoreTimedOut`` once the deadline passes (the operation is then cancelled).
    private func limited<Result: Sendable>(
        deadline fixed: Duration? = nil, _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let deadline = if let fixed { fixed } else { await health.timedOut ? probeDeadline : self.deadline }
        let result = try await withThrowingTaskGroup(of: Result?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await sleep(deadline)
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        await health.record(timedOut: result == nil)
        guard let result else { throw StoreTimedOut() }
        return result
    }
}

/// Whether the last call that ended (answered or timed out) timed out.
private actor StoreHealth {
    private(set) var timedOut = false

    func record(timedOut: Bool) {
        self.timedOut = timedOut
    }
}
