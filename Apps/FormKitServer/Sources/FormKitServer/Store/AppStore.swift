import Foundation

/// Everything the app keeps: contacts and the thermostat schedule.
///
/// The app talks to this protocol only. ``AppDatabase`` implements it on SQLite (GRDB),
/// ``PostgresStore`` on PostgreSQL (postgres-nio), for several app instances on one database.
/// Every change is conditional on the row's `version`, so two people editing one row
/// cannot silently overwrite each other.
public protocol AppStore: Sendable {
    /// Where every committed change is announced, this instance's and (PostgreSQL) every other's.
    var events: EventHub { get }

    /// Every contact, ordered by name.
    func contacts() async throws -> [Contact]
    /// One page of contacts by keyset, ordered by folded name then id; the prefix search uses an index.
    func contacts(_ query: ContactQuery) async throws -> [Contact]
    /// The distinct words of the contacts' names, folded, read from the indexes (first words, then later ones).
    func nameWords() async throws -> [String]
    /// Every contact's id, for sampling without loading the rows.
    func contactIDs() async throws -> [Int64]
    func contact(id: Int64) async throws -> Contact?
    /// Inserts a new contact (version 1) and returns it with its id.
    func insert(_ contact: Contact) async throws -> Contact
    /// Inserts new contacts (version 1) in one transaction: all of them or none.
    func insert(contentsOf contacts: [Contact]) async throws
    /// Applies `changes` when the stored version is `expectedVersion`; throws ``StoreError`` otherwise.
    func updateContact(id: Int64, expectedVersion: Int, changes: ContactChanges, now: Date) async throws -> Contact
    /// Deletes the contact when the stored version is `expectedVersion` (any version when nil).
    func deleteContact(id: Int64, expectedVersion: Int?) async throws
    /// Deletes the contacts with these ids in one transaction and returns them as they were (ids not found are skipped).
    func deleteContacts(ids: [Int64]) async throws -> [Contact]
    /// Puts deleted contacts back with their ids, in one transaction; ids taken meanwhile are skipped. Returns those
    /// restored, and announces them as one `refresh`.
    func restoreContacts(_ contacts: [Contact]) async throws -> [Contact]
    /// How many contacts there are.
    func contactCount() async throws -> Int

    /// The whole schedule, ordered by section then period.
    func schedule() async throws -> [ScheduleSlot]
    /// Applies `changes` when the stored version is `expectedVersion`.
    /// `check` sees the changed row before it is written and may throw to refuse it.
    func updateSlot(
        id: Int64, expectedVersion: Int, changes: ScheduleChanges, now: Date,
        check: @Sendable (ScheduleSlot) throws -> Void
    ) async throws -> ScheduleSlot
}

/// Why the store refused a change.
public enum StoreError: Error, Hashable, Sendable {
    case contactNotFound(id: Int64)
    /// Someone saved the contact since this copy was read; `current` is the stored row.
    case staleContact(current: Contact)
    case slotNotFound(id: Int64)
    case staleSlot(current: ScheduleSlot)
}
