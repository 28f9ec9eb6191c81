import Foundation

/// A committed change, as the stores announce it and `GET /api/events` sends it.
///
/// `id` grows with each change of one database (a PostgreSQL sequence, or a counter of the SQLite process),
/// so a page that reconnects can say which change it saw last.
public struct ChangeEvent: Codable, Hashable, Sendable {
    public enum Change: Codable, Hashable, Sendable {
        case contact(Contact)
        case contactDeleted(id: Int64)
        case slot(ScheduleSlot)
        /// Many rows changed at once (an import): pages reload what they show.
        case refresh
    }

    public var id: Int64
    public var change: Change

    public init(id: Int64, change: Change) {
        self.id = id
        self.change = change
    }

    /// The server-sent event's name: `contact`, `contact-deleted`, `slot` or `refresh`.
    public var name: String {
        switch change {
        case .contact: "contact"
        case .contactDeleted: "contact-deleted"
        case .slot: "slot"
        case .refresh: "refresh"
        }
    }
}
