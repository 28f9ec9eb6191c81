import Foundation

/// The in-process broadcast of committed changes: every open `GET /api/events` stream subscribes here.
///
/// SQLite stores publish into it after each commit; PostgreSQL stores publish what `LISTEN` hears, so
/// every instance's hub sees every instance's changes. It keeps the latest `capacity` events, so that
/// a page reconnecting with `Last-Event-ID` gets what it missed, or `nil` (reload) when that is gone.
///
/// ```swift
/// let hub = EventHub()
/// let subscription = await hub.subscribe(after: nil)
/// await hub.publish(.contactDeleted(id: 3))      // SQLite: numbered here
/// for await event in subscription.events { … }   // ChangeEvent(id: 1, change: .contactDeleted(id: 3))
/// ```
public actor EventHub {
    /// What a new subscriber gets: the events it missed (nil when too many were missed) and the live ones.
    public struct Subscription: Sendable {
        public var missed: [ChangeEvent]?
        public var events: AsyncStream<ChangeEvent>
    }

    private let capacity: Int
    private var recent: [ChangeEvent] = []
    private var subscribers: [UUID: AsyncStream<ChangeEvent>.Continuation] = [:]
    private var observers: [@Sendable (ChangeEvent) -> Void] = []
    private var lastID: Int64 = 0

    public init(capacity: Int = 1_000) {
        self.capacity = capacity
    }

    /// Numbers the change (one process: SQLite) and sends it to every subscriber.
    public func publish(_ change: ChangeEvent.Change) {
        lastID += 1
        deliver(ChangeEvent(id: lastID, change: change))
    }

    /// Sends an event numbered elsewhere (PostgreSQL's sequence) to every subscriber.
    public func deliver(_ event: ChangeEvent) {
        lastID = max(lastID, event.id)
        recent.append(event)
        if recent.count > capacity { recent.removeFirst(recent.count - capacity) }
        for observer in observers { observer(event) }
        for continuation in subscribers.values { continuation.yield(event) }
    }

    /// Has `observer` called, synchronously, with every event from now on (an in-memory index kept in step).
    public func observe(_ observer: @escaping @Sendable (ChangeEvent) -> Void) {
        observers.append(observer)
    }

    /// A stream of the events from now on, and those after `lastEventID` when the hub still has them.
    public func subscribe(after lastEventID: Int64?) -> Subscription {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: ChangeEvent.self, bufferingPolicy: .bufferingNewest(capacity))
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        var missed: [ChangeEvent]? = []
        if let lastEventID, lastEventID != lastID {
            if let index = recent.firstIndex(where: { $0.id == lastEventID }) {
                missed = Array(recent[(index + 1)...])
            } else {
                missed = nil
            }
        }
        return Subscription(missed: missed, events: stream)
    }

    /// Whether changes of other instances reach this hub (PostgreSQL: `LISTEN` is on).
    public private(set) var isListening = false

    func setListening(_ listening: Bool) {
        isListening = listening
    }

    /// Waits (up to `limit`) until `LISTEN` is on, so that no change made after this is missed.
    public func waitUntilListening(limit: Duration = .seconds(10)) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while !isListening, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// How many streams are open (tests).
    public var subscriberCount: Int { subscribers.count }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }
}
